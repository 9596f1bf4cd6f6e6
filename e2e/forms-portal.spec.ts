/**
 * Every portal form, with JavaScript off and then on: refused once with a visible message on
 * its own page (the address unchanged, what was typed kept, the focus on the message), then
 * accepted. The same Server Action answers both ways: with JavaScript the page's script posts
 * it, without it the browser does.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectRefusedHere, ready, submitAs } from './support/form-checks';
import { linkMailedTo, newMember } from './support/members';
import { postPageForm } from './support/page-forms';

const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A registration the server has taken but nobody has confirmed yet, and its mailed link. */
async function registered(request: APIRequestContext, origin: string) {
  const id = unique('r');
  const member = { email: `confirm.${id}@example.com`, password: 'correct horse battery' };
  const fields = {
    firstName: 'Ada',
    lastName: 'Okafor',
    username: `confirm_${id}`,
    email: member.email,
    phoneCountry: 'NG',
    phone: '0803 123 4567',
    gender: 'female',
    password: member.password,
    confirmPassword: member.password,
    country: 'NG',
    state: 'RI',
    city: 'Port Harcourt',
  };
  expect((await postPageForm(request, '/community-register', fields, { origin })).status()).toBe(
    200,
  );
  return { ...member, link: await linkMailedTo(member.email, '/community-confirm') };
}

async function signIn(page: Page, member: { email: string; password: string }, js: boolean) {
  await page.goto('/community-login');
  await ready(page, js);
  await page.getByPlaceholder('Email id').fill(member.email);
  await page.getByPlaceholder('Password').fill(member.password);
  await submitAs(page, page.getByRole('button', { name: 'Login' }), js);
  await expect(page).toHaveURL(/\/community$/);
}

for (const js of [false, true]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js });

    test('login: a wrong password is refused on the page, the right one signs in', async ({
      page,
      request,
      baseURL,
    }) => {
      const member = await newMember(request, baseURL!, 'form-login');
      await page.goto('/community-login');
      await ready(page, js);
      await page.getByPlaceholder('Email id').fill(member.email);
      await page.getByPlaceholder('Password').fill('not the password');
      await submitAs(page, page.getByRole('button', { name: 'Login' }), js);
      await expectRefusedHere(page, '/community-login', 'do not match an account');
      await expect(page.getByPlaceholder('Email id')).toHaveValue(member.email);
      await expect(page.getByPlaceholder('Password')).toHaveValue('');
      await page.getByPlaceholder('Password').fill(member.password);
      await submitAs(page, page.getByRole('button', { name: 'Login' }), js);
      await expect(page).toHaveURL(/\/community$/);
    });

    test('registration: a short phone number is refused, then the account is created', async ({
      page,
    }) => {
      const id = unique('reg');
      await page.goto('/community-register');
      await ready(page, js);
      await page.getByLabel('First name').fill('Ngozi');
      await page.getByLabel('Last name').fill('Eze');
      await page.getByLabel('Username').fill(`ngozi_${id}`);
      await page.getByLabel('E-mail').fill(`ngozi.${id}@example.com`);
      await page.getByLabel('Phone number country').selectOption('NG');
      await page.getByLabel('Phone number', { exact: true }).fill('0803');
      await page.getByLabel('Gender').selectOption('female');
      await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
      await page.getByLabel('Confirm password').fill('correct horse battery');
      await page.getByLabel('Country', { exact: true }).selectOption('NG');
      const register = page.getByRole('button', { name: 'Register' });
      if (js) {
        // With JavaScript the shared schema refuses before anything is sent.
        await register.click();
      } else {
        await submitAs(page, register, false);
      }
      await expectRefusedHere(page, '/community-register', 'Phone number is too short');
      await expect(page.getByLabel('First name')).toHaveValue('Ngozi');
      await page.getByLabel('Phone number', { exact: true }).fill('0803 123 4567');
      if (!js) {
        // Without JavaScript the passwords are typed again, and each refusal brings the next
        // list to choose from: the country's states, then the state's cities.
        for (const [label, choice] of [
          ['State', 'RI'],
          ['City', 'Port Harcourt'],
        ] as const) {
          await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
          await page.getByLabel('Confirm password').fill('correct horse battery');
          await page.getByLabel(label).selectOption(choice);
          if (label === 'City') break;
          await submitAs(page, register, false);
          await expectRefusedHere(page, '/community-register', 'Choose your city');
        }
      } else {
        await page.getByLabel('State').selectOption('RI');
        await page.getByLabel('City').selectOption('Port Harcourt');
      }
      await submitAs(page, register, js);
      await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeFocused();
    });

    test('confirmation: a wrong password is refused, the registration password confirms', async ({
      page,
      request,
      baseURL,
    }) => {
      const member = await registered(request, baseURL!);
      await page.goto(member.link);
      await ready(page, js);
      await page.getByLabel('Password').fill('my usual password');
      await submitAs(page, page.getByRole('button', { name: 'Confirm my address' }), js);
      await expectRefusedHere(page, '/community-confirm', 'not the password chosen');
      await page.getByLabel('Password').fill(member.password);
      await submitAs(page, page.getByRole('button', { name: 'Confirm my address' }), js);
      await expect(page).toHaveURL(/\/community$/);
    });

    test('reset request: an address without a domain is refused, a full one is answered', async ({
      page,
    }) => {
      await page.goto('/community-reset-password');
      await ready(page, js);
      await page.getByPlaceholder('Email id').fill('ada@localhost');
      await submitAs(page, page.getByRole('button', { name: 'Send reset link' }), js);
      await expectRefusedHere(page, '/community-reset-password', 'Enter a valid e-mail address');
      await expect(page.getByPlaceholder('Email id')).toHaveValue('ada@localhost');
      await page.getByPlaceholder('Email id').fill('ada@example.com');
      await submitAs(page, page.getByRole('button', { name: 'Send reset link' }), js);
      await expect(
        page.getByRole('status').filter({ hasText: 'If an account uses that e-mail address' }),
      ).toBeFocused();
    });

    test('new password: a mismatch is refused, then the password is changed', async ({
      page,
      request,
      baseURL,
    }) => {
      const member = await newMember(request, baseURL!, 'form-reset');
      await postPageForm(
        request,
        '/community-reset-password',
        { email: member.email },
        { origin: baseURL! },
      );
      await page.goto(await linkMailedTo(member.email, '/community-reset-password'));
      await ready(page, js);
      await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
      await page.getByLabel('Confirm new password').fill('a different passphrase');
      await submitAs(page, page.getByRole('button', { name: 'Set new password' }), js);
      await expectRefusedHere(page, '/community-reset-password', 'Passwords do not match');
      await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
      await page.getByLabel('Confirm new password').fill('a brand new passphrase');
      await submitAs(page, page.getByRole('button', { name: 'Set new password' }), js);
      await expect(page).toHaveURL(/\/community-login\?reset=1$/);
    });

    test('members area: change password and delete refused once, withdraw (refused with JavaScript)', async ({
      page,
      request,
      baseURL,
      context,
    }) => {
      const member = await newMember(request, baseURL!, 'form-member');
      await signIn(page, member, js);
      // An enquiry sent while signed in, so there is one to withdraw.
      for (const message of ['A question to withdraw later.']) {
        await postPageForm(
          page.request,
          '/contact-us',
          { type: 'contact', topic: 'other', name: 'Ada Okafor', email: member.email, message },
          { origin: baseURL! },
        );
      }
      await page.goto('/community');
      await ready(page, js);

      await page.getByLabel('Current password').fill('not my password');
      await page.getByLabel('New password', { exact: true }).fill('another long passphrase');
      await page.getByLabel('Confirm new password').fill('another long passphrase');
      await submitAs(page, page.getByRole('button', { name: 'Change password' }), js);
      await expectRefusedHere(page, '/community', 'That is not your current password');
      await page.getByLabel('Current password').fill(member.password);
      await page.getByLabel('New password', { exact: true }).fill('another long passphrase');
      await page.getByLabel('Confirm new password').fill('another long passphrase');
      await submitAs(page, page.getByRole('button', { name: 'Change password' }), js);
      await expect(
        page.getByRole('status').filter({ hasText: 'Your password has been changed' }),
      ).toBeFocused();
      member.password = 'another long passphrase';

      // With JavaScript the session can end under an open page (signed out in another
      // window): the withdrawal is refused there, with its reason. Without it, a post from a
      // signed-out browser gets the login page, as any members' page does.
      await page.goto('/community');
      await ready(page, js);
      if (js) {
        const cookies = await context.cookies();
        await context.clearCookies();
        await page
          .locator('summary', { hasText: /^Withdraw / })
          .first()
          .click();
        await submitAs(page, page.getByRole('button', { name: /^Yes, withdraw/ }).first(), js);
        await expectRefusedHere(page, '/community', 'Your session has ended');
        await context.addCookies(cookies);
        await page.goto('/community');
        await ready(page, js);
      }
      await page
        .locator('summary', { hasText: /^Withdraw / })
        .first()
        .click();
      await submitAs(page, page.getByRole('button', { name: /^Yes, withdraw/ }).first(), js);
      const withdrawn = page.getByRole('status').filter({ hasText: 'has been withdrawn' });
      await expect(withdrawn).toBeFocused();
      await expect(page.getByText('Withdrawn', { exact: true })).toBeVisible();

      await page.getByLabel('Your password').fill('not my password');
      await submitAs(page, page.getByRole('button', { name: 'Delete my account' }), js);
      await expectRefusedHere(page, '/community', 'That is not your current password');
      await page.getByLabel('Your password').fill(member.password);
      await submitAs(page, page.getByRole('button', { name: 'Delete my account' }), js);
      await expect(page).toHaveURL(/\/community\/goodbye(#.*)?$/);
    });
  });
}
