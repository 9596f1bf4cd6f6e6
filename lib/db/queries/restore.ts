import 'server-only';
import { sessions, staff, staffSessions } from '../schema';
import { recordAudit, type AuditActor } from './audit';
import { database, type Database } from '../client';

/** A database a backup or restore holds open itself: the server's, or one opened for the task. */
type Handle = Pick<Database, 'select' | 'delete' | 'insert'>;

export type StaffState = { email: string; role: string; disabled: boolean };

/** Every staff account with its role and whether it is disabled. */
export async function staffStates(db: Pick<Database, 'select'>): Promise<StaffState[]> {
  const rows = await db
    .select({ email: staff.email, role: staff.role, disabledAt: staff.disabledAt })
    .from(staff);
  return rows.map((row) => ({ email: row.email, role: row.role, disabled: !!row.disabledAt }));
}

/**
 * What a restore puts back of the team, in words for the operator: accounts disabled, removed,
 * added or given another role after the backup was taken, which the restore undoes.
 */
export function staffChangedBack(before: StaffState[], restored: StaffState[]): string[] {
  const now = new Map(before.map((person) => [person.email.toLowerCase(), person]));
  const then = new Map(restored.map((person) => [person.email.toLowerCase(), person]));
  const lines: string[] = [];
  for (const [email, was] of then) {
    const is = now.get(email);
    if (!is) lines.push(`${email}: removed after the backup, back again`);
    else {
      if (is.disabled && !was.disabled)
        lines.push(`${email}: disabled after the backup, enabled again`);
      if (!is.disabled && was.disabled)
        lines.push(`${email}: enabled after the backup, disabled again`);
      if (is.role !== was.role)
        lines.push(`${email}: ${is.role} after the backup, ${was.role} again`);
    }
  }
  for (const email of now.keys())
    if (!then.has(email)) lines.push(`${email}: added after the backup, not in the restored data`);
  return lines;
}

/**
 * The restored database's first acts: every session ends (a session of a colleague disabled
 * after the backup would otherwise work again), and the restore is recorded with what it put
 * back of the team.
 */
export async function finishRestore(
  db: Handle,
  actor: AuditActor,
  { file, staffBefore }: { file: string; staffBefore: StaffState[] | null },
): Promise<{ staffChanged: string[]; sessionsEnded: number }> {
  const staffChanged = staffBefore ? staffChangedBack(staffBefore, await staffStates(db)) : [];
  const members = await db.delete(sessions).returning({ id: sessions.id });
  const colleagues = await db.delete(staffSessions).returning({ id: staffSessions.id });
  const sessionsEnded = members.length + colleagues.length;
  await recordAudit(
    actor,
    {
      action: 'restore',
      subjectType: 'backup',
      subjectId: file,
      detail: { sessionsEnded, staffChanged },
    },
    db,
  );
  return { staffChanged, sessionsEnded };
}

/**
 * A backup in the audit log of the database it copied (after the copy, so not in it): the site's
 * own, or `db`, one opened for the task.
 */
export async function recordBackup(
  actor: AuditActor,
  written: { file: string; bytes: number; sha256: string },
  reason: string,
  db?: Pick<Database, 'insert'>,
): Promise<void> {
  await recordAudit(
    actor,
    {
      action: 'backup',
      subjectType: 'backup',
      subjectId: written.file.split(/[\\/]/).pop(),
      detail: { reason, bytes: written.bytes, sha256: written.sha256 },
    },
    db ?? (await database()),
  );
}
