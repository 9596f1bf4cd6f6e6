import 'server-only';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { database } from '../client';
import {
  emailConfirmationTokens,
  enquiries,
  members,
  type Member,
  type NewMember,
} from '../schema';

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

/** What a new member collided with: the taken fields, and the members holding them. */
export type MemberCollision = {
  conflicts: MemberConflict[];
  emailOwner?: Member;
  usernameOwner?: Member;
};

async function findCollision(email: string, username: string): Promise<MemberCollision> {
  const db = await database();
  const rows = await db
    .select()
    .from(members)
    .where(
      sql`lower(${members.email}) = ${email.toLowerCase()} or lower(${members.username}) = ${username.toLowerCase()}`,
    );
  const emailOwner = rows.find((row) => row.email.toLowerCase() === email.toLowerCase());
  const usernameOwner = rows.find((row) => row.username.toLowerCase() === username.toLowerCase());
  const conflicts: MemberConflict[] = [];
  if (emailOwner) conflicts.push('email');
  if (usernameOwner) conflicts.push('username');
  return { conflicts, emailOwner, usernameOwner };
}

/**
 * Inserts a member, or reports what was taken. The unique indexes decide, so two simultaneous
 * registrations of one address cannot both succeed.
 */
export async function insertMember(
  values: NewMember,
): Promise<{ ok: true; member: Member } | ({ ok: false } & MemberCollision)> {
  const db = await database();
  const [member] = await db
    .insert(members)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  if (member) return { ok: true, member };
  const collision = await findCollision(values.email, values.username);
  return {
    ok: false,
    ...collision,
    conflicts: collision.conflicts.length ? collision.conflicts : ['email'],
  };
}

/** PostgreSQL's unique_violation, as the driver or Drizzle's wrapper (its `cause`) carries it. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown })?.cause) === '23505';
}

/**
 * A second registration of an address nobody has confirmed: it takes the place of the first
 * (details and password), whose confirmation links stop working. 'username' when the new
 * username belongs to another member (the unique index decides); undefined when the account
 * was confirmed meanwhile.
 */
export async function replaceUnconfirmedMember(
  id: string,
  values: Omit<NewMember, 'email'>,
): Promise<Member | 'username' | undefined> {
  const db = await database();
  try {
    return await db.transaction(async (tx) => {
      const [member] = await tx
        .update(members)
        .set({ ...values, createdAt: new Date(), updatedAt: new Date() })
        .where(sql`${members.id} = ${id} and ${members.emailConfirmedAt} is null`)
        .returning();
      if (!member) return undefined;
      await tx
        .update(emailConfirmationTokens)
        .set({ usedAt: new Date() })
        .where(
          sql`${emailConfirmationTokens.memberId} = ${id} and ${emailConfirmationTokens.usedAt} is null`,
        );
      return member;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'username';
    throw error;
  }
}

export async function updateMemberPassword(id: string, passwordHash: string): Promise<void> {
  const db = await database();
  await db.update(members).set({ passwordHash, updatedAt: new Date() }).where(eq(members.id, id));
}

/**
 * The member's address is proven (a confirmation link, a completed reset): it is confirmed, and
 * what was sent from it before, while no member held it, becomes the member's, so the company's
 * replies to it show in the members area (withdrawn, erased and deleted with the account as the
 * rest are). Spam is left out: it was never answered, and may not be the person's at all.
 */
export async function markEmailConfirmed(id: string): Promise<void> {
  const db = await database();
  await db.transaction(async (tx) => {
    const [member] = await tx
      .update(members)
      .set({ emailConfirmedAt: sql`coalesce(${members.emailConfirmedAt}, now())` })
      .where(eq(members.id, id))
      .returning({ email: members.email });
    if (!member) return;
    await tx
      .update(enquiries)
      .set({ memberId: id })
      .where(
        and(
          isNull(enquiries.memberId),
          eq(enquiries.email, member.email.toLowerCase()),
          ne(enquiries.status, 'spam'),
        ),
      );
  });
}

export async function countMembers(): Promise<number> {
  const db = await database();
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(members);
  return row?.count ?? 0;
}
