import 'server-only';
import { count, eq, or, sql } from 'drizzle-orm';
import { database } from '../client';
import { enquiries, members, outbox } from '../schema';
import { recordAudit, type AuditActor } from './audit';

/**
 * Erasure on request: everything held about one e-mail address. Its enquiries (with their CVs,
 * notes and the mail about them, by cascade), its member account (with sessions, links and the
 * enquiries it sent), and any mail still addressed to it. The retention worker erases old
 * enquiries on its own; this is the request of one person.
 */
function enquiriesOf(email: string) {
  return or(
    eq(enquiries.email, email),
    sql`lower(${enquiries.payload}->>'email') = ${email}`,
    sql`${enquiries.memberId} in (select ${members.id} from ${members} where lower(${members.email}) = ${email})`,
  );
}

export type ErasureSummary = { enquiries: number; cvs: number; member: boolean; mail: number };

/** What an erasure would remove, for the confirmation step. */
export async function erasureSummary(email: string): Promise<ErasureSummary> {
  const db = await database();
  const address = email.toLowerCase();
  const [[held], [member], [mail]] = await Promise.all([
    db
      .select({
        enquiries: count(),
        cvs: sql<number>`count(${enquiries.attachmentName})`,
      })
      .from(enquiries)
      .where(enquiriesOf(address)),
    db
      .select({ value: count() })
      .from(members)
      .where(sql`lower(${members.email}) = ${address}`),
    db
      .select({ value: count() })
      .from(outbox)
      .where(sql`lower(${outbox.to}) = ${address}`),
  ]);
  return {
    enquiries: Number(held?.enquiries ?? 0),
    cvs: Number(held?.cvs ?? 0),
    member: Number(member?.value ?? 0) > 0,
    mail: Number(mail?.value ?? 0),
  };
}

/** Erases it all in one transaction with its audit entry, and answers what went. */
export async function eraseEmail(actor: AuditActor, email: string): Promise<ErasureSummary> {
  const db = await database();
  const address = email.toLowerCase();
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(enquiries)
      .where(enquiriesOf(address))
      .returning({ id: enquiries.id, cv: enquiries.attachmentName });
    const member = await tx
      .delete(members)
      .where(sql`lower(${members.email}) = ${address}`)
      .returning({ id: members.id });
    const mail = await tx
      .delete(outbox)
      .where(sql`lower(${outbox.to}) = ${address}`)
      .returning({ id: outbox.id });
    const summary = {
      enquiries: gone.length,
      cvs: gone.filter((row) => row.cv !== null).length,
      member: member.length > 0,
      mail: mail.length,
    };
    await recordAudit(
      actor,
      { action: 'erase', subjectType: 'email', subjectId: address, detail: summary },
      tx,
    );
    return summary;
  });
}
