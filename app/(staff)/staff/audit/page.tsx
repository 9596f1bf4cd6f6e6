import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { Pager, StaffPage, TableWrap, when } from '@/components/staff/inbox/ui';
import { requireStaffPage } from '@/lib/auth/staff-session';
import { actorLabel, listAudit } from '@/lib/db/queries/audit';

export const metadata: Metadata = { title: 'Audit log', robots: { index: false, follow: false } };

const PAGE_SIZE = 50;

type Props = { searchParams: Promise<{ before?: string | string[] }> };

/** Who viewed, downloaded, exported, changed or erased what: admins only, newest first. */
export default async function AuditPage({ searchParams }: Props) {
  await requireStaffPage('admin');
  const raw = (await searchParams).before;
  const parsed = typeof raw === 'string' ? new Date(raw) : undefined;
  const before = parsed && !Number.isNaN(parsed.getTime()) ? parsed : undefined;
  const entries = await listAudit({ before, limit: PAGE_SIZE });
  const last = entries.at(-1);
  return (
    <StaffPage>
      <h1>Audit log</h1>
      <TableWrap>
        <table>
          <caption className="visually-hidden">Audit entries, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Subject</th>
              <th scope="col">Detail</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{when(entry.createdAt)}</td>
                <td>{actorLabel(entry)}</td>
                <td>{entry.action}</td>
                <td>
                  {entry.subjectType === 'enquiry' && entry.subjectId ? (
                    <Link href={`/staff/enquiries/${entry.subjectId}`}>
                      enquiry {entry.subjectId}
                    </Link>
                  ) : (
                    [entry.subjectType, entry.subjectId].filter(Boolean).join(' ')
                  )}
                </td>
                <td>{entry.detail ? JSON.stringify(entry.detail) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <Pager aria-label="Pages">
        {before && <Link href="/staff/audit">Newest</Link>}
        {last && entries.length === PAGE_SIZE && (
          <Link href={`/staff/audit?before=${encodeURIComponent(last.createdAt.toISOString())}`}>
            Older
          </Link>
        )}
      </Pager>
    </StaffPage>
  );
}
