import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { database } from '../client';
import {
  alerts,
  emailConfirmationTokens,
  passwordResetTokens,
  staffSetupTokens,
  type MailLinkKind,
} from '../schema';
import { opportunityInvitations } from '../board-schema';
import { companyInvitations } from '../supplier-schema';

const tables = {
  'password-reset': passwordResetTokens,
  'email-confirmation': emailConfirmationTokens,
  'staff-setup': staffSetupTokens,
  'alert-confirmation': alerts,
  'company-invitation': companyInvitations,
  'opportunity-invitation': opportunityInvitations,
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

/**
 * A new link row of a member, answering its id (the link's mail carries it): its token's hash is
 * the unissued one until the mail is sent (lib/mail-links.ts).
 */
export async function insertMemberLink(
  kind: 'password-reset' | 'email-confirmation',
  values: { tokenHash: string; memberId: string; expiresAt: Date },
): Promise<string> {
  const db = await database();
  const table = tables[kind];
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  return row!.id;
}
