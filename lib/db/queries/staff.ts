import 'server-only';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { database } from '../client';
import {
  staff,
  staffRecoveryCodes,
  staffSessions,
  staffSetupTokens,
  type Staff,
  type StaffRole,
} from '../schema';

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

export async function insertStaff(values: {
  email: string;
  name: string;
  role: StaffRole;
}): Promise<Staff> {
  const db = await database();
  const [row] = await db
    .insert(staff)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  if (!row) throw new Error('staff insert returned nothing');
  return row;
}

export async function setStaffDisabled(id: string, disabled: boolean): Promise<void> {
  const db = await database();
  await db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(staff.id, id));
    if (disabled) await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
  });
}

export async function deleteStaff(id: string): Promise<void> {
  const db = await database();
  await db.delete(staff).where(eq(staff.id, id));
}

/**
 * A new set-up link wipes the password, the second factor, the recovery codes, every earlier link
 * and every session: it is also how a lost password or authenticator is replaced.
 */
export async function resetStaffCredentials(
  id: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  const db = await database();
  await db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({ passwordHash: null, totpSecret: null, pendingTotpSecret: null, totpLastStep: null })
      .where(eq(staff.id, id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
    await tx.delete(staffSetupTokens).where(eq(staffSetupTokens.staffId, id));
    await tx.insert(staffSetupTokens).values({ staffId: id, tokenHash, expiresAt });
  });
}

/** Spends a set-up token (once, before it expires) and sets the password; the staff id or undefined. */
export async function spendSetupToken(
  tokenHash: string,
  passwordHash: string,
): Promise<string | undefined> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [token] = await tx
      .update(staffSetupTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(staffSetupTokens.tokenHash, tokenHash),
          isNull(staffSetupTokens.usedAt),
          gt(staffSetupTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!token) return undefined;
    const [person] = await tx
      .update(staff)
      .set({ passwordHash })
      .where(and(eq(staff.id, token.staffId), isNull(staff.disabledAt)))
      .returning();
    return person?.id;
  });
}

/** A key being enrolled and its recovery codes (hashed); neither works until the key is confirmed. */
export async function setPendingTotp(
  id: string,
  secret: string,
  codeHashes: string[],
): Promise<void> {
  const db = await database();
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ pendingTotpSecret: secret }).where(eq(staff.id, id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
    await tx
      .insert(staffRecoveryCodes)
      .values(codeHashes.map((codeHash) => ({ staffId: id, codeHash })));
  });
}

/** Moves the pending key into use, its first code's step recorded. */
export async function confirmTotp(id: string, step: number): Promise<void> {
  const db = await database();
  await db
    .update(staff)
    .set({ totpSecret: staff.pendingTotpSecret, pendingTotpSecret: null, totpLastStep: step })
    .where(and(eq(staff.id, id), isNull(staff.totpSecret)));
}

/** Records an accepted step only if it is later than the last one: a code works once. */
export async function claimTotpStep(id: string, step: number): Promise<boolean> {
  const db = await database();
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staff.id, id),
        sql`(${staff.totpLastStep} is null or ${staff.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: staff.id });
  return rows.length === 1;
}

/** Spends one unused recovery code; true when it matched. */
export async function spendRecoveryCode(id: string, codeHash: string): Promise<boolean> {
  const db = await database();
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, id),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
}
