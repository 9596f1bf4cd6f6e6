import styled from 'styled-components';
import { FormFrame } from '@/components/forms/FormFrame';
import type { ServerFormAction } from '@/components/forms/use-server-form';
import type { ReplyWithDelivery } from '@/lib/db/queries/replies';
import type { TimelineEvent } from '@/lib/db/queries/timeline';
import { Fields, Notice, when } from '../kit';
import { ReplyForm, type SavedReply } from './ReplyForm.client';

/** The saved reply's choice and its button side by side, the button level with the box. */
const ReplyFrame = styled(FormFrame)`
  .saved-reply {
    align-items: end;
  }
  .saved-reply .hint:empty {
    display: none;
  }
`;

const delivery: Record<string, string> = {
  pending: 'queued',
  sent: 'sent',
  held: 'held (taken for spam)',
  failed: 'failed',
};

function mailState(mail: { status: string; attempts: number; lastError: string | null }) {
  const words = delivery[mail.status] ?? mail.status;
  const tries = mail.attempts > 1 ? `, ${mail.attempts} attempts` : '';
  return mail.lastError && mail.status !== 'sent'
    ? `${words}${tries}; last error: ${mail.lastError}`
    : `${words}${tries}`;
}

type Props = {
  id: string;
  email: string | null;
  withdrawn: boolean;
  /** Under Spam: its mail is held, and no reply goes until it is released. */
  spam: boolean;
  /** The saved replies to start from, filled in for this enquiry. */
  saved: SavedReply[];
  replies: ReplyWithDelivery[];
  timeline: TimelineEvent[];
  action: ServerFormAction;
};

/**
 * Replying to the visitor from the enquiry's page (a saved reply chosen in the same form joins
 * what was typed: ReplyForm), the replies sent with their delivery, and the enquiry's timeline.
 */
export function ReplySection({
  id,
  email,
  withdrawn,
  spam,
  saved,
  replies,
  timeline,
  action,
}: Props) {
  return (
    <>
      <h2 id="reply">Reply to the visitor</h2>
      {withdrawn ? (
        <Notice role="status">The member withdrew this enquiry: no reply can be sent.</Notice>
      ) : spam ? (
        <Notice role="status">
          This enquiry is held as suspected spam: choose “Not spam” to reply to it.
        </Notice>
      ) : !email ? (
        <Notice role="status">This enquiry has no e-mail address to reply to.</Notice>
      ) : (
        <ReplyFrame>
          <ReplyForm
            id={id}
            email={email}
            action={action}
            saved={saved}
            // New with every drawing of the page: the same post twice is one reply.
            submissionKey={crypto.randomUUID()}
          />
        </ReplyFrame>
      )}
      <h2 id="replies" tabIndex={-1}>
        Replies
      </h2>
      {replies.length === 0 ? (
        <p>No replies yet.</p>
      ) : (
        <Fields>
          {replies.map((reply) => (
            <div key={reply.id}>
              <dt>
                {reply.author}, {when(reply.createdAt)}
                <br />
                <small>{reply.mail ? mailState(reply.mail) : 'mail removed'}</small>
              </dt>
              <dd>{reply.body}</dd>
            </div>
          ))}
        </Fields>
      )}
      <h2 id="timeline">Timeline</h2>
      <ol className="timeline" aria-labelledby="timeline">
        {timeline.map((event, index) => (
          <li key={`${event.at.toISOString()}-${index}`}>
            <time dateTime={event.at.toISOString()}>{when(event.at)}</time>: {event.what}
            {event.mail && ` — ${mailState(event.mail)}`}
          </li>
        ))}
      </ol>
    </>
  );
}
