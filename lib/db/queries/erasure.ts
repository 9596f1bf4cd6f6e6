import 'server-only';
import { count, eq, or, sql } from 'drizzle-orm';
import { database } from '../client';
import { alerts, auditLog, enquiries, members, outbox } from '../schema';
import { companies } from '../supplier-schema';
import { deleteAlertsOf } from './alerts';
import { recordAudit, type AuditActor } from './audit';
import { enquiriesOf, mailTo, memberOf, type Transaction } from './person';
import { personValues, redacted, type PersonValues } from './redaction';
import {
  companiesOf,
  deleteOrphanCompanies,
  eraseResponsiblePerson,
  membershipsOf,
} from './supplier-people';

/**
 * Erasure on request: everything held about one e-mail address. Its enquiries (with their CVs,
 * notes and the mail about them, by cascade), its member account (with sessions, links and the
 * enquiries it sent), any mail still addressed to it, and what the audit log says of the person.
 * The retention worker erases old enquiries on its own; this is the request of one person.
 */
export type ErasureSummary = {
  enquiries: number;
  cvs: number;
  member: boolean;
  mail: number;
  alerts: number;
  /** Companies the address belongs to or answers for (lib/db/queries/supplier-people.ts). */
  companies: number;
};

/**
 * What an erasure would remove, for the confirmation step. Looking tells whether the address has
 * an account, so the look-up is recorded in the same transaction as its reads.
 */
export async function erasureSummary(actor: AuditActor, email: string): Promise<ErasureSummary> {
  const db = await database();
  const address = email.toLowerCase();
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ enquiries: count(), cvs: sql<number>`count(${enquiries.attachmentName})` })
      .from(enquiries)
      .where(enquiriesOf(address));
    const [member] = await tx.select({ value: count() }).from(members).where(memberOf(address));
    const [mail] = await tx.select({ value: count() }).from(outbox).where(mailTo(address));
    const [alert] = await tx
      .select({ value: count() })
      .from(alerts)
      .where(eq(alerts.email, address));
    const [supplier] = await tx
      .select({ value: count() })
      .from(companies)
      .where(companiesOf(address));
    await recordAudit(
      actor,
      { action: 'erasure-lookup', subjectType: 'email', subjectId: address },
      tx,
    );
    return {
      enquiries: Number(held?.enquiries ?? 0),
      cvs: Number(held?.cvs ?? 0),
      member: Number(member?.value ?? 0) > 0,
      mail: Number(mail?.value ?? 0),
      alerts: Number(alert?.value ?? 0),
      companies: Number(supplier?.value ?? 0),
    };
  });
}

/** The address, names and file names by which the audit log may mention the person. */
async function valuesOf(tx: Transaction, address: string): Promise<PersonValues> {
  const sent = await tx
    .select({
      name: sql<string | null>`${enquiries.payload}->>'name'`,
      file: enquiries.attachmentName,
    })
    .from(enquiries)
    .where(enquiriesOf(address));
  const accounts = await tx
    .select({ first: members.firstName, last: members.lastName, username: members.username })
    .from(members)
    .where(memberOf(address));
  return personValues({
    email: address,
    names: [
      ...sent.map((row) => row.name),
      ...accounts.flatMap((row) => [`${row.first} ${row.last}`, row.username]),
    ],
    files: sent.map((row) => row.file),
  });
}

/**
 * Rewrites the audit entries about the person: their address as a subject (look-ups, refused
 * sign-ins, earlier erasures) becomes its masked form, and every text in an entry's detail that
 * is one of their values (an inbox search for their name or address, an export filtered by
 * their address, their CV's file name) becomes "[erased]" (see redaction.ts). Who did what, and
 * when, stays; so does every entry about someone else.
 */
async function redactAudit(tx: Transaction, address: string, person: PersonValues) {
  const patterns = person.chosen.map((id) => `%${id.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  // Candidates: entries about the address, and entries whose detail contains one of its values
  // somewhere; only a whole value is changed below.
  const rows = await tx
    .select({ id: auditLog.id, subjectId: auditLog.subjectId, detail: auditLog.detail })
    .from(auditLog)
    .where(
      or(
        eq(auditLog.subjectId, address),
        sql`${auditLog.detail}::text ilike any (${sql.param(patterns)}::text[])`,
      ),
    );
  let changed = 0;
  for (const row of rows) {
    const subjectId = row.subjectId === address ? maskAddress(address) : row.subjectId;
    const detail = redacted(row.detail, person);
    if (subjectId === row.subjectId && JSON.stringify(detail) === JSON.stringify(row.detail)) {
      continue;
    }
    await tx.update(auditLog).set({ subjectId, detail }).where(eq(auditLog.id, row.id));
    changed += 1;
  }
  return changed;
}

/** `n•••@example.com`: enough to tell requests apart in the log, not enough to name anyone. */
export function maskAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** Erases it all in one transaction with its audit entry, and answers what went. */
export async function eraseEmail(actor: AuditActor, email: string): Promise<ErasureSummary> {
  const db = await database();
  const address = email.toLowerCase();
  return db.transaction(async (tx) => {
    const person = await valuesOf(tx, address);
    const gone = await tx
      .delete(enquiries)
      .where(enquiriesOf(address))
      .returning({ id: enquiries.id, cv: enquiries.attachmentName });
    const accounts = await tx.select({ id: members.id }).from(members).where(memberOf(address));
    const memberships = await membershipsOf(
      tx,
      accounts.map((row) => row.id),
    );
    const identityImages = await eraseResponsiblePerson(tx, address);
    const member = await tx.delete(members).where(memberOf(address)).returning({ id: members.id });
    const companiesGone = await deleteOrphanCompanies(tx, memberships);
    const alertsGone = await deleteAlertsOf(tx, address);
    const mail = await tx.delete(outbox).where(mailTo(address)).returning({ id: outbox.id });
    const auditEntries = await redactAudit(tx, address, person);
    const summary = {
      enquiries: gone.length,
      cvs: gone.filter((row) => row.cv !== null).length,
      member: member.length > 0,
      mail: mail.length,
      alerts: alertsGone,
      companies: companiesGone,
    };
    await recordAudit(
      actor,
      {
        action: 'erase',
        subjectType: 'email',
        subjectId: maskAddress(address),
        detail: { ...summary, identityImages, auditEntriesRedacted: auditEntries },
      },
      tx,
    );
    return summary;
  });
}
