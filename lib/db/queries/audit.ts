import 'server-only';
import { and, desc, eq, lt } from 'drizzle-orm';
import { database, type Database } from '../client';
import { auditLog, type AuditEntry } from '../schema';

export type { AuditEntry };

/**
 * Who did it: a staff member; the server itself (retention); an operator at the server's command
 * line (`npm run staff`), named by the system user; or a visitor who is not signed in, named by
 * the client address (a refused sign-in, a spent set-up link).
 */
export type AuditActor =
  { id: string; email: string } | 'automatic' | { command: string } | { visitor: string };

export type AuditAction =
  | 'view'
  | 'download'
  | 'export'
  | 'change'
  | 'note'
  | 'erase'
  | 'erasure-lookup'
  | 'access-export'
  | 'sign-in'
  | 'sign-in-refused'
  | 'code-refused'
  | 'recovery-code-used'
  | 'set-up'
  | 'set-up-refused'
  | 'staff-add'
  | 'staff-link'
  | 'staff-disable'
  | 'staff-enable'
  | 'staff-role'
  | 'routing'
  | 'reply'
  | 'template'
  | 'staff-remove'
  | 'backup'
  | 'restore'
  | 'supplier-view'
  | 'supplier-claim'
  | 'supplier-release'
  | 'supplier-document'
  | 'supplier-identity'
  | 'supplier-decision'
  | 'supplier-lapsed'
  | 'supplier-invite'
  | 'document-view'
  | 'identity-view'
  | 'opportunity-create'
  | 'opportunity-change'
  | 'opportunity-publish'
  | 'opportunity-file'
  | 'opportunity-invite'
  | 'clarification-answer'
  | 'interest-view'
  | 'interest-file-view'
  | 'opportunity-outcomes'
  | 'notice'
  | 'publisher';

export type AuditRecord = {
  action: AuditAction;
  subjectType?:
    | 'enquiry'
    | 'email'
    | 'staff'
    | 'list'
    | 'backup'
    | 'alerts'
    | 'company'
    | 'opportunity'
    | 'notice';
  subjectId?: string;
  detail?: Record<string, unknown>;
};

/** An act and its record, for the query functions that write both in one transaction. */
export type Audited = { actor: AuditActor; record: AuditRecord };

type Writer = Pick<Database, 'insert'>;

function actorColumns(actor: AuditActor, detail: Record<string, unknown> | undefined) {
  if (actor === 'automatic') return { actor: 'automatic' as const, detail };
  if ('command' in actor) {
    return { actor: 'command' as const, detail: { ...detail, osUser: actor.command } };
  }
  if ('visitor' in actor) {
    return { actor: 'visitor' as const, detail: { ...detail, address: actor.visitor } };
  }
  return { actor: 'staff' as const, staffId: actor.id, staffEmail: actor.email, detail };
}

/** Written in the caller's transaction when it passes one, so the act and its record go together. */
export async function recordAudit(
  actor: AuditActor,
  record: AuditRecord,
  tx?: Writer,
): Promise<void> {
  const db = tx ?? (await database());
  const { detail, ...who } = actorColumns(actor, record.detail);
  await db.insert(auditLog).values({
    ...who,
    action: record.action,
    subjectType: record.subjectType ?? null,
    subjectId: record.subjectId ?? null,
    detail: detail ?? null,
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

/** What the log says of one subject (a company's history), newest first. */
export async function auditOf(subjectType: string, subjectId: string, limit = 100) {
  const db = await database();
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}

/** How the audit page names who acted. */
export function actorLabel(entry: AuditEntry): string {
  const detail = (entry.detail ?? {}) as Record<string, unknown>;
  switch (entry.actor) {
    case 'automatic':
      return 'Automatic';
    case 'command':
      return `Command line (${String(detail.osUser ?? 'unknown user')})`;
    case 'visitor':
      return `Visitor (${String(detail.address ?? 'unknown address')})`;
    default:
      return entry.staffEmail ?? '—';
  }
}
