import 'server-only';
import { and, asc, count, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { database } from '../client';
import { alerts, type Alert, type AlertKind } from '../schema';
import { recordAudit } from './audit';
import { isUniqueViolation } from './members';
import type { Transaction } from './person';

/**
 * Alerts (lib/alerts): the rows, their confirmation, the catalogue of what has been published,
 * and the digests' claim. Every moment is the caller's clock, never the database's, so that the
 * alert's confirmation, the catalogue and the digests are measured on one clock.
 */

export type { Alert };

/**
 * A new alert, answering its id; the address's alert with these very criteria when it has one
 * already (a unique index decides, so two requests at once make one alert).
 */
export async function insertAlert(values: {
  email: string;
  kind: AlertKind;
  criteria: Record<string, unknown>;
  tokenHash: string;
  expiresAt: Date;
  confirmedAt: Date | null;
}): Promise<string> {
  const db = await database();
  const { confirmedAt, ...rest } = values;
  const [row] = await db
    .insert(alerts)
    .values({ ...rest, usedAt: confirmedAt, digestThrough: confirmedAt })
    .onConflictDoNothing({ target: [alerts.email, alerts.kind, alerts.criteria] })
    .returning({ id: alerts.id });
  return row?.id ?? (await findSameAlert(rest.email, rest.kind, rest.criteria))!.id;
}

/** The address's alert with these very criteria, if it has one (a second subscription). */
export async function findSameAlert(
  email: string,
  kind: AlertKind,
  criteria: Record<string, unknown>,
): Promise<Alert | undefined> {
  const db = await database();
  const [row] = await db
    .select()
    .from(alerts)
    .where(
      and(
        eq(alerts.email, email),
        eq(alerts.kind, kind),
        sql`${alerts.criteria} = ${JSON.stringify(criteria)}::jsonb`,
      ),
    )
    .limit(1);
  return row;
}

export async function countAlertsOf(email: string): Promise<number> {
  const db = await database();
  const [row] = await db.select({ value: count() }).from(alerts).where(eq(alerts.email, email));
  return Number(row?.value ?? 0);
}

/**
 * Confirms the alert whose link carries this token, once, while the link lives: the alert is
 * live from `now`, and what was published before is not news to it.
 */
export async function confirmAlertByToken(
  tokenHash: string,
  now: Date,
): Promise<Alert | undefined> {
  const db = await database();
  const [row] = await db
    .update(alerts)
    .set({ usedAt: now, digestThrough: now })
    .where(and(eq(alerts.tokenHash, tokenHash), isNull(alerts.usedAt), gt(alerts.expiresAt, now)))
    .returning();
  return row;
}

/** The alert a spent confirmation link started, while it is on: the link opened again. */
export async function findAlertStartedBy(tokenHash: string): Promise<Alert | undefined> {
  const db = await database();
  const [row] = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.tokenHash, tokenHash), isNotNull(alerts.usedAt)));
  return row;
}

export async function findAlert(id: string): Promise<Alert | undefined> {
  const db = await database();
  const [row] = await db.select().from(alerts).where(eq(alerts.id, id));
  return row;
}

/** Stops an alert (its waiting digest goes with it); undefined when it was already gone. */
export async function deleteAlert(id: string, email?: string): Promise<Alert | undefined> {
  const db = await database();
  const [row] = await db
    .delete(alerts)
    .where(
      email === undefined ? eq(alerts.id, id) : and(eq(alerts.id, id), eq(alerts.email, email)),
    )
    .returning();
  return row;
}

/** New criteria for an alert of `email`; what was published before is not news to them. */
export async function changeAlert(
  id: string,
  { email, kind }: { email: string; kind: AlertKind },
  criteria: Record<string, unknown>,
  now: Date,
): Promise<'changed' | 'gone' | 'same as another'> {
  const db = await database();
  try {
    const rows = await db
      .update(alerts)
      .set({ criteria, digestThrough: now })
      .where(and(eq(alerts.id, id), eq(alerts.email, email), eq(alerts.kind, kind)))
      .returning({ id: alerts.id });
    return rows.length > 0 ? 'changed' : 'gone';
  } catch (error) {
    if (isUniqueViolation(error)) return 'same as another';
    throw error;
  }
}

export async function alertsOf(email: string): Promise<Alert[]> {
  const db = await database();
  return db
    .select()
    .from(alerts)
    .where(eq(alerts.email, email))
    .orderBy(asc(alerts.createdAt), asc(alerts.id));
}

/** For the operations page: how many alerts of each kind are live, and how many wait. */
export async function alertCounts(): Promise<Record<AlertKind | 'unconfirmed', number>> {
  const db = await database();
  const rows = await db
    .select({
      kind: alerts.kind,
      confirmed: sql<boolean>`${alerts.usedAt} is not null`,
      value: count(),
    })
    .from(alerts)
    .groupBy(alerts.kind, sql`${alerts.usedAt} is not null`);
  const counts = { jobs: 0, businesses: 0, opportunities: 0, unconfirmed: 0 };
  for (const row of rows) counts[row.confirmed ? row.kind : 'unconfirmed'] += Number(row.value);
  return counts;
}

/**
 * Deletes unconfirmed alerts made before `before` (their address never said yes), recorded in
 * the audit log with the deletion, as the retention's erasures are.
 */
export async function purgeUnconfirmedAlerts(before: Date): Promise<number> {
  const db = await database();
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(alerts)
      .where(and(isNull(alerts.usedAt), lt(alerts.createdAt, before)))
      .returning({ id: alerts.id });
    if (gone.length > 0) {
      const detail = { unconfirmedBefore: before.toISOString(), count: gone.length };
      await recordAudit('automatic', { action: 'erase', subjectType: 'alerts', detail }, tx);
    }
    return gone.length;
  });
}

/** Erasure and account deletion: the address's alerts, and the digests waiting for them. */
export async function deleteAlertsOf(tx: Transaction, address: string): Promise<number> {
  const gone = await tx
    .delete(alerts)
    .where(eq(alerts.email, address))
    .returning({ id: alerts.id });
  return gone.length;
}

export type HeldAlert = {
  kind: AlertKind;
  criteria: unknown;
  createdAt: Date;
  confirmedAt: Date | null;
  lastMailedAt: Date | null;
};

/** The right of access: the address's alerts, column by column (never the token's hash). */
export function heldAlerts(tx: Transaction, address: string): Promise<HeldAlert[]> {
  return tx
    .select({
      kind: alerts.kind,
      criteria: alerts.criteria,
      createdAt: alerts.createdAt,
      confirmedAt: alerts.usedAt,
      lastMailedAt: alerts.lastMailedAt,
    })
    .from(alerts)
    .where(eq(alerts.email, address))
    .orderBy(asc(alerts.createdAt), asc(alerts.id));
}
