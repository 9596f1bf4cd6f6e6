import 'server-only';
import { and, eq, gt, ne } from 'drizzle-orm';
import { database } from '../client';
import { members, sessions, type Member } from '../schema';

export type SessionRecord = {
  id: string;
  memberId: string | null;
  providerProfile: unknown;
  expiresAt: Date;
  lastUsedAt: Date;
  member: Member | null;
};

export async function insertSession(values: {
  tokenHash: string;
  memberId: string | null;
  providerProfile?: unknown;
  expiresAt: Date;
}): Promise<void> {
  const db = await database();
  await db.insert(sessions).values({ ...values, providerProfile: values.providerProfile ?? null });
}

export async function findLiveSession(tokenHash: string): Promise<SessionRecord | undefined> {
  const db = await database();
  const [row] = await db
    .select({ session: sessions, member: members })
    .from(sessions)
    .leftJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())));
  if (!row) return undefined;
  const { id, memberId, providerProfile, expiresAt, lastUsedAt } = row.session;
  return { id, memberId, providerProfile, expiresAt, lastUsedAt, member: row.member };
}

export async function extendSession(id: string, expiresAt: Date): Promise<void> {
  const db = await database();
  await db.update(sessions).set({ expiresAt, lastUsedAt: new Date() }).where(eq(sessions.id, id));
}

export async function deleteSession(tokenHash: string): Promise<void> {
  const db = await database();
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Signs a member out everywhere, optionally keeping the session that asked. */
export async function deleteMemberSessions(memberId: string, exceptId?: string): Promise<void> {
  const db = await database();
  await db
    .delete(sessions)
    .where(
      exceptId
        ? and(eq(sessions.memberId, memberId), ne(sessions.id, exceptId))
        : eq(sessions.memberId, memberId),
    );
}
