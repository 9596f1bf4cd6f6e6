/**
 * Registration tells nobody whether an address has an account: the answer is one 202 without a
 * session, and the address's owner learns the rest by e-mail (a confirmation link, or a notice
 * that someone tried again). Run on PGlite and, under scripts/with-postgres.sh, PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { POST as register } from '@/app/api/community/register/route';
import { POST as confirm } from '@/app/api/community/confirm-email/route';
import { POST as login } from '@/app/api/community/login/route';
import { sessionFromRequest } from '@/lib/auth/session';
import { countMembers, findMemberByEmail } from '@/lib/db/queries/members';
import { useTestDatabase } from '../support/database';
import { mailsTo, sent, tokenMailed } from '../support/mailbox';
import { cookieFrom, jsonRequest, ORIGIN, registration } from '../support/requests';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

const ctx = { params: Promise.resolve({}) };
let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase({ SESSION_COOKIE_SECURE: 'false' });
}, 60_000);
afterAll(() => cleanup());
beforeEach(() => void sent.splice(0));

const signUp = (form: Record<string, unknown>) =>
  register(jsonRequest('/api/community/register', form), ctx);
const confirmWith = (token: string, password = 'correct horse battery') =>
  confirm(jsonRequest('/api/community/confirm-email', { token, password }), ctx);

/** Registers and confirms, so the address has a proven owner. */
async function confirmedMember(form: ReturnType<typeof registration>) {
  expect((await signUp(form)).status).toBe(202);
  const token = await tokenMailed(form.email, '/community-confirm');
  expect((await confirmWith(token, form.password)).status).toBe(200);
  sent.splice(0);
}
const signIn = (email: string, password: string) =>
  login(jsonRequest('/api/community/login', { email, password }), ctx);

test('a new and a taken e-mail get the same 202 and no session; the owner is told by e-mail', async () => {
  const first = registration({ email: 'Ngozi.Eze@Example.com', firstName: 'Ngozi' });
  const fresh = await signUp(first);
  const token = await tokenMailed(first.email, '/community-confirm');
  expect((await confirmWith(token, first.password)).status).toBe(200);
  const before = await countMembers();
  const again = await signUp(registration({ email: 'NGOZI.EZE@example.com' }));

  expect(fresh.status).toBe(202);
  expect(again.status).toBe(202);
  const body = await fresh.json();
  expect(body.message).toMatch(/^Check your inbox/);
  expect(await again.json()).toEqual(body);
  expect(fresh.headers.get('set-cookie')).toBeNull();
  expect(again.headers.get('set-cookie')).toBeNull();
  expect(await countMembers()).toBe(before);

  const member = await findMemberByEmail('ngozi.eze@example.com');
  expect(member).toMatchObject({
    email: 'ngozi.eze@example.com',
    firstName: 'Ngozi',
    phone: '+2348031234567',
    countryName: 'Nigeria',
    stateName: 'Rivers',
    city: 'Port Harcourt',
  });
  expect(member?.emailConfirmedAt).not.toBeNull();
  expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
  await tokenMailed(first.email, '/community-confirm');
  const mails = mailsTo(first.email);
  expect(mails).toHaveLength(2);
  expect(mails[0]?.subject).toMatch(/Confirm your/);
  expect(mails[1]?.subject).toMatch(/tried to create/);
  expect(mails[1]?.text).not.toMatch(/token=/);
});

test('a taken username is a 409 on the username field, whatever the e-mail', async () => {
  const first = registration();
  await confirmedMember(first);
  const before = await countMembers();
  for (const email of [first.email, 'someone.else@example.com']) {
    const answer = await signUp(registration({ email, username: first.username.toUpperCase() }));
    expect(answer.status).toBe(409);
    const { fieldErrors } = await answer.json();
    expect(Object.keys(fieldErrors)).toEqual(['username']);
    expect(fieldErrors.username[0]).toMatch(/taken/);
  }
  expect(await countMembers()).toBe(before);
});

test('unconfirmed: the right password gets a fresh link; the POSTed link signs in once', async () => {
  const form = registration();
  await signUp(form);
  const firstToken = await tokenMailed(form.email, '/community-confirm');

  const wrong = await signIn(form.email, 'not the password');
  expect(wrong.status).toBe(401);
  const early = await signIn(form.email, form.password);
  expect(early.status).toBe(403);
  expect((await early.json()).message).toMatch(/Confirm your e-mail address first/);
  expect(early.headers.get('set-cookie')).toBeNull();
  const secondToken = await tokenMailed(form.email, '/community-confirm');
  expect(secondToken).not.toBe(firstToken);
  expect(mailsTo(form.email)).toHaveLength(2);

  const confirmed = await confirmWith(secondToken);
  expect(confirmed.status).toBe(200);
  expect((await confirmed.json()).profile).toEqual({
    firstName: 'Ada',
    lastName: 'Okafor',
    username: form.username,
  });
  const session = await sessionFromRequest(
    new Request(`${ORIGIN}/`, { headers: { cookie: cookieFrom(confirmed) } }),
  );
  expect(session?.memberId).toBe((await findMemberByEmail(form.email))?.id);

  for (const token of [secondToken, firstToken]) {
    const dead = await confirmWith(token);
    expect(dead.status).toBe(400);
    expect((await dead.json()).message).toMatch(/expired or has already been used/);
  }
  expect((await signIn(form.email, form.password)).status).toBe(200);
});

test("someone who registers another person's address cannot get in with their own password", async () => {
  const victim = 'victim@example.com';
  // The attacker registers the victim's address first, with a password of their own.
  const attacker = registration({
    email: victim,
    password: 'attacker password',
    confirmPassword: 'attacker password',
  });
  expect((await signUp(attacker)).status).toBe(202);
  const attackersLink = await tokenMailed(victim, '/community-confirm');

  // The victim follows the link they were mailed: it asks for the registration's password, which
  // they do not know, and their guesses neither confirm the account nor spend the link.
  const guess = await confirmWith(attackersLink, 'my usual password');
  expect(guess.status).toBe(422);
  expect((await guess.json()).fieldErrors.password[0]).toMatch(/not the password chosen/);
  expect((await findMemberByEmail(victim))?.emailConfirmedAt).toBeNull();
  expect((await signIn(victim, 'attacker password')).status).toBe(403);

  // The victim registers themselves: their registration replaces the attacker's, whose link dies.
  const own = registration({
    email: victim,
    firstName: 'Vera',
    password: 'vera own password',
    confirmPassword: 'vera own password',
  });
  expect((await signUp(own)).status).toBe(202);
  const ownLink = await tokenMailed(victim, '/community-confirm');
  expect(ownLink).not.toBe(attackersLink);
  expect((await confirmWith(attackersLink, 'attacker password')).status).toBe(400);
  expect((await confirmWith(ownLink, 'vera own password')).status).toBe(200);
  expect((await signIn(victim, 'attacker password')).status).toBe(401);
  expect((await signIn(victim, 'vera own password')).status).toBe(200);
  expect(await findMemberByEmail(victim)).toMatchObject({
    firstName: 'Vera',
    username: own.username,
  });
});

test('a malformed confirmation token is a 422, an unknown one a 400', async () => {
  expect((await confirmWith('short')).status).toBe(422);
  expect((await confirmWith('a'.repeat(43))).status).toBe(400);
});

test('the confirmation page works as a plain form: a redirect in, or back with the dead-link notice', async () => {
  const form = registration();
  await signUp(form);
  const token = await tokenMailed(form.email, '/community-confirm');
  const postForm = (body: string) =>
    confirm(
      new Request(`${ORIGIN}/api/community/confirm-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
        body,
      }),
      ctx,
    );

  const wrong = await postForm(`token=${token}&password=not+it`);
  expect(wrong.headers.get('location')).toBe(`/community-confirm?token=${token}&failed=password`);
  const confirmed = await postForm(`token=${token}&password=correct+horse+battery`);
  expect(confirmed.status).toBe(303);
  expect(confirmed.headers.get('location')).toBe('/community');
  const session = await sessionFromRequest(
    new Request(`${ORIGIN}/`, { headers: { cookie: cookieFrom(confirmed) } }),
  );
  expect(session?.memberId).toBe((await findMemberByEmail(form.email))?.id);

  for (const body of [`token=${token}&password=correct+horse+battery`, 'token=short', '']) {
    const dead = await postForm(body);
    expect(dead.status).toBe(303);
    expect(dead.headers.get('location')).toBe('/community-confirm?failed=1');
    expect(dead.headers.get('set-cookie')).toBeNull();
  }
});
