import 'server-only';
import { and, eq, gt, inArray, isNotNull, isNull, not, like, or, sql } from 'drizzle-orm';
import { database } from '../client';
import { recordAudit, type Audited } from './audit';
import { staff, staffRecoveryCodes, staffSessions, staffSetupTokens, type Staff } from '../schema';

/**
 * A staff member's ways in: set-up links, the password they set, the TOTP key and the recovery
 * codes. Their account itself (name, role, enabled) is lib/db/queries/staff.ts.
 */

/**
 * A new set-up link wipes the password, the second factor, the recovery codes, every earlier link
 * and every session: it is also how a lost password or authenticator is replaced.
 */
export async function resetStaffCredentials(
  id: string,
  tokenHash: string,
  expiresAt: Date,
  { actor, record }: Audited,
): Promise<string> {
  const db = await database();
  return db.transaction(async (tx) => {
    await recordAudit(actor, record, tx);
    await tx
      .update(staff)
      .set({ passwordHash: null, totpSecret: null, pendingTotpSecret: null, totpLastStep: null })
      .where(eq(staff.id, id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
    await tx.delete(staffSetupTokens).where(eq(staffSetupTokens.staffId, id));
    const [link] = await tx
      .insert(staffSetupTokens)
      .values({ staffId: id, tokenHash, expiresAt })
      .returning({ id: staffSetupTokens.id });
    return link!.id;
  });
}

const liveToken = (tokenHash: string) =>
  and(
    eq(staffSetupTokens.tokenHash, tokenHash),
    isNull(staffSetupTokens.usedAt),
    gt(staffSetupTokens.expiresAt, new Date()),
  );

/**
 * The enabled staff member a live set-up token belongs to: read before any password is hashed,
 * so a post with a made-up token costs one indexed look-up and nothing more.
 */
export async function findSetupTokenOwner(tokenHash: string): Promise<Staff | undefined> {
  const db = await database();
  const [row] = await db
    .select({ person: staff })
    .from(staffSetupTokens)
    .innerJoin(staff, eq(staff.id, staffSetupTokens.staffId))
    .where(and(liveToken(tokenHash), isNull(staff.disabledAt)));
  return row?.person;
}

/**
 * Spends a set-up token (once, before it expires) and sets the password, with its audit record;
 * the staff id, or undefined when the token was spent meanwhile.
 */
export async function spendSetupToken(
  tokenHash: string,
  passwordHash: string,
  audit: (staffId: string) => Audited,
): Promise<string | undefined> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [token] = await tx
      .update(staffSetupTokens)
      .set({ usedAt: new Date() })
      .where(liveToken(tokenHash))
      .returning();
    if (!token) return undefined;
    const [person] = await tx
      .update(staff)
      .set({ passwordHash })
      .where(and(eq(staff.id, token.staffId), isNull(staff.disabledAt)))
      .returning();
    if (!person) return undefined;
    const { actor, record } = audit(person.id);
    await recordAudit(actor, record, tx);
    return person.id;
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

/** Forgets a key that was never confirmed, and its recovery codes. */
export async function clearPendingTotp(id: string): Promise<void> {
  const db = await database();
  await db.transaction(async (tx) => {
    const unconfirmed = await tx
      .update(staff)
      .set({ pendingTotpSecret: null })
      .where(and(eq(staff.id, id), isNull(staff.totpSecret)))
      .returning({ id: staff.id });
    // The codes of a confirmed authenticator stay.
    if (unconfirmed.length) {
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
    }
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

/** Spends one unused recovery code, recorded with how many are left; true when it matched. */
export async function spendRecoveryCode(
  id: string,
  codeHashes: string[],
  audit: (left: number) => Audited,
): Promise<boolean> {
  const db = await database();
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(staffRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, id),
          inArray(staffRecoveryCodes.codeHash, codeHashes),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    if (rows.length === 0) return false;
    const [left] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, id), isNull(staffRecoveryCodes.usedAt)));
    const { actor, record } = audit(Number(left?.count ?? 0));
    await recordAudit(actor, record, tx);
    return true;
  });
}

/**
 * TOTP keys stored before they were sealed (lib/auth/secrets.ts) are sealed now; run at start.
 * Answers how many were.
 */
export async function sealStoredTotpSecrets(seal: (plain: string) => string): Promise<number> {
  const db = await database();
  const rows = await db
    .select({ id: staff.id, secret: staff.totpSecret, pending: staff.pendingTotpSecret })
    .from(staff)
    .where(
      or(
        and(isNotNull(staff.totpSecret), not(like(staff.totpSecret, 'v1.%'))),
        and(isNotNull(staff.pendingTotpSecret), not(like(staff.pendingTotpSecret, 'v1.%'))),
      ),
    );
  for (const row of rows) {
    const sealed = (value: string | null) =>
      value === null || value.startsWith('v1.') ? value : seal(value);
    // Only a value still as it was read is replaced: an enrolment meanwhile keeps its own.
    await db
      .update(staff)
      .set({ totpSecret: sealed(row.secret), pendingTotpSecret: sealed(row.pending) })
      .where(
        and(
          eq(staff.id, row.id),
          row.secret === null ? isNull(staff.totpSecret) : eq(staff.totpSecret, row.secret),
          row.pending === null
            ? isNull(staff.pendingTotpSecret)
            : eq(staff.pendingTotpSecret, row.pending),
        ),
      );
  }
  return rows.length;
}
