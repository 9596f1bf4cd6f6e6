/**
 * The team in the browser, on the default embedded database with the site running throughout:
 * the first admin comes from `npm run staff` (asked of the running server), sets up and invites a
 * colleague on /staff/team; the colleague sets up from the mailed link and enrols an
 * authenticator; the admin cannot demote themselves as the last admin; a bot-like contact form
 * (sent a second after its page opened) lands in Spam with its reason and mails nothing until
 * "Not spam" releases its two mails; disabled, the colleague's open session gets nothing. axe
 * and screenshots of the team page.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectNoAxeViolations, widths } from './helpers';
import { runScript } from './support/backup-traffic';
import { waitForMailedLink } from './support/mail-log.mjs';
import { startServer } from './support/server-process';
import { setUpFromLink } from './support/staff';

const PASSWORD = 'a long staff password';

function form(page: Page, name: string) {
  return page.getByRole('form', { name });
}

function card(page: Page, email: string) {
  return page.getByRole('listitem').filter({ hasText: email });
}

test('an admin invites a colleague, who sets up from the mailed link; the last admin stays; disabling ends the colleague’s session', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const env = {
    DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'team-e2e-')), 'data'),
    // The default: an enquiry sent sooner than this after its page opened is taken for spam.
    SPAM_MIN_SECONDS: '3',
  };
  const server = await startServer(env);
  try {
    const id = Date.now().toString(36);
    const adminEmail = `admin.${id}@deltacrest.example`;
    const colleagueEmail = `colleague.${id}@deltacrest.example`;
    // The first admin: the command line, with the site running.
    const printed = await runScript(
      'staff',
      ['add', adminEmail, '--name', 'Ada Admin', '--role', 'admin'],
      env,
    );
    const admin = await (await browser.newContext({ baseURL: server.base })).newPage();
    await setUpFromLink(admin, { printed, name: 'Ada Admin', password: PASSWORD });

    await admin
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Team' })
      .click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    const invite = form(admin, 'Invite a colleague');
    await invite.getByLabel('Name').fill('Cole League');
    await invite.getByLabel('E-mail address').fill(colleagueEmail);
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expect(invite.getByRole('status')).toContainText('Cole League is invited as staff');
    await expect(card(admin, colleagueEmail)).toContainText('Invited, not set up yet');
    // The same address again: refused on the page, what was typed kept.
    await invite.getByLabel('Name').fill('Cole Again');
    await invite.getByLabel('E-mail address').fill(colleagueEmail);
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expect(invite.getByRole('alert')).toContainText('already a staff member');
    await expect(invite.getByLabel('Name')).toHaveValue('Cole Again');
    await expectNoAxeViolations(admin);
    for (const width of widths) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.screenshot({ path: `test-results/staff-team-${width}.png`, fullPage: true });
    }

    // The colleague follows the link in their mail (the server's log, without SMTP).
    const mailed = await waitForMailedLink(() => server.lines, colleagueEmail, '/staff/setup');
    const colleague = await (await browser.newContext({ baseURL: server.base })).newPage();
    await setUpFromLink(colleague, { printed: mailed, name: 'Cole League', password: PASSWORD });
    await colleague.goto('/staff');
    await expect(colleague.getByTestId('staff-name')).toHaveText('Cole League');
    // Not an admin: no team page for them.
    await colleague.goto('/staff/team');
    await expect(colleague).toHaveURL(/\/staff$/);

    // The only admin cannot step down.
    await admin.reload();
    const own = card(admin, adminEmail);
    await own.getByLabel('Role', { exact: true }).selectOption('staff');
    await own.getByRole('button', { name: 'Change role' }).click();
    await expect(own.getByRole('alert')).toContainText('This would leave no enabled admin');

    // A bot-like visitor: the contact form sent a second after the page opened. The visitor's
    // page thanks them as usual; the enquiry waits under Spam with its reason, mailing nothing.
    const botEmail = `bot.${id}@example.com`;
    const bot = await (await browser.newContext({ baseURL: server.base })).newPage();
    await bot.goto('/contact-us');
    await bot.getByLabel('What is your enquiry about?').selectOption('other');
    await bot.getByLabel('Your name').fill('Quick Sender');
    await bot.getByLabel('E-mail address').fill(botEmail);
    await bot.getByLabel('Your message').fill('Buy our services now.');
    await bot.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(bot.getByText('Thank you: we have your enquiry')).toBeVisible();
    await admin.goto(`/staff?q=${encodeURIComponent(botEmail)}`);
    await expect(admin.getByRole('cell', { name: 'Spam', exact: true })).toBeVisible();
    await admin.getByRole('link', { name: 'Quick Sender' }).click();
    await expect(
      admin.getByText(/Taken for spam on arrival: Sent \d\.\d s after the page opened/),
    ).toBeVisible();
    const mailsTo = (to: string) =>
      server.lines.filter((line) => line.includes('"mail":true') && line.includes(`"to":"${to}"`));
    const mailsAbout = (subjectPart: string) =>
      server.lines.filter((line) => line.includes('"mail":true') && line.includes(subjectPart));
    expect(mailsTo(botEmail)).toEqual([]);
    expect(mailsAbout('from Quick Sender')).toEqual([]);
    await expectNoAxeViolations(admin);
    // "Not spam": back to New, and its two mails go, once each.
    await admin.getByRole('button', { name: 'Not spam' }).click();
    await expect(admin.getByText('Taken for spam on arrival')).toHaveCount(0);
    await expect.poll(() => mailsTo(botEmail).length).toBe(1);
    await expect.poll(() => mailsAbout('from Quick Sender').length).toBe(1);

    // Job applications notify hiring from now on.
    await admin
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Notifications' })
      .click();
    await admin.getByLabel('Job application enquiries').fill(`hiring.${id}@deltacrest.example`);
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByRole('status')).toHaveText(
      'Saved. New enquiries notify these addresses.',
    );
    await expect(admin.getByText(`Now: hiring.${id}@deltacrest.example (set here)`)).toBeVisible();
    await expectNoAxeViolations(admin);
    for (const width of widths) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.screenshot({
        path: `test-results/staff-notifications-${width}.png`,
        fullPage: true,
      });
    }

    // Disabled, the colleague's open session gets nothing.
    await admin.goto('/staff/team');
    await card(admin, colleagueEmail).getByRole('button', { name: 'Disable' }).click();
    await expect(card(admin, colleagueEmail)).toContainText('Disabled');
    await colleague.goto('/staff');
    await expect(colleague).toHaveURL(/\/staff\/sign-in/);
    await expect(colleague.getByTestId('staff-name')).toHaveCount(0);
  } finally {
    server.stop();
  }
});
