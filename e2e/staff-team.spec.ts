/**
 * The back office a small company runs on its own, on the default embedded database with the
 * site running throughout and a real SMTP server for its mail: the first admin comes from
 * `npm run staff` (asked of the running server) and invites a colleague on /staff/team; the
 * colleague sets up from the mailed link and enrols an authenticator. A member applies with a CV;
 * a bot's contact form (posted by a script as soon as its page opened) lands in Spam with its
 * reason and mails nothing until "Not spam" releases its two mails. The colleague replies with a
 * saved reply: the visitor receives it once, the timeline shows it sent, the member sees it in
 * /community, and the access-request download holds the enquiry, the reply and the CV byte for
 * byte. Routing; the last-admin rule, and an admin's own card offering nothing that would sign
 * them out; one answer per colleague's card, a refusal in place of the answer before it; a new
 * set-up link that says what it does, asks once and does it at once (the colleague signed out,
 * told why, mailed the same) before they set up again; and the colleague disabled: their open
 * session gets nothing. axe and screenshots on the new pages.
 */
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectNoAxeViolations, widths } from './helpers';
import { runScript } from './support/backup-traffic';
import { cookiesAfter, fetchPageForm } from './support/page-forms';
import { startServer } from './support/server-process';
import { JOB_PATH } from './support/site-forms';
import { smtpInbox } from './support/smtp-inbox';
import { setUpFromLink } from './support/staff';

const PASSWORD = 'a long staff password';
const MEMBER_PASSWORD = 'correct horse battery';

function form(page: Page, name: string) {
  return page.getByRole('form', { name });
}

function card(page: Page, email: string) {
  return page.getByRole('listitem').filter({ hasText: email });
}

async function screenshots(page: Page, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('invite, set up, spam and Not spam, a saved reply the member receives once and sees, the access download, routing, disabling', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const inbox = await smtpInbox();
  const env = {
    DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'team-e2e-')), 'data'),
    // The default: an enquiry sent sooner than this after its page opened is taken for spam.
    SPAM_MIN_SECONDS: '3',
    SMTP_URL: inbox.url,
  };
  const server = await startServer(env);
  const context = () => browser.newContext({ baseURL: server.base });
  try {
    const id = Date.now().toString(36);
    const adminEmail = `admin.${id}@deltacrest.example`;
    const colleagueEmail = `colleague.${id}@deltacrest.example`;
    const memberEmail = `member.${id}@example.com`;
    const botEmail = `bot.${id}@example.com`;

    // The first admin: the command line, with the site running.
    const printed = await runScript(
      'staff',
      ['add', adminEmail, '--name', 'Ada Admin', '--role', 'admin'],
      env,
    );
    const admin = await (await context()).newPage();
    await setUpFromLink(admin, { printed, name: 'Ada Admin', password: PASSWORD });
    const nav = (name: string) =>
      admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name }).click();

    // The admin invites a colleague on the team page.
    await nav('Team');
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
    await screenshots(admin, 'staff-team');

    // The admin keeps a saved reply.
    await nav('Saved replies');
    const add = form(admin, 'Add a saved reply');
    await add.getByLabel('Title').fill('Application received: next steps');
    await add
      .getByLabel('Reply')
      .fill(
        'Dear {name},\n\nThank you for your application ({reference}). We will call you this week.',
      );
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add.getByRole('status')).toHaveText('Saved “Application received: next steps”.');
    await expect(
      admin.getByRole('heading', { name: 'Application received: next steps' }),
    ).toBeVisible();
    await expectNoAxeViolations(admin);

    // The colleague follows the link in their mail and enrols an authenticator.
    const colleague = await (await context()).newPage();
    await setUpFromLink(colleague, {
      printed: await inbox.linkTo(colleagueEmail, '/staff/setup'),
      name: 'Cole League',
      password: PASSWORD,
    });
    // Not an admin: no team page for them.
    await colleague.goto('/staff/team');
    await expect(colleague).toHaveURL(/\/staff$/);

    // A member registers, confirms from the mail, and applies with a CV, as a person does.
    const registered = await fetchPageForm(server.base, '/community-register', {
      firstName: 'Ifeoma',
      lastName: 'Nwachukwu',
      username: `ifeoma_${id}`,
      email: memberEmail,
      phoneCountry: 'GB',
      phone: '0161 496 0123',
      gender: 'female',
      password: MEMBER_PASSWORD,
      confirmPassword: MEMBER_PASSWORD,
      country: 'AX',
    });
    expect(await registered.text()).toContain('Check your inbox');
    const member = await (await context()).newPage();
    const confirm = new URL(await inbox.linkTo(memberEmail, '/community-confirm'));
    await member.goto(confirm.pathname + confirm.search);
    await member.getByLabel('Password').fill(MEMBER_PASSWORD);
    await member.getByRole('button', { name: 'Confirm my address' }).click();
    await expect(member).toHaveURL(/\/community$/);
    await member.goto(JOB_PATH);
    await member.locator('summary', { hasText: 'Apply' }).click();
    await member.getByLabel('Your name').fill('Ifeoma Nwachukwu');
    await member.getByLabel('E-mail address').fill(memberEmail);
    await member.getByLabel('Phone number').fill('+44 161 496 0123');
    await member
      .getByLabel('Upload your CV')
      .setInputFiles(path.join(__dirname, 'fixtures/cv.pdf'));
    // A person takes longer than SPAM_MIN_SECONDS to fill a form in.
    await member.waitForTimeout(3_500);
    await member.getByRole('button', { name: 'Send application' }).click();
    await expect(member.getByText('Thank you: your application has been sent')).toBeVisible();
    const reference = (await member.getByText(/^Reference: /).textContent())!.replace(
      'Reference: ',
      '',
    );
    await expect.poll(() => inbox.to(memberEmail).length).toBe(2); // confirmation, acknowledgement

    // A bot-like visitor: a script that reads the contact page and posts its form at once,
    // keeping the page's cookies as a browser does (a browser driven here can take longer than
    // SPAM_MIN_SECONDS on a busy machine). It is thanked as usual; the enquiry waits under Spam
    // with its reason, mailing nothing.
    const opened = cookiesAfter(await fetch(`${server.base}/contact-us`));
    expect(opened).toContain('form_opened=');
    const botSent = await fetchPageForm(
      server.base,
      '/contact-us',
      { topic: 'other', name: 'Quick Sender', email: botEmail, message: 'Buy our services now.' },
      { cookie: opened },
    );
    expect(await botSent.text()).toContain('Thank you: we have your enquiry');
    await admin.goto(`/staff?q=${encodeURIComponent(botEmail)}`);
    await expect(admin.getByRole('cell', { name: 'Spam', exact: true })).toBeVisible();
    await admin.getByRole('link', { name: 'Quick Sender' }).click();
    await expect(
      admin.getByText(/Taken for spam on arrival: Sent \d\.\d s after the page opened/),
    ).toBeVisible();
    const aboutBot = () => inbox.mails.filter((mail) => mail.subject.includes('from Quick Sender'));
    expect(inbox.to(botEmail)).toEqual([]);
    expect(aboutBot()).toEqual([]);
    await expectNoAxeViolations(admin);
    // "Not spam": back to New, and its two mails go, once each.
    await admin.getByRole('button', { name: 'Not spam' }).click();
    await expect(admin.getByText('Taken for spam on arrival')).toHaveCount(0);
    await expect.poll(() => inbox.to(botEmail).length).toBe(1);
    await expect.poll(() => aboutBot().length).toBe(1);

    // Ticked in the inbox and closed in bulk, through the same code as one change.
    await admin.goto(`/staff?q=${encodeURIComponent(botEmail)}`);
    await admin.getByRole('checkbox', { name: /^Tick Quick Sender/ }).check();
    await admin.getByLabel('With the ticked enquiries').selectOption('closed');
    await admin.getByRole('button', { name: 'Apply to the ticked enquiries' }).click();
    await expect(admin.getByRole('status').filter({ hasText: '1 changed.' })).toBeVisible();
    await expect(admin.getByRole('cell', { name: 'Closed', exact: true })).toBeVisible();
    await expectNoAxeViolations(admin);
    await screenshots(admin, 'staff-inbox-bulk');

    // The colleague replies to the member with the saved reply; the application is unread for
    // them until they open it.
    await colleague.goto(`/staff?q=${encodeURIComponent(memberEmail)}`);
    await expect(colleague.getByRole('row').filter({ hasText: 'Ifeoma Nwachukwu' })).toContainText(
      '(unread)',
    );
    await colleague.getByRole('link', { name: 'Ifeoma Nwachukwu' }).click();
    await colleague
      .getByRole('combobox', { name: 'Saved reply' })
      .selectOption({ label: 'Application received: next steps' });
    await colleague.getByRole('button', { name: 'Use this reply' }).click();
    const box = colleague.getByLabel(`Your reply to ${memberEmail}`);
    await expect(box).toHaveValue(
      `Dear Ifeoma Nwachukwu,\n\nThank you for your application (${reference}). We will call you this week.`,
    );
    await colleague.getByRole('button', { name: 'Send reply' }).click();
    // Answered on the enquiry, the box empty again: one click cannot send it twice.
    await expect(
      form(colleague, 'Reply to the visitor').getByRole('status').filter({ hasText: 'Reply sent' }),
    ).toBeVisible();
    await expect(colleague.getByLabel(`Your reply to ${memberEmail}`)).toHaveValue('');
    const replies = () => inbox.to(memberEmail).filter((mail) => mail.subject.startsWith('Re: '));
    await expect.poll(() => replies().length).toBe(1);
    expect(replies()[0]!.subject).toContain(`(reference ${reference})`);
    expect(replies()[0]!.text).toContain('Reply-To: info@deltacrest.example');
    await expect(async () => {
      await colleague.reload();
      await expect(colleague.getByText(/Cole League, .* UTC\s*sent/)).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 15_000 });
    await expect(
      colleague.getByRole('listitem').filter({ hasText: 'Cole League replied to the visitor' }),
    ).toBeVisible();
    await expect(
      colleague.getByRole('listitem').filter({ hasText: `Mail to ${memberEmail}: Re: ` }),
    ).toContainText('sent');
    await expectNoAxeViolations(colleague);
    await screenshots(colleague, 'staff-reply');
    await colleague.goto(`/staff?q=${encodeURIComponent(memberEmail)}`);
    await expect(
      colleague.getByRole('row').filter({ hasText: 'Ifeoma Nwachukwu' }),
    ).not.toContainText('(unread)');

    // The member sees the reply in the members area.
    await member.goto('/community');
    await expect(member.getByRole('heading', { name: 'Our replies' })).toBeVisible();
    await expect(member.getByText('We will call you this week.')).toBeVisible();
    await expectNoAxeViolations(member);

    // The access request: one file with the enquiry, the reply and the CV byte for byte.
    await admin.goto('/staff/erase');
    await admin.getByLabel('E-mail address').fill(memberEmail);
    await admin.getByRole('button', { name: 'Show what is held' }).click();
    const [archive] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Download everything held about this address' }).click(),
    ]);
    const files = unzipSync(readFileSync((await archive.path())!));
    const data = JSON.parse(new TextDecoder().decode(files['data.json']));
    expect(data.enquiries).toEqual([
      expect.objectContaining({
        reference,
        type: 'job-application',
        ourReplies: [
          expect.objectContaining({
            from: 'Cole League',
            text: expect.stringContaining('We will call you this week.'),
          }),
        ],
      }),
    ]);
    const cv = Object.keys(files).find((name) => name.startsWith('cvs/'))!;
    expect(
      Buffer.from(files[cv]!).equals(readFileSync(path.join(__dirname, 'fixtures/cv.pdf'))),
    ).toBe(true);

    // Job applications notify hiring from now on.
    await nav('Notifications');
    await admin.getByLabel('Job application enquiries').fill(`hiring.${id}@deltacrest.example`);
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByRole('status')).toHaveText(
      'Saved. New enquiries notify these addresses.',
    );
    await expect(admin.getByText(`Now: hiring.${id}@deltacrest.example (set here)`)).toBeVisible();
    await expectNoAxeViolations(admin);
    await screenshots(admin, 'staff-notifications');

    // The only admin cannot step down, and their own card offers nothing that would sign them
    // out or lock them out.
    await nav('Team');
    const own = card(admin, adminEmail);
    await own.getByLabel('Role', { exact: true }).selectOption('staff');
    await own.getByRole('button', { name: 'Change role' }).click();
    await expect(own.getByRole('alert')).toContainText('This would leave no enabled admin');
    await expect(own.locator('summary')).toHaveCount(0);
    await expect(own.getByRole('button', { name: /disable|remove|link/i })).toHaveCount(0);
    await expect(own).toContainText('ask another admin');
    await expect(
      form(admin, 'Remove a colleague').getByRole('option', { name: /Ada Admin/ }),
    ).toHaveCount(0);

    // One answer per colleague: a refusal takes the place of the answer before it, in line
    // with the form. A colleague is made an admin, then removed in another tab meanwhile.
    const tempEmail = `temp.${id}@deltacrest.example`;
    await invite.getByLabel('Name').fill('Tia Temp');
    await invite.getByLabel('E-mail address').fill(tempEmail);
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expect(invite.getByRole('status')).toContainText('Tia Temp is invited');
    const temp = card(admin, tempEmail);
    await temp.getByLabel('Role', { exact: true }).selectOption('admin');
    await temp.getByRole('button', { name: 'Change role' }).click();
    await expect(temp.getByRole('status')).toContainText('Tia Temp is now an admin');
    const other = await admin.context().newPage();
    await other.goto('/staff');
    await other
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Team' })
      .click();
    const removal = form(other, 'Remove a colleague');
    await removal.getByLabel('Colleague').selectOption({ label: `Tia Temp (${tempEmail})` });
    await removal.getByLabel('Remove this account for good').check();
    await removal.getByRole('button', { name: 'Remove' }).click();
    await expect(removal.getByRole('status')).toContainText('Tia Temp is removed');
    await other.close();
    await temp.locator('summary', { hasText: 'New set-up link' }).click();
    await expect(temp).toContainText('the one sent before stops working');
    await temp.getByRole('button', { name: 'Send a new link' }).click();
    const refusal = temp.getByRole('alert');
    await expect(refusal).toContainText(`No staff member has the address ${tempEmail}`);
    await expect(temp.locator('.form-message, .error-summary')).toHaveCount(1);
    const [answerBox, roleBox] = [
      (await refusal.boundingBox())!,
      (await temp.getByLabel('Role', { exact: true }).boundingBox())!,
    ];
    expect(Math.abs(answerBox.x - roleBox.x)).toBeLessThan(1);
    await expectNoAxeViolations(admin);
    await screenshots(admin, 'staff-team-refusal');

    // A new set-up link for a colleague says what it does and asks once; then it is done at
    // once, as the page said: the colleague is signed out, and told why.
    const theirs = card(admin, colleagueEmail);
    const mailsBefore = inbox.to(colleagueEmail).length;
    await theirs.locator('summary', { hasText: 'New set-up link' }).click();
    await expect(theirs).toContainText('stop working at once');
    const reset = theirs.getByRole('button', { name: 'Reset and send the link' });
    expect(await reset.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(180, 35, 24)');
    await reset.click();
    await expect(theirs.getByRole('status')).toContainText(
      'Cole League’s password and authenticator no longer work',
    );
    await colleague
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Inbox' })
      .click();
    await expect(colleague).toHaveURL(/\/staff\/sign-in/);
    await expect(colleague.getByRole('status').filter({ hasText: 'signed out' })).toContainText(
      'reset your sign-in',
    );
    await expectNoAxeViolations(colleague);
    // The mail says the same: done already, not "nothing changes until the link is used".
    await expect.poll(() => inbox.to(colleagueEmail).length).toBe(mailsBefore + 1);
    const resetMail = inbox.to(colleagueEmail).at(-1)!.text;
    expect(resetMail).toContain('no longer work');
    expect(resetMail).not.toContain('nothing changes');
    // The colleague sets up again from it, as on their first day.
    await setUpFromLink(colleague, {
      printed: await inbox.linkTo(colleagueEmail, '/staff/setup'),
      name: 'Cole League',
      password: PASSWORD,
    });

    // Disabled, the colleague's open session gets nothing.
    await theirs.locator('summary', { hasText: 'Disable' }).click();
    await expect(theirs).toContainText('signed out at once');
    await theirs.getByRole('button', { name: 'Disable Cole League' }).click();
    await expect(theirs).toContainText('Disabled');
    await colleague.goto('/staff');
    await expect(colleague).toHaveURL(/\/staff\/sign-in/);
    await expect(colleague.getByTestId('staff-name')).toHaveCount(0);

    // Exactly once, long after they were sent: the reply, and the bot's two released mails.
    expect(replies()).toHaveLength(1);
    expect(inbox.to(botEmail)).toHaveLength(1);
    expect(aboutBot()).toHaveLength(1);
  } finally {
    server.stop();
    await inbox.close();
  }
});
