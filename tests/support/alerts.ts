/** Alerts in jest: subscribe through the form and confirm from the mailed link (the mailbox mock). */
import { afterAll, beforeAll, beforeEach, expect } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { alertForm } from '@/lib/alerts/forms';
import { confirmAlert } from '@/lib/alerts/subscriptions';
import { database } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { useTestDatabase } from './database';
import { done, submit } from './forms';
import { mailsTo } from './mailbox';

let n = 0;
export const freshAddress = () => `alert.${++n}.${Date.now()}@example.com`;

/**
 * A suite's own database; before each test the sender has seen nothing and every rate-limit
 * count is empty, so each test starts anew.
 */
export function alertSuite(): void {
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    cleanup = await useTestDatabase();
  });
  afterAll(() => cleanup());
  beforeEach(async () => {
    const db = await database();
    await db.execute(sql`delete from alert_catalogue`);
    await db.execute(sql`delete from rate_limits`);
  });
}

/** Subscribes through the form and confirms from the mailed link, at `now`. */
export async function confirmed(fields: Record<string, string>, now: Date) {
  const email = fields.email!;
  done((await submit(alertForm, fields, { address: `198.51.100.${n % 250}` })).outcome);
  const mail = mailsTo(email).at(-1)!;
  expect(mail.subject).toMatch(/^Confirm your .* alert$/);
  const token = new URL(mail.link!).searchParams.get('token')!;
  const { alert } = await confirmAlert(token, now);
  return { alert, token };
}

/** The digests queued for an address (the outbox's rows). */
export async function digestsTo(email: string) {
  const db = await database();
  return db.select().from(outbox).where(eq(outbox.to, email));
}
