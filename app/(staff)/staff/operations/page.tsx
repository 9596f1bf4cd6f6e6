import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { CardTable } from '@/components/staff/CardTable';
import { Fields, Notice, StaffPage, when } from '@/components/staff/kit';
import { requireStaffPage } from '@/lib/auth/staff-session';
import { alertCounts } from '@/lib/db/queries/alerts';
import { recordAudit } from '@/lib/db/queries/audit';
import { operationsStatus } from '@/lib/operations/status';
import { UNCONFIRMED_ALERT_DAYS } from '@/lib/retention';
import { enquiryReference } from '@/lib/validation/enquiry-rules';
import { timeAgo } from '@/lib/words';

export const metadata: Metadata = { title: 'Operations' };

function size(bytes: number | null): string {
  if (bytes === null) return 'unknown';
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

/**
 * What the operator watches (admins only): the last backup, mail waiting or failing with its
 * last error, the database's and the CVs' size and the disk's free space, and any warning the
 * server also writes to its log (lib/operations). Read afresh on every visit.
 */
export default async function OperationsPage() {
  const session = await requireStaffPage('admin');
  const [{ backup, mail, storage, warnings, checkedAt }, alerts] = await Promise.all([
    operationsStatus(),
    alertCounts(),
  ]);
  // A mail server's error can quote the address it refused: showing one is a view, recorded.
  if (mail.troubles.length > 0)
    await recordAudit(session.staff, {
      action: 'view',
      subjectType: 'list',
      detail: { page: 'operations', mailErrors: mail.troubles.length },
    });
  return (
    <StaffPage>
      <h1>Operations</h1>
      <p>
        As of {when(checkedAt)}. The server checks the same every five minutes and writes a warning
        to its log while one holds.
      </p>
      {warnings.length > 0 ? (
        <Notice as="div" role="status">
          <h2>Needs attention</h2>
          <ul>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Notice>
      ) : (
        <p role="status">Nothing needs attention.</p>
      )}

      <h2>Backups</h2>
      <Fields>
        <dt>Last backup</dt>
        <dd>
          {backup.last
            ? `${when(backup.last.takenAt)} (${timeAgo(backup.last.ageMs)})`
            : 'None in the backup folder yet'}
        </dd>
        {backup.last && (
          <>
            <dt>Size</dt>
            <dd>{size(backup.last.bytes)}</dd>
            <dt>File</dt>
            <dd>{backup.last.name}</dd>
          </>
        )}
        <dt>Schedule</dt>
        <dd>
          {backup.automatic
            ? `Every ${backup.intervalHours} h, written by this server; npm run backup takes one now.`
            : 'The PostgreSQL server’s own backups apply; npm run backup writes a pg_dump here.'}
        </dd>
      </Fields>

      <h2>Mail</h2>
      <Fields>
        <dt>Waiting to be sent</dt>
        <dd>{mail.pending}</dd>
        <dt>Given up on</dt>
        <dd>{mail.failed}</dd>
        <dt>Held with suspected spam</dt>
        <dd>{mail.held}</dd>
        <dt>Failing since</dt>
        <dd>{mail.failingSince ? when(mail.failingSince) : 'No mail is failing'}</dd>
      </Fields>
      {mail.troubles.length > 0 && (
        <CardTable
          caption="Mail that failed, newest first"
          captionHidden={false}
          rows={mail.troubles}
          rowKey={(trouble) => trouble.id}
          columns={[
            { key: 'queued', label: 'Queued', cell: (trouble) => when(trouble.queuedAt) },
            {
              key: 'state',
              label: 'State',
              cell: (trouble) =>
                trouble.status === 'pending'
                  ? `Retried at ${when(trouble.lastOrNextAttemptAt)}`
                  : 'Given up',
            },
            { key: 'attempts', label: 'Attempts', cell: (trouble) => trouble.attempts },
            { key: 'error', label: 'Last error', cell: (trouble) => trouble.lastError },
            {
              key: 'enquiry',
              label: 'Enquiry',
              cell: (trouble) =>
                trouble.enquiryId ? (
                  <Link href={`/staff/enquiries/${trouble.enquiryId}`}>
                    {enquiryReference(trouble.enquiryId)}
                  </Link>
                ) : (
                  'Portal mail'
                ),
            },
          ]}
        />
      )}

      <h2>Alerts</h2>
      <p>
        Visitors mailed new jobs or listings like their search: counts only, never the addresses.
      </p>
      <Fields>
        <dt>Job alerts</dt>
        <dd>{alerts.jobs} confirmed</dd>
        <dt>Business alerts</dt>
        <dd>{alerts.businesses} confirmed</dd>
        <dt>Waiting for confirmation</dt>
        <dd>
          {alerts.unconfirmed} (deleted after {UNCONFIRMED_ALERT_DAYS} days)
        </dd>
      </Fields>

      <h2>Storage</h2>
      <Fields>
        <dt>Database</dt>
        <dd>{size(storage.databaseBytes)}</dd>
        <dt>Of which CVs</dt>
        <dd>{size(storage.attachmentsBytes)}</dd>
        <dt>Free on the disk</dt>
        <dd>
          {size(storage.diskFreeBytes)}
          {storage.diskTotalBytes !== null && ` of ${size(storage.diskTotalBytes)}`}
        </dd>
      </Fields>
    </StaffPage>
  );
}
