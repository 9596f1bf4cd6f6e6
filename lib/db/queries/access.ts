import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { database } from '../client';
import {
  emailConfirmationTokens,
  enquiries,
  enquiryNotes,
  enquiryReplies,
  members,
  outbox,
  passwordResetTokens,
  sessions,
  type Enquiry,
} from '../schema';
import { heldAlerts, type HeldAlert } from './alerts';
import { recordAudit, type AuditActor } from './audit';
import { enquiriesOf, mailTo, memberOf, type Transaction } from './person';
import { heldCompanies, type HeldCompany } from './supplier-people';

/**
 * The right of access: everything held about one e-mail address, as erasure would find it, for
 * the copy the person receives. Columns are named one by one, so a secret (password hash, token
 * hash, TOTP key, a session's provider answer) can never ride along with a new column.
 */

export type HeldEnquiry = {
  id: string;
  type: Enquiry['type'];
  status: Enquiry['status'];
  payload: unknown;
  createdAt: Date;
  updatedAt: Date;
  fromAccount: boolean;
  cv: { name: string; type: string | null; bytes: number } | null;
  /** The author is withheld: see "Access requests" in docs/back-office.md. */
  notes: { body: string; createdAt: Date }[];
  /** The company's replies to the person, with who signed them (they wrote to the person). */
  replies: { body: string; author: string; createdAt: Date }[];
};

export type HeldMember = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string | null;
  gender: string | null;
  countryCode: string;
  countryName: string;
  stateCode: string | null;
  stateName: string | null;
  city: string | null;
  createdAt: Date;
  updatedAt: Date;
  emailConfirmedAt: Date | null;
  sessions: { createdAt: Date; lastUsedAt: Date; expiresAt: Date }[];
  links: { kind: 'password reset' | 'e-mail confirmation'; createdAt: Date; usedAt: Date | null }[];
};

export type HeldMail = {
  subject: string;
  body: string;
  link: string | null;
  status: 'pending' | 'sent' | 'failed' | 'held';
  createdAt: Date;
  sentAt: Date | null;
};

export type Held = {
  enquiries: HeldEnquiry[];
  member: HeldMember | null;
  mail: HeldMail[];
  alerts: HeldAlert[];
  /** Supplier companies the address belongs to or is the responsible person of. */
  companies: HeldCompany[];
};

/**
 * Reads it all but the CVs' bytes (fetched one at a time as the archive is written, see
 * `findCv`) in one transaction with its audit entry: looking tells whether the address has an
 * account, like erasure's look-up. Repeatable read, so the parts agree with each other.
 */
export async function heldAbout(actor: AuditActor, email: string): Promise<Held> {
  const db = await database();
  const address = email.toLowerCase();
  return db.transaction(
    async (tx) => {
      const sent = await tx
        .select({
          id: enquiries.id,
          type: enquiries.type,
          status: enquiries.status,
          payload: enquiries.payload,
          createdAt: enquiries.createdAt,
          updatedAt: enquiries.updatedAt,
          fromAccount: sql<boolean>`${enquiries.memberId} is not null`,
          cvName: enquiries.attachmentName,
          cvType: enquiries.attachmentType,
          cvBytes: sql<number | null>`octet_length(${enquiries.attachment})`,
        })
        .from(enquiries)
        .where(enquiriesOf(address))
        .orderBy(asc(enquiries.createdAt), asc(enquiries.id));
      const ids = sent.map((row) => row.id);
      const notes = ids.length
        ? await tx
            .select({
              enquiryId: enquiryNotes.enquiryId,
              body: enquiryNotes.body,
              createdAt: enquiryNotes.createdAt,
            })
            .from(enquiryNotes)
            .where(inArray(enquiryNotes.enquiryId, ids))
            .orderBy(asc(enquiryNotes.createdAt), asc(enquiryNotes.id))
        : [];
      const replies = ids.length
        ? await tx
            .select({
              enquiryId: enquiryReplies.enquiryId,
              body: enquiryReplies.body,
              author: enquiryReplies.staffName,
              createdAt: enquiryReplies.createdAt,
            })
            .from(enquiryReplies)
            .where(inArray(enquiryReplies.enquiryId, ids))
            .orderBy(asc(enquiryReplies.createdAt), asc(enquiryReplies.id))
        : [];
      const [account] = await tx
        .select({
          id: members.id,
          firstName: members.firstName,
          lastName: members.lastName,
          username: members.username,
          email: members.email,
          phone: members.phone,
          gender: members.gender,
          countryCode: members.countryCode,
          countryName: members.countryName,
          stateCode: members.stateCode,
          stateName: members.stateName,
          city: members.city,
          createdAt: members.createdAt,
          updatedAt: members.updatedAt,
          emailConfirmedAt: members.emailConfirmedAt,
        })
        .from(members)
        .where(memberOf(address));
      const member = account ? await accountRecords(tx, account) : null;
      const mail = await tx
        .select({
          subject: outbox.subject,
          body: outbox.body,
          link: outbox.link,
          status: outbox.status,
          createdAt: outbox.createdAt,
          sentAt: outbox.sentAt,
        })
        .from(outbox)
        .where(mailTo(address))
        .orderBy(asc(outbox.createdAt), asc(outbox.id));
      const held: Held = {
        enquiries: sent.map(({ cvName, cvType, cvBytes, ...row }) => ({
          ...row,
          cv:
            cvName && cvBytes !== null
              ? { name: cvName, type: cvType, bytes: Number(cvBytes) }
              : null,
          notes: notes
            .filter((note) => note.enquiryId === row.id)
            .map(({ body, createdAt }) => ({ body, createdAt })),
          replies: replies
            .filter((reply) => reply.enquiryId === row.id)
            .map(({ body, author, createdAt }) => ({ body, author, createdAt })),
        })),
        member,
        mail,
        alerts: await heldAlerts(tx, address),
        companies: await heldCompanies(tx, address),
      };
      await recordAudit(
        actor,
        {
          action: 'access-export',
          subjectType: 'email',
          subjectId: address,
          detail: {
            enquiries: held.enquiries.length,
            cvs: held.enquiries.filter((row) => row.cv).length,
            notes: notes.length,
            replies: replies.length,
            member: member !== null,
            mail: mail.length,
            alerts: held.alerts.length,
          },
        },
        tx,
      );
      return held;
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** The account's sign-in sessions and mailed links: when, never their tokens. */
async function accountRecords(
  tx: Transaction,
  { id, ...account }: Omit<HeldMember, 'sessions' | 'links'> & { id: string },
): Promise<HeldMember> {
  const signIns = await tx
    .select({
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.memberId, id))
    .orderBy(asc(sessions.createdAt));
  const resets = await tx
    .select({ createdAt: passwordResetTokens.createdAt, usedAt: passwordResetTokens.usedAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.memberId, id));
  const confirmations = await tx
    .select({
      createdAt: emailConfirmationTokens.createdAt,
      usedAt: emailConfirmationTokens.usedAt,
    })
    .from(emailConfirmationTokens)
    .where(eq(emailConfirmationTokens.memberId, id));
  const links = [
    ...resets.map((link) => ({ kind: 'password reset' as const, ...link })),
    ...confirmations.map((link) => ({ kind: 'e-mail confirmation' as const, ...link })),
  ].sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
  return { ...account, sessions: signIns, links };
}
