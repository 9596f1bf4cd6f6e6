import 'server-only';
import { eq } from 'drizzle-orm';
import { database } from '../client';
import { notificationRoutes, type EnquiryType } from '../schema';
import { recordAudit, type AuditActor } from './audit';

/** The recipients admins set per enquiry type; a type without a row has none set. */
export async function storedRoutes(): Promise<Partial<Record<EnquiryType, string[]>>> {
  const db = await database();
  const rows = await db.select().from(notificationRoutes);
  return Object.fromEntries(rows.map((row) => [row.type, row.recipients]));
}

/**
 * Sets (or, with no recipients, clears) the notification route of one type, with its audit
 * entry in the same transaction; an unchanged route writes nothing.
 */
export async function setRoute(
  actor: AuditActor,
  type: EnquiryType,
  recipients: string[],
): Promise<boolean> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(notificationRoutes)
      .where(eq(notificationRoutes.type, type))
      .for('update');
    const from = current?.recipients ?? [];
    if (JSON.stringify(from) === JSON.stringify(recipients)) return false;
    if (recipients.length === 0) {
      await tx.delete(notificationRoutes).where(eq(notificationRoutes.type, type));
    } else {
      await tx
        .insert(notificationRoutes)
        .values({ type, recipients, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: notificationRoutes.type,
          set: { recipients, updatedAt: new Date() },
        });
    }
    await recordAudit(
      actor,
      {
        action: 'routing',
        subjectType: 'list',
        subjectId: type,
        detail: { type, from, to: recipients },
      },
      tx,
    );
    return true;
  });
}
