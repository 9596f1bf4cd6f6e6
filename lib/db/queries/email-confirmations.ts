import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { database } from '../client';
import { emailConfirmationTokens } from '../schema';

const live = (tokenHash: string) =>
  and(
    eq(emailConfirmationTokens.tokenHash, tokenHash),
    isNull(emailConfirmationTokens.usedAt),
    gt(emailConfirmationTokens.expiresAt, new Date()),
  );

/** The member of a live link, without spending it: the password is checked first. */
export async function findLiveEmailConfirmation(tokenHash: string): Promise<string | undefined> {
  const db = await database();
  const [row] = await db
    .select({ memberId: emailConfirmationTokens.memberId })
    .from(emailConfirmationTokens)
    .where(live(tokenHash));
  return row?.memberId;
}

/**
 * Marks a live link used and returns its member, in one statement: of two requests racing with
 * the same link only one gets the member back.
 */
export async function consumeEmailConfirmation(tokenHash: string): Promise<string | undefined> {
  const db = await database();
  const [row] = await db
    .update(emailConfirmationTokens)
    .set({ usedAt: new Date() })
    .where(live(tokenHash))
    .returning({ memberId: emailConfirmationTokens.memberId });
  return row?.memberId;
}

/** Once the address is proven, the member's other confirmation links have nothing left to do. */
export async function spendMemberEmailConfirmations(memberId: string): Promise<void> {
  const db = await database();
  await db
    .update(emailConfirmationTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(emailConfirmationTokens.memberId, memberId), isNull(emailConfirmationTokens.usedAt)),
    );
}
