/**
 * The reset request's answer must not wait for anything that depends on the account existing.
 * The account look-up is held open here: an answer that waited for it would never come.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { resetRequestForm } from '@/lib/community/forms';
import { findMemberByEmail } from '@/lib/db/queries/members';
import { useTestDatabase } from '../support/database';
import { done, submit } from '../support/forms';
import { tokenMailed } from '../support/mailbox';
import { confirmedMember } from '../support/members';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));
jest.mock('@/lib/db/queries/members', () => {
  const actual = jest.requireActual<typeof import('@/lib/db/queries/members')>(
    '@/lib/db/queries/members',
  );
  return { ...actual, findMemberByEmail: jest.fn(actual.findMemberByEmail) };
});

let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase();
}, 60_000);
afterAll(() => cleanup());

test('the answer comes while the account look-up is still running', async () => {
  const { form } = await confirmedMember();
  const lookUp = jest.mocked(findMemberByEmail);
  const actual = lookUp.getMockImplementation()!;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const lookUpStarted = new Promise<void>((resolve) => (started = resolve));
  lookUp.mockImplementationOnce(async (email) => {
    started();
    await held;
    return actual(email);
  });

  const answer = submit(resetRequestForm, { email: form.email });
  await lookUpStarted;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    answer.then(({ outcome }) => done(outcome).message),
    new Promise((resolve) => {
      timer = setTimeout(resolve, 5000, 'the answer waited for the look-up');
    }),
  ]);
  // A timer left running would hold the test process open after the run.
  clearTimeout(timer);
  expect(outcome).toMatch(/^If an account uses that e-mail address/);

  release();
  expect(await tokenMailed(form.email, '/community-reset-password')).not.toBe('');
});
