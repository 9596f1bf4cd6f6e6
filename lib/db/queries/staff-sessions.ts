import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { database } from '../client';
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

export async function markSecondFactor(id: string): Promise<void> {
  const db = await database();
  await db
    .update(staffSessions)
    .set({ secondFactorAt: new Date(), lastUsedAt: new Date() })
    .where(eq(staffSessions.id, id));
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
