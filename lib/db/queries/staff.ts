import 'server-only';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { database } from '../client';
import { recordAudit, type Audited } from './audit';
import { staff, staffSessions, type Staff, type StaffRole } from '../schema';

export async function findStaffByEmail(email: string): Promise<Staff | undefined> {
  const db = await database();
  const [row] = await db
    .select()
    .from(staff)
    .where(eq(sql`lower(${staff.email})`, email.toLowerCase()));
  return row;
}

export async function findStaffById(id: string): Promise<Staff | undefined> {
  const db = await database();
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row;
}

export async function listStaff(): Promise<Staff[]> {
  const db = await database();
  return db.select().from(staff).orderBy(asc(staff.email));
}

/** A new staff member, recorded in the audit log in the same transaction. */
export async function insertStaff(
  values: { email: string; name: string; role: StaffRole },
  audit: (row: Staff) => Audited,
): Promise<Staff> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({ ...values, email: values.email.toLowerCase() })
      .returning();
    if (!row) throw new Error('staff insert returned nothing');
    const { actor, record } = audit(row);
    await recordAudit(actor, record, tx);
    return row;
  });
}

/** Arbitrary constant: changes to who is an enabled admin run one at a time. */
const ADMINS_LOCK_ID = 7_583_814;

/** A change refused because no enabled admin would be left to manage the team. */
export class LastAdminError extends Error {
  constructor() {
    super('This would leave no enabled admin. Make another colleague an admin first.');
  }
}

type Transaction = Parameters<
  Parameters<Awaited<ReturnType<typeof database>>['transaction']>[0]
>[0];

/**
 * Runs a change to the team in one transaction that ends with at least one enabled admin, or
 * is rolled back with LastAdminError. The advisory lock makes two admins demoting each other at
 * the same moment take turns, so the second sees the first's change and is refused.
 */
async function keepingAnAdmin(change: (tx: Transaction) => Promise<void>): Promise<void> {
  const db = await database();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMINS_LOCK_ID})`);
    const before = await enabledAdmins(tx);
    await change(tx);
    // A team that had no admin (a fresh install) may still change; one that had cannot lose all.
    if (before > 0 && (await enabledAdmins(tx)) === 0) throw new LastAdminError();
  });
}

/** Admins who can sign in: enabled and set up (an invitation not taken up manages nothing). */
async function enabledAdmins(tx: Transaction): Promise<number> {
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), isNull(staff.disabledAt), isNotNull(staff.totpSecret)));
  return rows.length;
}

/** Disabling ends every session of the account at once; both are recorded. */
export async function setStaffDisabled(
  id: string,
  disabled: boolean,
  { actor, record }: Audited,
): Promise<void> {
  await keepingAnAdmin(async (tx) => {
    await tx
      .update(staff)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(staff.id, id));
    if (disabled) await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
    await recordAudit(actor, record, tx);
  });
}

/** A new role; the page reads it on the next request, so the change holds at once. */
export async function setStaffRole(id: string, role: StaffRole, { actor, record }: Audited) {
  await keepingAnAdmin(async (tx) => {
    await tx.update(staff).set({ role }).where(eq(staff.id, id));
    await recordAudit(actor, record, tx);
  });
}

export async function deleteStaff(id: string, { actor, record }: Audited): Promise<void> {
  await keepingAnAdmin(async (tx) => {
    // Recorded first: an admin removing their own account is the actor the entry names, and
    // the entry keeps their e-mail address once the row it points to is gone.
    await recordAudit(actor, record, tx);
    await tx.delete(staff).where(eq(staff.id, id));
  });
}
