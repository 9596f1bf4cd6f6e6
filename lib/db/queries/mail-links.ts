import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { database } from '../client';
import {
  emailConfirmationTokens,
  passwordResetTokens,
  staffSetupTokens,
  type MailLinkKind,
} from '../schema';

const tables = {
  'password-reset': passwordResetTokens,
  'email-confirmation': emailConfirmationTokens,
  'staff-setup': staffSetupTokens,
} as const;

/**
 * Gives a single-use link its token (stored as a hash) and its end, as its mail is sent. False
 * when the link can no longer be used: spent, replaced (a newer set-up link deletes the older),
 * or gone with its account.
 */
export async function setLinkToken(
  kind: MailLinkKind,
  id: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<boolean> {
  const db = await database();
  const table = tables[kind];
  const rows = await db
    .update(table)
    .set({ tokenHash, expiresAt })
    .where(and(eq(table.id, id), isNull(table.usedAt)))
    .returning({ id: table.id });
  return rows.length > 0;
}
