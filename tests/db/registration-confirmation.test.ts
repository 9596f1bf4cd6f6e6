/**
 * Registration tells nobody whether an address has an account: the answer is one "check your
 * inbox" without a session, and the address's owner learns the rest by e-mail (a confirmation
 * link, or a notice that someone tried again). Run on PGlite and, under
 * scripts/with-postgres.sh, PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { sessionFromJar } from '@/lib/auth/session';
import { confirmEmailForm, loginForm, registerForm } from '@/lib/community/forms';
import { countMembers, findMemberByEmail } from '@/lib/db/queries/members';
import { useTestDatabase } from '../support/database';
import { done, redirected, refused, submit } from '../support/forms';
import { mailsTo, sent, tokenMailed } from '../support/mailbox';
import { registrationFields } from '../support/members';
import { registration } from '../support/requests';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase({ SESSION_COOKIE_SECURE: 'false' });
}, 60_000);
afterAll(() => cleanup());
beforeEach(() => void sent.splice(0));

const signUp = (values: Record<string, unknown>) =>
  submit(registerForm, registrationFields(values));
const confirmWith = (token: string, password = 'correct horse battery') =>
  submit(confirmEmailForm, { token, password });
const signIn = async (email: string, password: string) =>
  (await submit(loginForm, { email, password })).outcome;
const DEAD = /expired or has already been used/;

/** Registers and confirms, so the address has a proven owner. */
async function confirmedMember(values: ReturnType<typeof registration>) {
  done((await signUp(values)).outcome);
  const token = await tokenMailed(values.email, '/community-confirm');
  expect(redirected((await confirmWith(token, values.password)).outcome)).toBe('/community');
  sent.splice(0);
}

test('a new and a taken e-mail get the same answer and no session; the owner is told by e-mail', async () => {
  const first = registration({ email: 'Ngozi.Eze@Example.com', firstName: 'Ngozi' });
  const fresh = await signUp(first);
  const token = await tokenMailed(first.email, '/community-confirm');
  expect(redirected((await confirmWith(token, first.password)).outcome)).toBe('/community');
  const before = await countMembers();
  const again = await signUp(registration({ email: 'NGOZI.EZE@example.com' }));

  expect(done(fresh.outcome).message).toMatch(/^Check your inbox/);
  expect(again.outcome).toEqual(fresh.outcome);
  expect(fresh.jar.written).toEqual([]);
  expect(again.jar.written).toEqual([]);
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

test('a taken username is refused on the username field, whatever the e-mail', async () => {
  const first = registration();
  await confirmedMember(first);
  const before = await countMembers();
  for (const email of [first.email, 'someone.else@example.com']) {
    const values = registration({ email, username: first.username.toUpperCase() });
    const { fieldErrors, values: kept } = refused((await signUp(values)).outcome);
    expect(Object.keys(fieldErrors ?? {})).toEqual(['username']);
    expect(fieldErrors?.username?.[0]).toMatch(/taken/);
    expect(kept).toMatchObject({ username: values.username, email });
  }
  expect(await countMembers()).toBe(before);
});

test('unconfirmed: the right password gets a fresh link; the posted link signs in once', async () => {
  const form = registration();
  await signUp(form);
  const firstToken = await tokenMailed(form.email, '/community-confirm');

  expect(refused(await signIn(form.email, 'not the password')).message).toMatch(/do not match/);
  const early = await submit(loginForm, { email: form.email, password: form.password });
  expect(refused(early.outcome).message).toMatch(/Confirm your e-mail address first/);
  expect(early.jar.written).toEqual([]);
  const secondToken = await tokenMailed(form.email, '/community-confirm');
  expect(secondToken).not.toBe(firstToken);
  expect(mailsTo(form.email)).toHaveLength(2);

  const confirmed = await confirmWith(secondToken);
  expect(redirected(confirmed.outcome)).toBe('/community');
  const session = await sessionFromJar(confirmed.jar);
  expect(session?.memberId).toBe((await findMemberByEmail(form.email))?.id);
  expect(session?.member).toMatchObject({
    firstName: 'Ada',
    lastName: 'Okafor',
    username: form.username,
  });

  for (const token of [secondToken, firstToken]) {
    const dead = await confirmWith(token);
    expect(refused(dead.outcome).message).toMatch(DEAD);
    expect(dead.jar.written).toEqual([]);
  }
  expect(redirected(await signIn(form.email, form.password))).toBe('/community');
});

test("someone who registers another person's address cannot get in with their own password", async () => {
  const victim = 'victim@example.com';
  // The attacker registers the victim's address first, with a password of their own.
  const attacker = registration({
    email: victim,
    password: 'attacker password',
    confirmPassword: 'attacker password',
  });
  done((await signUp(attacker)).outcome);
  const attackersLink = await tokenMailed(victim, '/community-confirm');

  // The victim follows the link they were mailed: it asks for the registration's password, which
  // they do not know, and their guesses neither confirm the account nor spend the link.
  const guess = refused((await confirmWith(attackersLink, 'my usual password')).outcome);
  expect(guess.fieldErrors?.password?.[0]).toMatch(/not the password chosen/);
  expect((await findMemberByEmail(victim))?.emailConfirmedAt).toBeNull();
  expect(refused(await signIn(victim, 'attacker password')).message).toMatch(/Confirm your/);

  // The victim registers themselves: their registration replaces the attacker's, whose link dies.
  const own = registration({
    email: victim,
    firstName: 'Vera',
    password: 'vera own password',
    confirmPassword: 'vera own password',
  });
  done((await signUp(own)).outcome);
  const ownLink = await tokenMailed(victim, '/community-confirm');
  expect(ownLink).not.toBe(attackersLink);
  expect(refused((await confirmWith(attackersLink, 'attacker password')).outcome).message).toMatch(
    DEAD,
  );
  expect(redirected((await confirmWith(ownLink, 'vera own password')).outcome)).toBe('/community');
  expect(refused(await signIn(victim, 'attacker password')).message).toMatch(/do not match/);
  expect(redirected(await signIn(victim, 'vera own password'))).toBe('/community');
  expect(await findMemberByEmail(victim)).toMatchObject({
    firstName: 'Vera',
    username: own.username,
  });
});

test('a malformed confirmation link is refused on its token, an unknown one as dead', async () => {
  for (const token of ['short', '']) {
    const malformed = await confirmWith(token);
    expect(refused(malformed.outcome).fieldErrors?.token).toEqual([
      'This confirmation link is incomplete',
    ]);
    expect(malformed.jar.written).toEqual([]);
  }
  const unknown = refused((await confirmWith('a'.repeat(43))).outcome);
  expect(unknown.message).toMatch(DEAD);
  expect(unknown.fieldErrors?.token?.[0]).toMatch(DEAD);
});

test('a wrong password on the confirmation page leaves its link working', async () => {
  const form = registration();
  await signUp(form);
  const token = await tokenMailed(form.email, '/community-confirm');

  const wrong = await confirmWith(token, 'not it');
  expect(refused(wrong.outcome).fieldErrors?.password?.[0]).toMatch(/not the password chosen/);
  expect(wrong.jar.written).toEqual([]);
  const confirmed = await confirmWith(token, form.password);
  expect(redirected(confirmed.outcome)).toBe('/community');
  const session = await sessionFromJar(confirmed.jar);
  expect(session?.memberId).toBe((await findMemberByEmail(form.email))?.id);
});
