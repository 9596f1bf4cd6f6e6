import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { database } from '../client';
import { passwordResetTokens } from '../schema';

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
