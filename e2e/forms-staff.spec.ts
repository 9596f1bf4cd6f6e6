/**
 * The back office's forms, with JavaScript off and then on, each refused once with a visible
 * message on its own page (the address unchanged, the focus on the message) and then accepted:
 * a new staff member's set-up and enrolment, signing in with a password and a code, and on an
 * enquiry the note, the assignment and the status; erasure's look-up and its confirmation.
 * Where a refusal comes from someone else's change (a colleague disabled, the member withdrawing),
 * that change happens while the page is open, as it would.
 * Needs PostgreSQL (the staff command runs beside the server): run under with-postgres.sh.
 */
import { expect as baseExpect, test, type Locator } from '@playwright/test';
import { expectRefusedHere, ready, submitAs } from './support/form-checks';
import { insertMember } from './support/member';
import { postPageForm, withButton } from './support/page-forms';
import { sendJobApplication, signInMember } from './support/site-forms';
import {
  enquiryIdOf,
  giveStaffCookie,
  insertStaffMember,
  staffCli,
  totpCode,
} from './support/staff';

// Set-up, sign-in and codes hash passwords and render per request; give them time on a busy CI.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const databaseUrl = process.env.DATABASE_URL ?? '';
const PASSWORD = 'a long staff password';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The option a select shows as chosen. */
const chosen = (select: Locator) => select.locator('option:checked');

for (const js of [false, true]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js });

    test('set-up, enrolment, password and code: each refused once on its page, then accepted', async ({
      page,
      baseURL,
    }) => {
      expect(databaseUrl, 'run under scripts/with-postgres.sh').not.toBe('');
      const email = `nkem.${unique()}@deltacrest.example`;
      const printed = staffCli(databaseUrl, baseURL!, 'add', email, '--name', 'Nkem Staff');
      const link = new URL(/https?:\/\/\S+\/staff\/setup\?token=\S+/.exec(printed)![0]);

      await page.goto(link.pathname + link.search);
      await ready(page, js);
      const setPassword = page.getByRole('button', { name: 'Set password' });
      await page.getByLabel('New password').fill('too short');
      await submitAs(page, setPassword, js);
      await expectRefusedHere(page, '/staff/setup', 'Choose a password of 12 to 128 characters');
      await page.getByLabel('New password').fill(PASSWORD);
      await submitAs(page, setPassword, js);
      await expect(page).toHaveURL(/\/staff\/enrol$/);

      await ready(page, js);
      // Shown in groups of four, as a person types it into an app, which ignores the spaces.
      const shown = (await page.getByTestId('totp-key').textContent())!.trim();
      expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
      const key = shown.replace(/\s/g, '');
      const confirm = page.getByRole('button', { name: 'Confirm' });
      // Ten minutes ahead: a real code, never one the window accepts now.
      await page.getByLabel('First code from the app').fill(totpCode(key, 600_000));
      await submitAs(page, confirm, js);
      await expectRefusedHere(page, '/staff/enrol', 'That code is not right');
      // The same key is still shown: the authenticator already holds it.
      await expect(page.getByTestId('totp-key')).toHaveText(shown);
      await page.getByLabel('First code from the app').fill(totpCode(key));
      await submitAs(page, confirm, js);
      await expect(page).toHaveURL(/\/staff$/);
      await expect(page.getByTestId('staff-name')).toHaveText('Nkem Staff');

      await ready(page, js);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/staff\/sign-in$/);
      await ready(page, js);
      const carryOn = page.getByRole('button', { name: 'Continue' });
      await page.getByLabel('E-mail address').fill(email);
      await page.getByLabel('Password').fill('not the password at all');
      await submitAs(page, carryOn, js);
      await expectRefusedHere(page, '/staff/sign-in', 'do not match a staff account');
      await expect(page.getByLabel('E-mail address')).toHaveValue(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await submitAs(page, carryOn, js);
      await expect(page).toHaveURL(/\/staff\/sign-in\/code$/);

      await ready(page, js);
      const signIn = page.getByRole('button', { name: 'Sign in' });
      await page.getByLabel('Code').fill(totpCode(key, 600_000));
      await submitAs(page, signIn, js);
      await expectRefusedHere(page, '/staff/sign-in/code', 'That code is not right');
      // The next step's code: the enrolment spent this one's.
      await page.getByLabel('Code').fill(totpCode(key, 30_000));
      await submitAs(page, signIn, js);
      await expect(page).toHaveURL(/\/staff$/);
      await expect(page.getByTestId('staff-name')).toHaveText('Nkem Staff');
    });

    test('an enquiry’s note, assignment and status, and an erasure: refused on the page, then accepted', async ({
      page,
      context,
      browser,
      baseURL,
    }) => {
      expect(databaseUrl, 'run under scripts/with-postgres.sh').not.toBe('');
      const member = await insertMember(databaseUrl, `forms${unique()}`);
      const memberContext = await browser.newContext({ baseURL });
      expect(
        await signInMember(memberContext.request, baseURL!, member.email, member.password),
      ).toBe(true);
      const applicant = `applicant.${unique()}@example.com`;
      const reference = await sendJobApplication(memberContext.request, baseURL!, {
        email: applicant,
      });
      const id = await enquiryIdOf(databaseUrl, reference);
      const admin = await insertStaffMember(databaseUrl, { role: 'admin' });
      const colleague = await insertStaffMember(databaseUrl);
      await giveStaffCookie(context, baseURL!, admin.token);

      const path = `/staff/enquiries/${id}`;
      await page.goto(path);
      await ready(page, js);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // A note with a hidden direction change is refused; the note without it is added.
      const noteField = page.getByLabel('Internal note (staff only)');
      const addNote = page.getByRole('button', { name: 'Add note' });
      await noteField.fill('Call back \u202Eon Monday');
      await submitAs(page, addNote, js);
      await expectRefusedHere(page, path, 'invisible or text-direction character');
      await expect(noteField).toHaveValue('Call back \u202Eon Monday');
      await noteField.fill('Call back on Monday.');
      await submitAs(page, addNote, js);
      await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeFocused();
      await expect(
        page.getByRole('definition').filter({ hasText: 'Call back on Monday.' }),
      ).toBeVisible();
      // The box is empty again: a second click would not add the note twice.
      await expect(noteField).toHaveValue('');

      // The colleague chosen is disabled before the click: refused; the admin takes it instead.
      await ready(page, js);
      const assignee = page.getByLabel('Assigned to');
      await assignee.selectOption({ label: `${colleague.name} (${colleague.email})` });
      staffCli(databaseUrl, baseURL!, 'disable', colleague.email);
      await submitAs(page, page.getByRole('button', { name: 'Assign' }), js);
      await expectRefusedHere(page, path, 'that colleague’s account is disabled');
      await page
        .getByLabel('Assigned to')
        .selectOption({ label: `${admin.name} (${admin.email})` });
      await submitAs(page, page.getByRole('button', { name: 'Assign' }), js);
      await expect(chosen(page.getByLabel('Assigned to'))).toHaveText(
        `${admin.name} (${admin.email})`,
      );

      // In review is taken; then the member withdraws while the page is open, and the next
      // change is refused with the reason.
      await ready(page, js);
      const status = page.getByRole('form', { name: 'Status change' }).getByRole('combobox');
      const changeStatus = page.getByRole('button', { name: 'Change status' });
      await status.selectOption('in-review');
      await submitAs(page, changeStatus, js);
      await expect(page.getByRole('definition').filter({ hasText: /^In review$/ })).toBeVisible();
      await ready(page, js);
      await page
        .getByRole('form', { name: 'Status change' })
        .getByRole('combobox')
        .selectOption('closed');
      const withdrawn = await postPageForm(
        memberContext.request,
        '/community',
        {},
        { origin: baseURL!, pick: withButton(new RegExp(`Yes, withdraw (<!-- -->)?${reference}`)) },
      );
      expect(withdrawn.status()).toBeLessThan(400);
      await submitAs(page, changeStatus, js);
      await expectRefusedHere(page, path, 'The member withdrew this enquiry');
      // The page says so and closes the forms, shown with what is so: Withdrawn.
      await expect(page.getByText('The member withdrew this enquiry: its status')).toBeVisible();
      await expect(changeStatus).toBeDisabled();
      await expect(chosen(status)).toHaveText('Withdrawn');
      await page.goto(path);
      await expect(changeStatus).toBeDisabled();
      await memberContext.close();

      // Erasure: an address the look-up refuses, then the applicant's, confirmed.
      await page.goto('/staff/erase');
      await ready(page, js);
      await page.getByLabel('E-mail address').fill('ngozi@localhost');
      await page.getByRole('button', { name: 'Show what is held' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Enter a valid e-mail address.' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/staff\/erase\?email=ngozi%40localhost$/);
      await page.getByLabel('E-mail address').fill(applicant);
      await page.getByRole('button', { name: 'Show what is held' }).click();
      await expect(
        // Its CV went when the member withdrew it.
        page.getByText('1 enquiries, 0 of them with a CV, and their notes'),
      ).toBeVisible();
      await ready(page, js);
      await page.getByLabel(/Erase all of this/).check();
      await submitAs(page, page.getByRole('button', { name: 'Erase', exact: true }), js);
      const erased = page
        .getByRole('status')
        .filter({ hasText: 'Erased 1 enquiries (0 with a CV)' });
      await expect(erased).toBeVisible();
      await expect(erased).toBeFocused();
      // Answered without the address: drawn at it, the page would look it up and log it again.
      await expect(page).toHaveURL(/\/staff\/erase\?erased=1\.0\.[01]\.\d+\.\d+\.\d+$/);
      await expect(page.getByText(applicant)).toHaveCount(0);
      await expect(page.getByText('1 enquiries, 0 of them with a CV')).toHaveCount(0);
      // And the audit log keeps the erasure, not the address.
      await page.goto('/staff/audit');
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByText(applicant)).toHaveCount(0);
    });
  });
}
