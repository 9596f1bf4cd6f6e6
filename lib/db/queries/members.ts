import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { database } from '../client';
import { members, type Member, type NewMember } from '../schema';

export type { Member };

/** Which unique field a new member collided with, if any. */
export type MemberConflict = 'email' | 'username';

export async function findMemberByEmail(email: string): Promise<Member | undefined> {
  const db = await database();
  const [member] = await db
    .select()
    .from(members)
    .where(sql`lower(${members.email}) = ${email.toLowerCase()}`);
  return member;
}

export async function findMemberById(id: string): Promise<Member | undefined> {
  const db = await database();
  const [member] = await db.select().from(members).where(eq(members.id, id));
  return member;
}

export async function findTakenFields(email: string, username: string): Promise<MemberConflict[]> {
  const db = await database();
  const rows = await db
    .select({ email: members.email, username: members.username })
    .from(members)
    .where(
      sql`lower(${members.email}) = ${email.toLowerCase()} or lower(${members.username}) = ${username.toLowerCase()}`,
    );
  const taken = new Set<MemberConflict>();
  for (const row of rows) {
    if (row.email.toLowerCase() === email.toLowerCase()) taken.add('email');
    if (row.username.toLowerCase() === username.toLowerCase()) taken.add('username');
  }
  return [...taken];
}

/**
 * Inserts a member, or reports the unique field that was taken. The unique indexes decide, so
 * two simultaneous registrations of one address cannot both succeed.
 */
export async function insertMember(
  values: NewMember,
): Promise<{ ok: true; member: Member } | { ok: false; conflicts: MemberConflict[] }> {
  const db = await database();
  const [member] = await db
    .insert(members)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  if (member) return { ok: true, member };
  const conflicts = await findTakenFields(values.email, values.username);
  return { ok: false, conflicts: conflicts.length ? conflicts : ['email'] };
}

export async function updateMemberPassword(id: string, passwordHash: string): Promise<void> {
  const db = await database();
  await db.update(members).set({ passwordHash, updatedAt: new Date() }).where(eq(members.id, id));
}

export async function countMembers(): Promise<number> {
  const db = await database();
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(members);
  return row?.count ?? 0;
}
