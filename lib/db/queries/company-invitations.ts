import 'server-only';
import { and, eq, gt, isNull, TransactionRollbackError } from 'drizzle-orm';
import { database } from '../client';
import { companies, companyInvitations, supplierInvitations } from '../supplier-schema';
import { recordAudit, type AuditActor } from './audit';
import { joinCompany } from './companies';
import { insertMail, type OutgoingMail } from './outbox';

/**
 * Invitations: a company's owner asks a colleague to join (a single-use link only the invited
 * address may use), and staff ask a company to register (recorded, so the inviter does not
 * decide on it).
 */

/** A colleague's invitation and its mail, together; its token is made as the mail is sent. */
export async function inviteColleague(
  values: {
    companyId: string;
    email: string;
    invitedBy: string;
    expiresAt: Date;
    tokenHash: string;
  },
  mail: (invitationId: string) => OutgoingMail,
): Promise<void> {
  const db = await database();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companyInvitations)
      .values({ ...values, email: values.email.toLowerCase() })
      .returning({ id: companyInvitations.id });
    await insertMail([mail(row!.id)], tx);
  });
}

/** The live invitation a link's token names, with its company's name. */
export async function findInvitation(tokenHash: string, now = new Date()) {
  const db = await database();
  const [row] = await db
    .select({
      id: companyInvitations.id,
      companyId: companyInvitations.companyId,
      email: companyInvitations.email,
      companyName: companies.registeredName,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(
      and(
        eq(companyInvitations.tokenHash, tokenHash),
        isNull(companyInvitations.usedAt),
        gt(companyInvitations.expiresAt, now),
      ),
    );
  return row;
}

/**
 * Spends the invitation and makes the member a colleague, together: 'joined', 'dead' (spent,
 * expired, another address's) or 'member' (they belong to a company already; the link stays).
 */
export async function acceptInvitation(
  tokenHash: string,
  member: { id: string; email: string },
  now = new Date(),
): Promise<'joined' | 'dead' | 'member'> {
  const db = await database();
  return db
    .transaction(async (tx) => {
      const [spent] = await tx
        .update(companyInvitations)
        .set({ usedAt: now })
        .where(
          and(
            eq(companyInvitations.tokenHash, tokenHash),
            eq(companyInvitations.email, member.email.toLowerCase()),
            isNull(companyInvitations.usedAt),
            gt(companyInvitations.expiresAt, now),
          ),
        )
        .returning({ companyId: companyInvitations.companyId });
      if (!spent) return 'dead';
      if (!(await joinCompany(tx, member.id, spent.companyId))) {
        tx.rollback();
      }
      return 'joined';
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return 'member' as const;
      throw error;
    });
}

/** Staff ask a company to register: recorded with who asked, and the mail, together. */
export async function inviteSupplier(
  actor: AuditActor & { id: string },
  values: { email: string; companyName: string },
  mail: OutgoingMail,
): Promise<void> {
  const db = await database();
  await db.transaction(async (tx) => {
    await tx.insert(supplierInvitations).values({
      email: values.email.toLowerCase(),
      companyName: values.companyName,
      staffId: actor.id,
    });
    await insertMail([mail], tx);
    await recordAudit(
      actor,
      {
        action: 'supplier-invite',
        subjectType: 'email',
        subjectId: values.email.toLowerCase(),
        detail: { company: values.companyName },
      },
      tx,
    );
  });
}
