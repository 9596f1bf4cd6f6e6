import styled from 'styled-components';
import { FocusedStatus } from '@/components/forms/FocusedStatus.client';
import { ActionForm } from '@/components/forms/ActionForm.client';
import type { ServerFormAction } from '@/components/forms/use-server-form';
import Link from '@/components/ui/Link';
import { describeAlert } from '@/lib/alerts/subscriptions';
import type { Alert } from '@/lib/db/queries/alerts';
import { color } from '@/lib/theme';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  li {
    border: 1px solid ${color.line};
    border-radius: 8px;
    padding: 0.75rem 1rem;
    margin-bottom: 0.75rem;
    overflow-wrap: break-word;
  }
  p {
    margin: 0 0 0.5rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    align-items: center;
  }
`;

const kindTitle: Record<Alert['kind'], string> = {
  jobs: 'Jobs',
  businesses: 'Businesses for sale',
  opportunities: 'Opportunities',
};

const day = (date: Date) =>
  date.toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

const answers = {
  stopped: 'Your alert is stopped: it sends no more e-mail.',
  changed: 'Your alert is changed: what is new is matched against it from now on.',
} as const;

/** The alerts of the member's address: what each asks for, and a way to change or stop it. */
export function MemberAlerts({
  alerts,
  stop,
  answer,
}: {
  alerts: Alert[];
  stop: ServerFormAction;
  /** What the last change did (`?alert=` after its redirect). */
  answer?: string;
}) {
  return (
    <>
      {answer && answer in answers && (
        <FocusedStatus message={answers[answer as keyof typeof answers]} />
      )}
      {alerts.length === 0 ? (
        <p>
          You have no alerts. Ask for one from the <Link href="/job-opportunities">job list</Link>{' '}
          or the <Link href="/business-search">business search</Link>: “E-mail me new jobs like
          these”.
        </p>
      ) : (
        <List>
          {alerts.map((alert) => (
            <li key={alert.id}>
              <p>
                <strong>{kindTitle[alert.kind]}:</strong> {describeAlert(alert)}
              </p>
              <p>
                {alert.usedAt
                  ? `On since ${day(alert.usedAt)}; ${alert.lastMailedAt ? `last e-mailed ${day(alert.lastMailedAt)}` : 'nothing new yet'}.`
                  : 'Waiting for you to open the link we e-mailed.'}
              </p>
              <div className="actions">
                {alert.kind !== 'opportunities' && (
                  <Link href={`/alerts?change=${alert.id}`}>Change this alert</Link>
                )}
                <ActionForm
                  action={stop}
                  idPrefix={`stop-${alert.id.slice(0, 8)}`}
                  permalink="/community"
                  label="Stop this alert"
                  fields={[{ kind: 'hidden', name: 'alert', value: alert.id }]}
                  submitLabel="Stop this alert"
                  pendingLabel="Stopping…"
                  tone="danger"
                />
              </div>
            </li>
          ))}
        </List>
      )}
    </>
  );
}
