import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
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
import { INBOX_PAGE_SIZE, listInbox } from '@/lib/db/queries/inbox';
import { inboxSearch, parseInboxQuery } from '@/lib/validation/staff-inbox';

export const metadata: Metadata = { title: 'Inbox', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every enquiry of every type, newest first, filtered by the URL; each view is audited. */
export default async function InboxPage({ searchParams }: Props) {
  const session = await requireStaffPage();
  const { filters, page, rejected } = parseInboxQuery(await searchParams);
  const { rows, total } = await listInbox(filters, page);
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
        <TableWrap>
          <table>
            <caption className="visually-hidden">Enquiries, newest first</caption>
            <thead>
              <tr>
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
                <tr key={row.id}>
                  <td>{when(row.createdAt)}</td>
                  <td>
                    {typeLabel[row.type]}
                    {row.hasCv ? ' (CV)' : ''}
                  </td>
                  <td>
                    <Link href={`/staff/enquiries/${row.id}`}>{row.name || '(no name)'}</Link>
                  </td>
                  <td>{row.email}</td>
                  <td>{statusLabel[row.status]}</td>
                  <td>{row.assignee ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
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
