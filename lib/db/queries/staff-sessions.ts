import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { database } from '../client';
import { recordAudit, type Audited } from './audit';
import { staff, staffSessions, type Staff } from '../schema';

export type StaffSessionRecord = {
  id: string;
  secondFactorAt: Date | null;
  expiresAt: Date;
  lastUsedAt: Date;
  staff: Staff;
};

export async function insertStaffSession(values: {
  tokenHash: string;
  staffId: string;
  expiresAt: Date;
}): Promise<void> {
  const db = await database();
  await db.insert(staffSessions).values(values);
}

/**
 * A session whose absolute lifetime has not ended, held by an account that is not disabled. The
 * idle timeout is the caller's check: it depends on configuration.
 */
export async function findStaffSession(tokenHash: string): Promise<StaffSessionRecord | undefined> {
  const db = await database();
  const [row] = await db
    .select({ session: staffSessions, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        gt(staffSessions.expiresAt, new Date()),
        isNull(staff.disabledAt),
      ),
    );
  if (!row) return undefined;
  const { id, secondFactorAt, expiresAt, lastUsedAt } = row.session;
  return { id, secondFactorAt, expiresAt, lastUsedAt, staff: row.staff };
}

export async function touchStaffSession(id: string): Promise<void> {
  const db = await database();
  await db.update(staffSessions).set({ lastUsedAt: new Date() }).where(eq(staffSessions.id, id));
}

/**
 * The second factor passed: the session opens the back office from now on, under a new token
 * (whatever saw the token of the password step, a shared machine's history or a fixed cookie,
 * holds nothing), and the sign-in is recorded with it.
 */
export async function completeSecondFactor(
  id: string,
  tokenHash: string,
  { actor, record }: Audited,
): Promise<void> {
  const db = await database();
  await db.transaction(async (tx) => {
    await tx
      .update(staffSessions)
      .set({ tokenHash, secondFactorAt: new Date(), lastUsedAt: new Date() })
      .where(eq(staffSessions.id, id));
    await recordAudit(actor, record, tx);
  });
}

export async function deleteStaffSession(tokenHash: string): Promise<void> {
  const db = await database();
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function deleteStaffSessionById(id: string): Promise<void> {
  const db = await database();
  await db.delete(staffSessions).where(eq(staffSessions.id, id));
}

/** Ends every session of one person: on disabling, removal or a password change. */
export async function deleteSessionsOfStaff(staffId: string): Promise<void> {
  const db = await database();
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}
