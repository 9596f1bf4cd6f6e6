import { ActionForm } from '@/components/forms/ActionForm.client';
import type { ServerFormAction } from '@/components/forms/use-server-form';
import { CardList } from '@/components/ui/CardList';
import type { noticesForMember } from '@/lib/db/queries/notices';

type Notice = Awaited<ReturnType<typeof noticesForMember>>[number];

const day = (date: Date) =>
  date.toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'Africa/Lagos' });

/**
 * The company's notices, newest first: each poll answered once per company (its answer shown
 * once given), by a member of a company; a member without one reads them.
 */
export function MemberNotices({
  notices,
  answer,
  canAnswer,
}: {
  notices: readonly Notice[];
  answer: ServerFormAction;
  canAnswer: boolean;
}) {
  return (
    <CardList>
      {notices.map((notice) => (
        <li key={notice.id}>
          <h3>{notice.title}</h3>
          <p className="meta">{day(notice.createdAt)}</p>
          <p className="note">{notice.body}</p>
          {notice.pollQuestion &&
            notice.pollChoices &&
            (notice.answered !== null ? (
              <p>
                <strong>{notice.pollQuestion}</strong> Your company answered:{' '}
                {notice.pollChoices[notice.answered]}.
              </p>
            ) : canAnswer ? (
              <ActionForm
                key={notice.id}
                action={answer}
                idPrefix={`poll-${notice.id.slice(0, 8)}`}
                permalink="/community"
                label={notice.pollQuestion}
                fields={[
                  { kind: 'hidden', name: 'notice', value: notice.id },
                  {
                    kind: 'select',
                    name: 'choice',
                    label: notice.pollQuestion,
                    hint: 'One answer for your whole company.',
                    placeholder: 'Choose an answer',
                    options: notice.pollChoices.map((choice, index) => ({
                      value: String(index),
                      label: choice,
                    })),
                  },
                ]}
                submitLabel="Answer for my company"
                pendingLabel="Answering…"
              />
            ) : (
              <p>
                <strong>{notice.pollQuestion}</strong> Companies answer this poll: register yours to
                take part.
              </p>
            ))}
        </li>
      ))}
    </CardList>
  );
}
