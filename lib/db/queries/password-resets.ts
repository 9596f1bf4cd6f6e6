import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { database } from '../client';
import { passwordResetTokens } from '../schema';

/** A new link's row; answers its id, which the link's mail carries (lib/mail-links.ts). */
export async function insertPasswordReset(values: {
  tokenHash: string;
  memberId: string;
  expiresAt: Date;
}): Promise<string> {
  const db = await database();
  const [row] = await db
    .insert(passwordResetTokens)
    .values(values)
    .returning({ id: passwordResetTokens.id });
  return row!.id;
}

/**
 * Marks a live token used and returns its member, in one statement: of two requests racing
 * with the same link only one gets the member back.
 */
export async function consumePasswordReset(tokenHash: string): Promise<string | undefined> {
  const db = await database();
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ memberId: passwordResetTokens.memberId });
  return row?.memberId;
}

export async function isPasswordResetLive(tokenHash: string): Promise<boolean> {
  const db = await database();
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  return Boolean(row);
}

/** After a completed reset no other link of the member may change the password again. */
export async function spendMemberPasswordResets(memberId: string): Promise<void> {
  const db = await database();
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.memberId, memberId), isNull(passwordResetTokens.usedAt)));
}
