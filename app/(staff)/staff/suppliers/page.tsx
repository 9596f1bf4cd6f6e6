import type { Metadata } from 'next';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { FormFrame } from '@/components/forms/FormFrame';
import { CardTable } from '@/components/staff/CardTable';
import { Notice, Pager, StaffPage } from '@/components/staff/kit';
import { QueueFilters } from '@/components/staff/suppliers/QueueFilters';
import Link from '@/components/ui/Link';
import { requireStaffPage } from '@/lib/auth/staff-session';
import { recordAudit } from '@/lib/db/queries/audit';
import { listQueue, QUEUE_PAGE_SIZE } from '@/lib/db/queries/review-queue';
import { expiryWindow, longDate } from '@/lib/suppliers/dates';
import { parseQueueQuery, queueSearch } from '@/lib/suppliers/queue-query';
import { timing } from '@/lib/suppliers/requirements';
import { classLabel, companyStateLabel, timingLabel, waited } from '@/lib/suppliers/words';
import { inviteSupplier } from './actions';

export const metadata: Metadata = { title: 'Suppliers', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The review queue: companies waiting for staff, oldest first with how long they have waited,
 * who is reviewing each, and the next date a document expires; filtered by the address. Each
 * view is audited, as the inbox's are.
 */
export default async function SuppliersPage({ searchParams }: Props) {
  const session = await requireStaffPage();
  const { filters, page, rejected } = parseQueueQuery(await searchParams);
  const window = expiryWindow();
  const { today } = window;
  const { rows, total } = await listQueue(filters, page, window);
  await recordAudit(session.staff, {
    action: 'view',
    subjectType: 'list',
    detail: { list: 'suppliers', filters, page },
  });
  const pages = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  return (
    <StaffPage>
      <h1>Suppliers</h1>
      <p>
        {total} {filters.state === 'waiting' ? 'waiting for review' : 'matching'}. Claim a company
        to review it: colleagues then see it is yours.
      </p>
      <QueueFilters values={filters} />
      {rejected.length > 0 && (
        <Notice role="status">Ignored filters that were not valid: {rejected.join(', ')}.</Notice>
      )}
      {rows.length === 0 ? (
        <p>No companies match.</p>
      ) : (
        <CardTable
          caption={
            filters.state === 'waiting'
              ? 'Companies waiting for review, oldest first'
              : 'Companies, newest first'
          }
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            {
              key: 'company',
              label: 'Company',
              cell: (row) => (
                <Link href={`/staff/suppliers/${row.id}`}>
                  {row.registeredName} ({row.countryCode} {row.registrationNumber})
                </Link>
              ),
            },
            { key: 'class', label: 'Class', cell: (row) => classLabel(row.supplierClass) },
            { key: 'state', label: 'State', cell: (row) => companyStateLabel[row.state] },
            {
              key: 'waiting',
              label: 'Waiting',
              cell: (row) =>
                row.waitingSince
                  ? `${waited(row.waitingSince)}${row.waitingDocuments ? `, ${row.waitingDocuments} document${row.waitingDocuments === 1 ? '' : 's'}` : ''}`
                  : '—',
            },
            { key: 'claimed', label: 'Reviewing', cell: (row) => row.claimedByName ?? 'Nobody' },
            {
              key: 'expiry',
              label: 'Next expiry',
              cell: (row) =>
                row.nextExpiry
                  ? `${longDate(row.nextExpiry)}${timingLabel(timing(row.nextExpiry, today)) ? ` (${timingLabel(timing(row.nextExpiry, today))})` : ''}`
                  : '—',
            },
          ]}
        />
      )}
      {pages > 1 && (
        <Pager aria-label="Pages">
          {page > 1 && (
            <Link href={`/staff/suppliers${queueSearch(filters, page - 1)}`}>Previous page</Link>
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && (
            <Link href={`/staff/suppliers${queueSearch(filters, page + 1)}`}>Next page</Link>
          )}
        </Pager>
      )}
      <FormFrame>
        <h2>Invite a company to register</h2>
        <p>
          We e-mail them how to register. You will not review a company you invited: a colleague
          does.
        </p>
        <ActionForm
          action={inviteSupplier}
          idPrefix="invite-supplier"
          permalink="/staff/suppliers"
          label="Invite a company to register"
          fields={[
            {
              kind: 'text',
              name: 'companyName',
              label: 'Company name',
              maxLength: 160,
              autoComplete: 'off',
            },
            {
              kind: 'text',
              name: 'email',
              label: 'Their e-mail address',
              type: 'email',
              maxLength: 254,
              autoComplete: 'off',
            },
          ]}
          submitLabel="Send the invitation"
          pendingLabel="Sending…"
        />
      </FormFrame>
    </StaffPage>
  );
}
