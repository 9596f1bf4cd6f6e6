import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { CardTable } from '@/components/staff/CardTable';
import { Address, Pager, StaffPage, when } from '@/components/staff/kit';
import { requireStaffPage } from '@/lib/auth/staff-session';
import { actorLabel, listAudit } from '@/lib/db/queries/audit';
import { listStaff } from '@/lib/db/queries/staff';
import { auditWords } from '@/lib/staff/audit-words';
import { enquiryReference } from '@/lib/validation/enquiry-rules';

export const metadata: Metadata = { title: 'Audit log', robots: { index: false, follow: false } };

const PAGE_SIZE = 50;

type Props = { searchParams: Promise<{ before?: string | string[] }> };

/**
 * Who viewed, downloaded, exported, changed or erased what, in words: admins only, newest
 * first; on a phone each entry is a card.
 */
export default async function AuditPage({ searchParams }: Props) {
  await requireStaffPage('admin');
  const raw = (await searchParams).before;
  const parsed = typeof raw === 'string' ? new Date(raw) : undefined;
  const before = parsed && !Number.isNaN(parsed.getTime()) ? parsed : undefined;
  const [entries, team] = await Promise.all([listAudit({ before, limit: PAGE_SIZE }), listStaff()]);
  const names = new Map(team.map((person) => [person.id, person.name]));
  const nameOf = (id: string) => names.get(id);
  const rows = entries.map((entry) => ({ ...entry, words: auditWords(entry, nameOf) }));
  const last = entries.at(-1);
  return (
    <StaffPage>
      <h1>Audit log</h1>
      <CardTable
        caption="Audit entries, newest first"
        rows={rows}
        rowKey={(entry) => entry.id}
        columns={[
          { key: 'when', label: 'When', cell: (entry) => when(entry.createdAt) },
          { key: 'who', label: 'Who', cell: (entry) => <Address email={actorLabel(entry)} /> },
          { key: 'action', label: 'What', cell: (entry) => entry.words.what },
          {
            key: 'subject',
            label: 'About',
            cell: (entry) =>
              entry.subjectType === 'enquiry' && entry.subjectId ? (
                <Link href={`/staff/enquiries/${entry.subjectId}`}>
                  Enquiry {enquiryReference(entry.subjectId)}
                </Link>
              ) : entry.subjectType === 'company' && entry.subjectId ? (
                <Link href={`/staff/suppliers/${entry.subjectId}`}>{entry.words.about}</Link>
              ) : entry.subjectType === 'opportunity' && entry.subjectId ? (
                <Link href={`/staff/opportunities/${entry.subjectId}`}>{entry.words.about}</Link>
              ) : (
                <Address email={entry.words.about} />
              ),
          },
          {
            key: 'detail',
            label: 'Detail',
            cell: (entry) => (
              <ul className="detail">
                {entry.words.lines.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            ),
          },
        ]}
      />
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
