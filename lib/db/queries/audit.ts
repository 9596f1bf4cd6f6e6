import 'server-only';
import { desc, lt } from 'drizzle-orm';
import { database } from '../client';
import { auditLog, type AuditEntry } from '../schema';

export type { AuditEntry };

/** Who did it: a staff member, or the server itself (retention). */
export type AuditActor = { id: string; email: string } | 'automatic';

export type AuditAction =
  | 'view'
  | 'download'
  | 'export'
  | 'change'
  | 'note'
  | 'erase'
  | 'staff-add'
  | 'staff-disable'
  | 'staff-remove';

export type AuditRecord = {
  action: AuditAction;
  subjectType?: 'enquiry' | 'email' | 'staff' | 'list';
  subjectId?: string;
  detail?: Record<string, unknown>;
};

/** Written in the caller's transaction when it passes one, so the act and its record go together. */
export async function recordAudit(
  actor: AuditActor,
  record: AuditRecord,
  tx?: Pick<Awaited<ReturnType<typeof database>>, 'insert'>,
): Promise<void> {
  const db = tx ?? (await database());
  await db.insert(auditLog).values({
    staffId: actor === 'automatic' ? null : actor.id,
    staffEmail: actor === 'automatic' ? null : actor.email,
    automatic: actor === 'automatic',
    action: record.action,
    subjectType: record.subjectType ?? null,
    subjectId: record.subjectId ?? null,
    detail: record.detail ?? null,
  });
}

/** Newest first, a page at a time: `before` is the previous page's last `createdAt`. */
export async function listAudit({ before, limit = 50 }: { before?: Date; limit?: number } = {}) {
  const db = await database();
  return db
    .select()
    .from(auditLog)
    .where(before ? lt(auditLog.createdAt, before) : undefined)
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}
