import { ActionForm } from '@/components/forms/ActionForm.client';
import { FormFrame } from '@/components/forms/FormFrame';
import type { ServerFormAction } from '@/components/forms/use-server-form';
import type { ReplyWithDelivery } from '@/lib/db/queries/replies';
import type { TimelineEvent } from '@/lib/db/queries/timeline';
import { Button, Fields, Filters, Notice, when } from '../kit';

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
  templates: { id: string; title: string }[];
  chosenTemplate?: string;
  /** The body to start from: a saved reply with the visitor's name and reference filled in. */
  draft: string;
  replies: ReplyWithDelivery[];
  timeline: TimelineEvent[];
  action: ServerFormAction;
};

/**
 * Replying to the visitor from the enquiry's page, the replies sent with their delivery, and the
 * enquiry's timeline. A saved reply is chosen with a plain GET form (it works without
 * JavaScript): the page comes back with its text in the box, ready to edit and send.
 */
export function ReplySection({
  id,
  email,
  withdrawn,
  spam,
  templates,
  chosenTemplate,
  draft,
  replies,
  timeline,
  action,
}: Props) {
  const permalink = `/staff/enquiries/${id}`;
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
        <>
          {templates.length > 0 && (
            <Filters
              method="get"
              action={`${permalink}#reply`}
              aria-label="Start from a saved reply"
            >
              <label>
                Saved reply
                <select name="template" defaultValue={chosenTemplate ?? ''}>
                  <option value="">None</option>
                  {templates.map((template) => (
                    <option key={template.id} value={template.id}>
                      {template.title}
                    </option>
                  ))}
                </select>
              </label>
              <Button type="submit">Use this reply</Button>
            </Filters>
          )}
          <FormFrame>
            <ActionForm
              // A new form when another saved reply is chosen, so the box shows its text.
              key={chosenTemplate ?? 'none'}
              action={action}
              idPrefix="reply"
              permalink={permalink}
              label="Reply to the visitor"
              submitLabel="Send reply"
              pendingLabel="Sending…"
              fields={[
                { kind: 'hidden', name: 'id', value: id },
                // New with every drawing of the page: the same post twice is one reply.
                { kind: 'hidden', name: 'key', value: crypto.randomUUID() },
                ...(chosenTemplate
                  ? [{ kind: 'hidden', name: 'template', value: chosenTemplate } as const]
                  : []),
                {
                  kind: 'textarea',
                  name: 'body',
                  label: `Your reply to ${email}`,
                  hint: 'Sent from the company’s address, signed with your name; answers come back to the company.',
                  rows: 8,
                  maxLength: 10_000,
                  defaultValue: draft,
                },
              ]}
            />
          </FormFrame>
        </>
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
      <h2>Timeline</h2>
      <ol className="timeline">
        {timeline.map((event, index) => (
          <li key={`${event.at.toISOString()}-${index}`}>
            <time dateTime={event.at.toISOString()}>{when(event.at)}</time>: {event.what}
            {event.who && ` (${event.who})`}
            {event.mail && ` — ${mailState(event.mail)}`}
          </li>
        ))}
      </ol>
    </>
  );
}
