import { CardTable } from '@/components/staff/CardTable';
import { when } from '@/components/staff/kit';
import { actorLabel } from '@/lib/db/queries/audit';
import type { AuditEntry } from '@/lib/db/schema';
import { auditWords } from '@/lib/staff/audit-words';

/** One company's or opportunity's audit entries, newest first, in words: its page's History. */
export function SubjectHistory({ caption, entries }: { caption: string; entries: AuditEntry[] }) {
  return (
    <>
      <h2>History</h2>
      <CardTable
        caption={caption}
        rows={entries}
        rowKey={(entry) => entry.id}
        columns={[
          { key: 'when', label: 'When', cell: (entry) => when(entry.createdAt) },
          { key: 'who', label: 'Who', cell: (entry) => actorLabel(entry) },
          { key: 'what', label: 'What', cell: (entry) => auditWords(entry).what },
          {
            key: 'detail',
            label: 'Detail',
            cell: (entry) => auditWords(entry).lines.join('; ') || '—',
          },
        ]}
      />
    </>
  );
}
