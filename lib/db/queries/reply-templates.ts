import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { database } from '../client';
import { replyTemplates, type ReplyTemplate } from '../schema';
import { recordAudit } from './audit';
import { isUniqueViolation } from './members';

/** Saved replies, which admins keep and staff start a reply from. */

export async function listTemplates(): Promise<ReplyTemplate[]> {
  const db = await database();
  return db.select().from(replyTemplates).orderBy(asc(replyTemplates.title));
}

export async function findTemplate(id: string): Promise<ReplyTemplate | undefined> {
  const db = await database();
  const [row] = await db.select().from(replyTemplates).where(eq(replyTemplates.id, id));
  return row;
}

/** A new saved reply, or a change to one; false when its title is another's. Audited. */
export async function saveTemplate(
  actor: { id: string; email: string },
  values: { id?: string; title: string; body: string },
): Promise<'done' | 'title-taken' | 'missing'> {
  const db = await database();
  const saved = db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: replyTemplates.id })
      .from(replyTemplates)
      .where(eq(replyTemplates.title, values.title));
    if (taken && taken.id !== values.id) return 'title-taken';
    let id = values.id;
    if (id) {
      const changed = await tx
        .update(replyTemplates)
        .set({ title: values.title, body: values.body, updatedAt: new Date() })
        .where(eq(replyTemplates.id, id))
        .returning({ id: replyTemplates.id });
      if (changed.length === 0) return 'missing';
    } else {
      const [row] = await tx
        .insert(replyTemplates)
        .values({ title: values.title, body: values.body })
        .returning({ id: replyTemplates.id });
      id = row!.id;
    }
    await recordAudit(
      actor,
      {
        action: 'template',
        subjectType: 'list',
        subjectId: id,
        detail: { title: values.title, change: values.id ? 'edit' : 'add' },
      },
      tx,
    );
    return 'done' as const;
  });
  // Two admins saving one new title at the same moment: the check above passes for both, and
  // the unique index refuses the second.
  return saved.catch((error: unknown) => {
    if (isUniqueViolation(error)) return 'title-taken' as const;
    throw error;
  });
}

export async function deleteTemplate(
  actor: { id: string; email: string },
  id: string,
): Promise<boolean> {
  const db = await database();
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(replyTemplates)
      .where(eq(replyTemplates.id, id))
      .returning({ title: replyTemplates.title });
    if (gone.length === 0) return false;
    await recordAudit(
      actor,
      {
        action: 'template',
        subjectType: 'list',
        subjectId: id,
        detail: { title: gone[0]!.title, change: 'delete' },
      },
      tx,
    );
    return true;
  });
}

/** Mail about an enquiry to its sender that has not gone yet: withdrawal stops it. */
