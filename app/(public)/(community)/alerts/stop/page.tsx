import type { Metadata } from 'next';
import { FocusedStatus } from '@/components/forms/FocusedStatus.client';
import { PortalPage } from '@/components/community/PortalPage';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { Address } from '@/components/ui/Address';
import Link from '@/components/ui/Link';
import {
  ALERT_ALREADY_STOPPED,
  ALERT_STOPPED,
  STOP_LINK_INVALID,
  describeAlert,
} from '@/lib/alerts/subscriptions';
import { newsWord } from '@/lib/alerts/criteria';
import { validStopLink } from '@/lib/alerts/stop-links';
import { findAlert } from '@/lib/db/queries/alerts';
import { stopAlert } from '../../actions';

export const metadata: Metadata = {
  title: 'Stop an e-mail alert',
  description: 'Stop an alert from the link in its e-mail.',
  alternates: { canonical: '/alerts/stop' },
  robots: { index: false },
  referrer: 'same-origin',
};

type Props = {
  searchParams: Promise<{
    alert?: string | string[];
    token?: string | string[];
    done?: string | string[];
  }>;
};

/**
 * The stop link of an alert's e-mail: it names the alert and stops it with one button (opening
 * the link changes nothing, as mail scanners open links). Mail programs use the one-click
 * address of the mail's List-Unsubscribe header (app/api/alerts/unsubscribe) instead.
 */
export default async function StopAlertPage({ searchParams }: Props) {
  const { alert: id, token, done } = await searchParams;
  const valid = typeof id === 'string' && typeof token === 'string' && validStopLink(id, token);
  const alert = valid ? await findAlert(id) : undefined;
  return (
    <PortalPage
      title="Stop an e-mail alert"
      intro="No sign-in needed: the link from the e-mail is enough."
    >
      {!valid ? (
        <FocusedStatus message={STOP_LINK_INVALID} />
      ) : (
        <>
          {alert ? (
            <p>
              This alert e-mails{' '}
              <strong>
                <Address email={alert.email} />
              </strong>{' '}
              new {newsWord[alert.kind]}: {describeAlert(alert)}.
            </p>
          ) : (
            <FocusedStatus message={done === 'stopped' ? ALERT_STOPPED : ALERT_ALREADY_STOPPED} />
          )}
          {alert && (
            <ActionForm
              action={stopAlert}
              idPrefix="stop-alert"
              permalink={`/alerts/stop?alert=${id}&token=${token}`}
              fields={[
                { kind: 'hidden', name: 'alert', value: id },
                { kind: 'hidden', name: 'token', value: token },
              ]}
              submitLabel="Stop this alert"
              pendingLabel="Stopping…"
              tone="danger"
            />
          )}
        </>
      )}
      <p>
        Members see and change all their alerts in the{' '}
        <Link href="/community#alerts">members area</Link>.
      </p>
    </PortalPage>
  );
}
