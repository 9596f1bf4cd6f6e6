/**
 * Alerts as a person and the company meet them, on the real database (PGlite, and PostgreSQL in
 * CI): confirmation and stop links (forged, spent, one click), bad input, the rate limits, a
 * member's own alerts, and alerts as personal data (access, erasure, account deletion, the purge
 * of unconfirmed ones).
 */
import { expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { POST as oneClick } from '@/app/api/alerts/unsubscribe/route';
import {
  alertForm,
  changeAlertForm,
  confirmAlertForm,
  stopAlertForm,
  stopOwnAlertForm,
} from '@/lib/alerts/forms';
import { stopLinks } from '@/lib/alerts/stop-links';
import {
  ALERT_ALREADY_STOPPED,
  ALERT_LINK_DEAD,
  ALERT_STOPPED,
  STOP_LINK_INVALID,
  stopOwnAlert,
} from '@/lib/alerts/subscriptions';
import { database } from '@/lib/db/client';
import { heldAbout } from '@/lib/db/queries/access';
import { alertsOf, purgeUnconfirmedAlerts } from '@/lib/db/queries/alerts';
import { eraseEmail } from '@/lib/db/queries/erasure';
import { deleteMemberAccount } from '@/lib/db/queries/member-enquiries';
import { findMemberByEmail } from '@/lib/db/queries/members';
import { alerts, auditLog } from '@/lib/db/schema';
import { confirmed, freshAddress, alertSuite } from '../support/alerts';
import { done, redirected, refused, submit } from '../support/forms';
import { mailsTo, sent } from '../support/mailbox';
import { confirmedMember } from '../support/members';
import { forgedLink } from '../support/forged-link';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

alertSuite();

const at = (iso: string) => new Date(iso);
const fresh = freshAddress;

test('a confirmation link starts its alert once; opened again it finds the alert on; a forged or dead one says so', async () => {
  const email = fresh();
  const { alert, token } = await confirmed({ kind: 'jobs', email }, new Date());
  const again = done((await submit(confirmAlertForm, { token })).outcome);
  expect(again.message).toMatch(/^This alert is already on: we e-mail .* new jobs like these/);
  expect(await alertsOf(email)).toHaveLength(1);
  const forged = refused((await submit(confirmAlertForm, { token: 'x'.repeat(43) })).outcome);
  expect(forged.message).toBe(ALERT_LINK_DEAD);
  await stopOwnAlert(alert.id, email);
  const stopped = refused((await submit(confirmAlertForm, { token })).outcome);
  expect(stopped.message).toBe(ALERT_LINK_DEAD);
  expect(await alertsOf(email)).toHaveLength(0);
});

test('a stop link stops its alert once; a forged one changes nothing', async () => {
  const email = fresh();
  const { alert } = await confirmed({ kind: 'jobs', email }, new Date());
  const token = new URL(stopLinks(alert.id).page).searchParams.get('token')!;
  const forged = refused(
    (
      await submit(stopAlertForm, {
        alert: alert.id,
        token: token.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      })
    ).outcome,
  );
  expect(forged.message).toBe(STOP_LINK_INVALID);
  expect(await alertsOf(email)).toHaveLength(1);
  expect(redirected((await submit(stopAlertForm, { alert: alert.id, token })).outcome)).toMatch(
    /done=stopped$/,
  );
  expect(redirected((await submit(stopAlertForm, { alert: alert.id, token })).outcome)).toMatch(
    /done=already$/,
  );
  expect(await alertsOf(email)).toHaveLength(0);
});

test('one click (RFC 8058) stops an alert with no cookie; a forged link is a 400', async () => {
  const email = fresh();
  const { alert } = await confirmed({ kind: 'businesses', email, q: 'hotel' }, new Date());
  const post = (url: string, body = 'List-Unsubscribe=One-Click') =>
    oneClick(new Request(url, { method: 'POST', body }), undefined);
  const url = stopLinks(alert.id).oneClick;
  expect((await post(forgedLink(url))).status).toBe(400);
  expect((await post(url, 'something else')).status).toBe(400);
  expect((await post(url, `List-Unsubscribe=One-Click&${'x'.repeat(5000)}`)).status).toBe(413);
  expect(await alertsOf(email)).toHaveLength(1);
  const answer = await post(url);
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe(ALERT_STOPPED);
  expect(await (await post(url)).text()).toBe(ALERT_ALREADY_STOPPED);
});

test('bad input gets the form’s messages, never a 5xx, and stores nothing', async () => {
  const email = fresh();
  const answer = refused(
    (
      await submit(alertForm, {
        kind: 'jobs',
        email: 'not an address',
        category: 'astronaut',
        place: 'ZZ|??|Nowhere',
        permit: 'maybe',
      })
    ).outcome,
  );
  expect(Object.keys(answer.fieldErrors ?? {})).toEqual(['email']);
  const criteria = refused(
    (
      await submit(alertForm, {
        kind: 'jobs',
        email,
        category: 'astronaut',
        place: 'ZZ|??|x',
        permit: 'maybe',
      })
    ).outcome,
  );
  expect(Object.keys(criteria.fieldErrors ?? {}).sort()).toEqual(['category', 'permit', 'place']);
  const long = refused(
    (await submit(alertForm, { kind: 'businesses', email, q: 'x'.repeat(101), location: 'Mars' }))
      .outcome,
  );
  expect(Object.keys(long.fieldErrors ?? {}).sort()).toEqual(['location', 'q']);
  // A direction override would turn the mail's subject around; a place is one the list offered.
  const hidden = refused(
    (await submit(alertForm, { kind: 'businesses', email, q: 'hotel\u202egnp.exe' })).outcome,
  );
  expect(hidden.fieldErrors?.q?.[0]).toMatch(/invisible or text-direction/);
  const oddPlace = refused(
    (await submit(alertForm, { kind: 'jobs', email, place: 'CA|ON|Tor\u202eonto' })).outcome,
  );
  expect(Object.keys(oddPlace.fieldErrors ?? {})).toEqual(['place']);
  expect(
    refused((await submit(alertForm, { kind: 'pets', email })).outcome).fieldErrors?.kind,
  ).toBeDefined();
  expect(await alertsOf(email)).toHaveLength(0);
  expect(mailsTo(email)).toHaveLength(0);
});

test('an inbox gets at most three confirmation mails a day, and a client ten requests a window', async () => {
  const target = fresh();
  const ask = (q: string, address = '192.0.2.50') =>
    submit(alertForm, { kind: 'businesses', email: target, q }, { address });
  for (const q of ['a', 'b', 'c']) done((await ask(q)).outcome);
  expect(refused((await ask('d', '192.0.2.51')).outcome).message).toMatch(/^Too many attempts/);
  expect(mailsTo(target)).toHaveLength(3);
  const from = '192.0.2.77';
  for (let i = 0; i < 10; i += 1)
    done((await submit(alertForm, { kind: 'jobs', email: fresh() }, { address: from })).outcome);
  expect(
    refused((await submit(alertForm, { kind: 'jobs', email: fresh() }, { address: from })).outcome)
      .message,
  ).toMatch(/^Too many attempts/);
});

test('a member’s own address needs no mail; the member sees and stops only their own alerts', async () => {
  const { form, jar } = await confirmedMember({}, { address: '203.0.113.90' });
  const before = sent.length;
  const on = done(
    (
      await submit(
        alertForm,
        { kind: 'jobs', email: form.email, category: 'project-management' },
        { jar },
      )
    ).outcome,
  );
  expect(on.message).toMatch(/^Your alert is on/);
  expect(sent.length).toBe(before);
  const [mine] = await alertsOf(form.email.toLowerCase());
  expect(mine!.usedAt).not.toBeNull();
  const stranger = await confirmed({ kind: 'jobs', email: fresh() }, new Date());
  expect(
    refused((await submit(stopOwnAlertForm, { alert: stranger.alert.id }, { jar })).outcome)
      .message,
  ).toBe(ALERT_ALREADY_STOPPED);
  expect(redirected((await submit(stopOwnAlertForm, { alert: mine!.id }, { jar })).outcome)).toBe(
    '/community?alert=stopped#alerts',
  );
  expect(await alertsOf(form.email.toLowerCase())).toHaveLength(0);
  expect(await alertsOf(stranger.alert.email)).toHaveLength(1);
  // Deleting the account takes its address's alerts.
  done((await submit(alertForm, { kind: 'jobs', email: form.email }, { jar })).outcome);
  const member = (await findMemberByEmail(form.email))!;
  await deleteMemberAccount(member.id);
  expect(await alertsOf(form.email.toLowerCase())).toHaveLength(0);
});

test('two identical requests at once make one alert, and a change may not copy another alert', async () => {
  const email = fresh();
  const ask = () =>
    submit(
      alertForm,
      { kind: 'jobs', email, category: 'web-developer' },
      { address: '192.0.2.90' },
    );
  const answers = await Promise.all([ask(), ask()]);
  for (const answer of answers) expect(done(answer.outcome).message).toMatch(/^Check your inbox/);
  expect(await alertsOf(email)).toHaveLength(1);

  const { form, jar } = await confirmedMember({}, { address: '203.0.113.91' });
  const own = form.email.toLowerCase();
  const ownAlert = (category: string) =>
    submit(alertForm, { kind: 'jobs', email: own, category }, { jar });
  done((await ownAlert('web-developer')).outcome);
  done((await ownAlert('project-management')).outcome);
  const [first, second] = await alertsOf(own);
  const copy = refused(
    (
      await submit(
        changeAlertForm,
        { kind: 'jobs', alert: second!.id, category: 'web-developer' },
        { jar },
      )
    ).outcome,
  );
  expect(copy.message).toBe('You already have an alert for exactly this search.');
  expect((await alertsOf(own)).map((alert) => alert.criteria)).toEqual([
    first!.criteria,
    second!.criteria,
  ]);
});

test('alerts are in the access download, go with an erasure, and unconfirmed ones are purged with an audit entry', async () => {
  const email = fresh();
  await confirmed({ kind: 'businesses', email, category: 'Hotel' }, new Date());
  done((await submit(alertForm, { kind: 'jobs', email })).outcome); // waits for its link
  const held = await heldAbout('automatic', email);
  expect(held.alerts.map((alert) => alert.kind).sort()).toEqual(['businesses', 'jobs']);
  expect(JSON.stringify(held.alerts)).not.toMatch(/token/i);
  const erased = await eraseEmail('automatic', email);
  expect(erased.alerts).toBe(2);
  expect(await alertsOf(email)).toHaveLength(0);

  const waiting = fresh();
  done((await submit(alertForm, { kind: 'jobs', email: waiting })).outcome);
  const db = await database();
  await db
    .update(alerts)
    .set({ createdAt: at('2020-01-01T00:00:00Z') })
    .where(eq(alerts.email, waiting));
  expect(
    await purgeUnconfirmedAlerts(new Date(Date.now() - 3 * 86_400_000)),
  ).toBeGreaterThanOrEqual(1);
  expect(await alertsOf(waiting)).toHaveLength(0);
  const [entry] = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectType, 'alerts'))
    .orderBy(sql`${auditLog.createdAt} desc`)
    .limit(1);
  expect(entry).toMatchObject({ action: 'erase', actor: 'automatic' });
});
