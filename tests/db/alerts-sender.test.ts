/**
 * The alert sender on the real database (PGlite, and PostgreSQL in CI): what it mails, once, and
 * what a digest says as it goes. The clock is passed in: the sample jobs and listings appear on
 * their own days (`datePosted`, `listedOn`), which is how news arrives here.
 */
import { expect, test } from '@jest/globals';
import { findJob } from '@/content/jobs';
import { sendAlertDigests } from '@/lib/alerts/digest';
import { readyDigest } from '@/lib/alerts/digest-mail';
import { alertForm } from '@/lib/alerts/forms';
import { jobItem, publishedItems } from '@/lib/alerts/matching';
import { stopLinks } from '@/lib/alerts/stop-links';
import { confirmAlert } from '@/lib/alerts/subscriptions';
import { confirmed, digestsTo, freshAddress, alertSuite } from '../support/alerts';
import { done, submit } from '../support/forms';
import { mailsTo } from '../support/mailbox';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

alertSuite();

const at = (iso: string) => new Date(iso);
const fresh = freshAddress;

test('nothing is sent before the address confirms, and what was published before is never news', async () => {
  const email = fresh();
  done((await submit(alertForm, { kind: 'jobs', email, category: 'web-developer' })).outcome);
  // Unconfirmed: the sender passes it by, however much appears.
  const now = new Date();
  expect((await sendAlertDigests({ now })).mailed).toBe(0);
  const token = new URL(mailsTo(email).at(-1)!.link!).searchParams.get('token')!;
  await confirmAlert(token, new Date(now.getTime() + 60_000));
  expect((await sendAlertDigests({ now: new Date(now.getTime() + 3_600_000) })).mailed).toBe(0);
  expect(await digestsTo(email)).toHaveLength(0);
});

test('a new matching job is mailed once, in one digest, and only what matches', async () => {
  const email = fresh();
  // Before the Vancouver contract (posted 17 November) and the Laval listing (18 November).
  const before = at('2026-11-16T12:00:00Z');
  await sendAlertDigests({ now: before });
  const { alert } = await confirmed(
    { kind: 'jobs', email, category: 'web-developer', presence: 'remote' },
    before,
  );
  expect((await sendAlertDigests({ now: at('2026-11-16T13:00:00Z') })).mailed).toBe(0);
  const after = at('2026-11-20T12:00:00Z');
  const [first, second] = await Promise.all([
    sendAlertDigests({ now: after }),
    sendAlertDigests({ now: after }), // another instance at the same moment
  ]);
  expect(first!.mailed + second!.mailed).toBe(1);
  const [digest] = await digestsTo(email);
  expect(digest!.alertItems).toEqual(['job:backend-developer-contract-vancouver']);
  // The next runs, that day and the next: nothing more.
  expect((await sendAlertDigests({ now: at('2026-11-20T18:00:00Z') })).mailed).toBe(0);
  expect((await sendAlertDigests({ now: at('2026-11-22T12:00:00Z') })).mailed).toBe(0);
  expect(await digestsTo(email)).toHaveLength(1);

  const ready = (await readyDigest(digest!, at('2026-11-21T12:00:00Z')))!;
  expect(ready.text).toContain(findJob('backend-developer-contract-vancouver')!.title);
  expect(ready.text).not.toContain(findJob('frontend-developer-toronto')!.title);
  const links = stopLinks(alert.id);
  expect(ready.text).toContain(links.page);
  expect(ready.headers).toEqual({
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  // Its job closed (31 October 2027) before the mail could go: nothing is left to say.
  expect(await readyDigest(digest!, at('2027-11-02T12:00:00Z'))).toBeNull();
});

test('at most one digest a day: what comes within the day waits for the next', async () => {
  const email = fresh();
  const now = at('2026-11-10T12:00:00Z');
  const items = await publishedItems(now);
  await sendAlertDigests({ now, items });
  await confirmed({ kind: 'jobs', email }, now);
  const job = (slug: string) => jobItem({ ...findJob('frontend-developer-toronto')!, slug });
  const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
  expect((await sendAlertDigests({ now: later(1), items: [...items, job('a')] })).mailed).toBe(1);
  const withB = [...items, job('a'), job('b')];
  expect((await sendAlertDigests({ now: later(5), items: withB })).mailed).toBe(0);
  expect((await sendAlertDigests({ now: later(26), items: withB })).mailed).toBe(1);
  expect((await digestsTo(email)).map((row) => row.alertItems)).toEqual([['job:a'], ['job:b']]);
});

test('a business search alert is matched by the search’s own rules', async () => {
  const email = fresh();
  const before = at('2026-11-16T12:00:00Z');
  await sendAlertDigests({ now: before });
  await confirmed({ kind: 'businesses', email, location: 'Quebec' }, before);
  await sendAlertDigests({ now: at('2026-11-19T12:00:00Z') });
  const [digest] = await digestsTo(email);
  expect(digest!.alertItems).toEqual(['business:coffee-franchise-laval']);
  expect(digest!.subject).toBe('New listings for your alert: in Quebec');
});
