import { csvRow } from '@/lib/csv';
import { recordAudit } from '@/lib/db/queries/audit';
import { exportBatches, type ExportRow } from '@/lib/db/queries/inbox';
import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { requireStaff } from '@/lib/staff/guard';
import { parseInboxQuery } from '@/lib/validation/staff-inbox';

const HEADER = [
  'reference',
  'received',
  'type',
  'status',
  'name',
  'email',
  'phone',
  'message',
  'details',
  'cv',
];
const OWN = new Set(['name', 'email', 'phone', 'message']);

function cells(row: ExportRow): string[] {
  const payload = (row.payload ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : '');
  const details = Object.entries(payload)
    .filter(([key]) => !OWN.has(key))
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join('; ');
  return [
    row.id,
    row.createdAt.toISOString(),
    row.type,
    row.status,
    text('name'),
    row.email ?? text('email'),
    text('phone'),
    text('message'),
    details,
    row.attachmentName ?? '',
  ];
}

/**
 * The inbox's filtered list as CSV, streamed: rows are read a batch at a time as the browser
 * takes them, so memory does not grow with the list. Every cell is quoted and formula-safe.
 */
export const GET = route(async (request) => {
  const actor = await requireStaff(request);
  const { filters, rejected } = parseInboxQuery(new URL(request.url).searchParams);
  if (rejected.length > 0)
    throw new HttpError(400, `These filters are not valid: ${rejected.join(', ')}.`);
  const encoder = new TextEncoder();
  const batches = exportBatches(filters);
  let rows = 0;
  const audit = (complete: boolean) =>
    recordAudit(actor, {
      action: 'export',
      subjectType: 'list',
      detail: { filters, rows, complete },
    });
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvRow(HEADER)}\r\n`));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) {
        await audit(true);
        controller.close();
        return;
      }
      rows += next.value.length;
      controller.enqueue(
        encoder.encode(next.value.map((row) => `${csvRow(cells(row))}\r\n`).join('')),
      );
    },
    async cancel() {
      await batches.return(undefined);
      await audit(false);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="enquiries-${day}.csv"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
});
