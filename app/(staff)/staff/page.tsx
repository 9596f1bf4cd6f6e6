import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { FormFrame } from '@/components/forms/FormFrame';
import { InboxFilters } from '@/components/staff/inbox/InboxFilters';
import { CardTable } from '@/components/staff/CardTable';
import {
  Address,
  InboxList,
  Notice,
  Pager,
  StaffPage,
  statusLabel,
  typeLabel,
  when,
} from '@/components/staff/kit';
import { NewCount } from '@/components/staff/NewCount';
import { requireStaffPage } from '@/lib/auth/staff-session';
import { recordAudit } from '@/lib/db/queries/audit';
import { enabledStaff, INBOX_PAGE_SIZE, listInbox } from '@/lib/db/queries/inbox';
import { inboxSearch, parseInboxQuery } from '@/lib/validation/staff-inbox';
import { changeInBulk } from './actions';

export const metadata: Metadata = { title: 'Inbox', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Every enquiry of every type, newest first, filtered by the URL; each view is audited. Those
 * this staff member has not opened are in bold, marked unread. Ticked rows can be changed
 * together (the boxes belong to the bulk form above the list through their `form` attribute;
 * the form shows once a box is ticked). On a phone each enquiry is a card.
 */
export default async function InboxPage({ searchParams }: Props) {
  const session = await requireStaffPage();
  const { filters, page, rejected } = parseInboxQuery(await searchParams);
  const [{ rows, total }, people] = await Promise.all([
    listInbox(filters, page, undefined, session.staff.id),
    enabledStaff(),
  ]);
  await recordAudit(session.staff, {
    action: 'view',
    subjectType: 'list',
    detail: { filters, page },
  });
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  return (
    <StaffPage>
      <h1>Inbox</h1>
      <p>
        <NewCount /> · {total} matching ·{' '}
        <a href={`/api/staff/export${inboxSearch(filters)}`}>Export as CSV</a>
      </p>
      <InboxFilters values={filters} />
      {rejected.length > 0 && (
        <Notice role="status">Ignored filters that were not valid: {rejected.join(', ')}.</Notice>
      )}
      {rows.length === 0 ? (
        <p>No enquiries match.</p>
      ) : (
        <InboxList>
          <div className="bulk">
            <FormFrame>
              <ActionForm
                action={changeInBulk}
                formId="bulk"
                idPrefix="bulk"
                permalink={`/staff${inboxSearch(filters, page)}`}
                label="Change the ticked enquiries"
                submitLabel="Apply to the ticked enquiries"
                fields={[
                  {
                    kind: 'select',
                    name: 'action',
                    label: 'With the ticked enquiries',
                    placeholder: 'Choose…',
                    options: [
                      { value: 'spam', label: 'Mark as spam' },
                      { value: 'closed', label: 'Close' },
                      { value: 'assign', label: 'Assign to the colleague below' },
                    ],
                  },
                  {
                    kind: 'select',
                    name: 'assignee',
                    label: 'Colleague (to assign)',
                    placeholder: 'Nobody',
                    optional: true,
                    options: people.map((person) => ({ value: person.id, label: person.name })),
                  },
                ]}
              />
            </FormFrame>
          </div>
          <p className="bulk-hint">Tick enquiries to close, assign or mark several at once.</p>
          <CardTable
            caption="Enquiries, newest first"
            rows={rows}
            rowKey={(row) => row.id}
            rowClass={(row) => (row.read ? undefined : 'unread')}
            columns={[
              {
                key: 'tick',
                label: 'Tick to change together',
                labelHidden: true,
                cell: (row) => (
                  <input
                    type="checkbox"
                    name="ids"
                    value={row.id}
                    form="bulk"
                    aria-label={`Tick ${row.name || 'this enquiry'}, received ${when(row.createdAt)}`}
                  />
                ),
              },
              {
                key: 'name',
                label: 'Name',
                cell: (row) => (
                  <>
                    <Link href={`/staff/enquiries/${row.id}`}>{row.name || '(no name)'}</Link>
                    {!row.read && <span className="visually-hidden"> (unread)</span>}
                  </>
                ),
              },
              {
                key: 'type',
                label: 'Type',
                cell: (row) => `${typeLabel[row.type]}${row.hasCv ? ' (CV)' : ''}`,
              },
              { key: 'received', label: 'Received', cell: (row) => when(row.createdAt) },
              { key: 'email', label: 'E-mail', cell: (row) => <Address email={row.email} /> },
              { key: 'status', label: 'Status', cell: (row) => statusLabel[row.status] },
              { key: 'assignee', label: 'Assigned to', cell: (row) => row.assignee ?? 'Nobody' },
            ]}
          />
        </InboxList>
      )}
      <Pager aria-label="Pages">
        {page > 1 && <Link href={`/staff${inboxSearch(filters, page - 1)}`}>Previous page</Link>}
        <span>
          Page {Math.min(page, pages)} of {pages}
        </span>
        {page < pages && <Link href={`/staff${inboxSearch(filters, page + 1)}`}>Next page</Link>}
      </Pager>
    </StaffPage>
  );
}
