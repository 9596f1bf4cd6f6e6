import 'server-only';
import { isNotNull, lt, or } from 'drizzle-orm';
import { database } from '../client';
import { passwordResetTokens, rateLimits, sessions } from '../schema';

/** Removes expired sessions, spent or expired reset links and finished rate-limit windows. */
export async function pruneExpired(): Promise<void> {
  const db = await database();
  const now = new Date();
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)));
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}
