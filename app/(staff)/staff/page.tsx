import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { FormFrame } from '@/components/forms/FormFrame';
import { InboxFilters } from '@/components/staff/inbox/InboxFilters';
import {
  Notice,
  Pager,
  StaffPage,
  TableWrap,
  statusLabel,
  typeLabel,
  when,
} from '@/components/staff/inbox/ui';
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
 * together (the boxes belong to the bulk form above the list through their `form` attribute).
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
        <>
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
          <TableWrap>
            <table>
              <caption className="visually-hidden">Enquiries, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Tick to change together</span>
                  </th>
                  <th scope="col">Received</th>
                  <th scope="col">Type</th>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Status</th>
                  <th scope="col">Assigned to</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className={row.read ? undefined : 'unread'}>
                    <td>
                      <input
                        type="checkbox"
                        name="ids"
                        value={row.id}
                        form="bulk"
                        aria-label={`Tick ${row.name || 'this enquiry'}, received ${when(row.createdAt)}`}
                      />
                    </td>
                    <td>{when(row.createdAt)}</td>
                    <td>
                      {typeLabel[row.type]}
                      {row.hasCv ? ' (CV)' : ''}
                    </td>
                    <td>
                      <Link href={`/staff/enquiries/${row.id}`}>{row.name || '(no name)'}</Link>
                      {!row.read && <span className="visually-hidden"> (unread)</span>}
                    </td>
                    <td>{row.email}</td>
                    <td>{statusLabel[row.status]}</td>
                    <td>{row.assignee ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </>
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
