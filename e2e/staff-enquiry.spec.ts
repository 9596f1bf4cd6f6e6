/**
 * Working one enquiry as a staff member does, on the embedded database: with and without
 * JavaScript, each change (status, assignment, a typed reply, "Not spam") is answered with no
 * error on the page and the new value shown everywhere on it (the facts and the form's own
 * control); a saved reply chosen after typing keeps what was typed, with and without it; the
 * timeline, the audit log and the operations page read as sentences; on the team page what
 * takes away looks so and is asked once, also without JavaScript. The enquiry reads in the
 * visitor's words; the back office reads on a phone (cards, nothing sideways, every page of the
 * navigation in sight, the current one marked, bulk actions once a row is ticked); enrolment
 * asks for the recovery codes first. Screenshots at 390 and 1440 px.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  expectNoAxeViolations,
  expectNoErrorShown,
  expectNoSidewaysScroll,
  widths,
} from './helpers';
import { runScript } from './support/backup-traffic';
import { ready } from './support/form-checks';
import { fetchPageForm } from './support/page-forms';
import { startServer, type ServerProcess } from './support/server-process';
import { JOB_PATH } from './support/site-forms';
import { setUpFromLink } from './support/staff';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PASSWORD = 'a long staff password';
const LONG_NAME = 'Oluwadamilare Chukwuemekaokonkwo';
const APPLICANT = 'oluwadamilare.chukwuemekaokonkwo@example.com';
const SAVED_REPLY = 'Dear {name},\n\nThank you for your application ({reference}).';
let server: ServerProcess;
let env: Record<string, string>;
let admin: Page;
let reference = '';

async function shots(page: Page, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Every link of the back office's navigation is in sight, whole: none hides past an edge. */
async function expectWholeNavigation(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Back office' });
  const width = page.viewportSize()!.width;
  const links = await nav.getByRole('link').all();
  expect(links.length).toBeGreaterThan(1);
  for (const link of links) {
    const [box, label] = [(await link.boundingBox())!, await link.innerText()];
    expect(box.x, label).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, label).toBeLessThanOrEqual(width);
  }
  // Nothing in it scrolls: what is not in sight is not there.
  expect(await nav.getByRole('list').evaluate((list) => list.scrollWidth - list.clientWidth)).toBe(
    0,
  );
}

/** The enquiry's timeline, one sentence a line. */
const timeline = (page: Page) => page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');

/** Enrolment in its order: the codes to keep first, with a way to keep them; then the key. */
async function checkEnrolment(page: Page, where: string) {
  if (!where.startsWith('/staff/enrol')) return;
  const codes = page.getByTestId('recovery-codes');
  const confirm = page.getByRole('button', { name: 'Confirm' });
  expect((await codes.boundingBox())!.y).toBeLessThan((await confirm.boundingBox())!.y);
  const download = page.getByRole('link', { name: 'Download the codes' });
  expect(decodeURIComponent((await download.getAttribute('href'))!)).toContain(
    (await codes.locator('li').first().textContent())!.trim(),
  );
  await expect(page.getByRole('button', { name: 'Copy the codes' })).toBeVisible();
  await expect(page.getByTestId('totp-key')).toHaveText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  await expectNoAxeViolations(page);
  await shots(page, 'staff-enrol');
}

async function newPage(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL: server.base, javaScriptEnabled });
  return context.newPage();
}

test.beforeAll(async ({ browser }) => {
  env = {
    DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'enquiry-e2e-')), 'data'),
    // The default rule: an enquiry sent with no page-opening time, or within 3 s, is suspect.
    SPAM_MIN_SECONDS: '3',
  };
  server = await startServer(env);
  const printed = await runScript(
    'staff',
    ['add', 'ada.admin@deltacrest.example', '--name', 'Ada Admin', '--role', 'admin'],
    env,
  );
  admin = await newPage(browser);
  await setUpFromLink(admin, {
    printed,
    name: 'Ada Admin',
    password: PASSWORD,
    checkPage: checkEnrolment,
  });

  // A visitor with a long name applies for a job with a CV, as a person does.
  const visitor = await newPage(browser);
  await visitor.goto(JOB_PATH);
  await visitor.locator('summary', { hasText: 'Apply' }).click();
  await visitor.getByLabel('Your name').fill(LONG_NAME);
  await visitor.getByLabel('E-mail address').fill(APPLICANT);
  await visitor.getByLabel('Phone number').fill('+234 803 123 4567');
  await visitor.getByLabel('Upload your CV').setInputFiles(path.join(__dirname, 'fixtures/cv.pdf'));
  // A person takes longer than SPAM_MIN_SECONDS to fill a form in.
  await visitor.waitForTimeout(3_500);
  await visitor.getByRole('button', { name: 'Send application' }).click();
  reference = (await visitor.getByText(/^Reference: /).textContent())!.replace('Reference: ', '');
  // And a message a script posts at once, without the page's cookie: kept as suspected spam.
  const posted = await fetchPageForm(server.base, '/contact-us', {
    topic: 'other',
    name: 'Quick Sender',
    email: 'quick.sender@example.com',
    message: 'Buy now.',
  });
  expect(await posted.text()).toContain('Thank you: we have your enquiry');
});
test.afterAll(() => server?.stop());

test('the inbox on a phone: cards, nothing sideways, the page marked, bulk actions once ticked', async () => {
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/staff');
  const nav = admin.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Team' })).not.toHaveAttribute('aria-current');
  // Every page of the back office is in sight on a phone, nothing cut at its edge.
  await expectWholeNavigation(admin);
  // Unread rows, a long name and a long address: still nothing wider than the phone.
  await expect(admin.getByRole('link', { name: LONG_NAME })).toBeVisible();
  await expectNoSidewaysScroll(admin);
  // Every value of a card says what it is.
  const row = admin.getByRole('row').filter({ hasText: LONG_NAME });
  await expect(row.getByRole('cell').filter({ hasText: 'Job application (CV)' })).toBeVisible();
  await expect(row.getByRole('cell', { name: /Status/ })).toContainText('New');
  const apply = admin.getByRole('button', { name: 'Apply to the ticked enquiries' });
  await expect(apply).toBeHidden();
  await row.getByRole('checkbox').check();
  await expect(apply).toBeVisible();
  await row.getByRole('checkbox').uncheck();
  await expect(apply).toBeHidden();
  await expectNoAxeViolations(admin);
  await shots(admin, 'staff-inbox');
  // Another page of the back office: it is the one marked.
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the enquiry in the visitor’s words, and each change shown everywhere with no error (with JavaScript)', async () => {
  // A saved reply to start from, kept by the admin.
  await admin.goto('/staff');
  const nav = admin.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Saved replies' }).click();
  const add = admin.getByRole('form', { name: 'Add a saved reply' });
  await add.getByLabel('Title').fill('Next steps');
  await add.getByLabel('Reply').fill(SAVED_REPLY);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByRole('status')).toHaveText('Saved “Next steps”.');
  await nav.getByRole('link', { name: 'Inbox' }).click();
  await admin.getByRole('link', { name: LONG_NAME }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(
    `Job application from ${LONG_NAME}`,
  );
  const facts = admin.locator('main dl').first();
  await expect(facts).toContainText(`Reference${reference}`);
  await expect(facts).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC/);
  const sent = admin.locator('main dl').nth(1);
  await expect(sent).toContainText('JobFront-end Developer (React), Toronto');
  await expect(sent).not.toContainText('frontend-developer-toronto');
  await expect(sent).toContainText('E-mail address');
  await expectNoAxeViolations(admin);
  await shots(admin, 'staff-enquiry');

  const status = admin.getByRole('form', { name: 'Status change' });
  await status.getByLabel('Status').selectOption('in-review');
  await status.getByRole('button', { name: 'Change status' }).click();
  await expect(status.getByRole('status')).toHaveText('Status: In review.');
  await expectNoErrorShown(admin);
  await expect(admin.getByTestId('enquiry-status')).toHaveText('In review');
  await expect(status.getByLabel('Status')).toHaveValue('in-review');

  const assignment = admin.getByRole('form', { name: 'Assignment' });
  await assignment
    .getByLabel('Assigned to')
    .selectOption({ label: 'Ada Admin (ada.admin@deltacrest.example)' });
  await assignment.getByRole('button', { name: 'Assign' }).click();
  await expect(assignment.getByRole('status')).toHaveText('Assigned.');
  await expectNoErrorShown(admin);
  await expect(admin.getByTestId('enquiry-assignee')).toHaveText('Ada Admin');

  // Half a reply typed, then a saved reply chosen: it joins what was typed, which stays.
  const reply = admin.getByRole('form', { name: 'Reply to the visitor' });
  await ready(admin, true);
  await reply.getByRole('textbox').fill('Thank you: we will call you on Monday.');
  await admin.getByRole('combobox', { name: 'Saved reply' }).selectOption({ label: 'Next steps' });
  await admin.getByRole('button', { name: 'Use this reply' }).click();
  const filled = `Dear ${LONG_NAME},\n\nThank you for your application (${reference}).`;
  await expect(reply.getByRole('textbox')).toHaveValue(
    `Thank you: we will call you on Monday.\n\n${filled}`,
  );
  await expect(reply.getByRole('textbox')).toBeFocused();
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(
    admin.locator('#replies ~ *').getByText('Thank you: we will call you on Monday.'),
  ).toBeVisible();
  await expectNoErrorShown(admin);
  await expect(admin.getByTestId('enquiry-status')).toHaveText('Replied');
  await expect(status.getByLabel('Status')).toHaveValue('replied');
  await expect(reply.getByRole('textbox')).toHaveValue('');
  await expect(admin.getByText('No replies yet')).toHaveCount(0);

  // The timeline says each thing once, as a sentence, the reply's move to Replied included.
  await expect(timeline(admin).filter({ hasText: /assigned/i })).toHaveText(
    /: Ada Admin assigned it to themselves$/,
  );
  await expect(timeline(admin).filter({ hasText: /replied to/i })).toHaveText(
    /: Ada Admin replied to the visitor$/,
  );
  await expect(timeline(admin).filter({ hasText: /to Replied/ })).toHaveText(
    /: The reply moved the status from In review to Replied$/,
  );
  await expectNoAxeViolations(admin);
  await shots(admin, 'staff-timeline');
});

test('"Not spam" and a status change without JavaScript: shown everywhere, no error', async ({
  browser,
}) => {
  const page = await newPage(browser, false);
  await page.context().addCookies(await admin.context().cookies());
  await page.goto('/staff?q=quick.sender%40example.com');
  await page.getByRole('link', { name: 'Quick Sender' }).click();
  await expect(page.getByTestId('enquiry-status')).toHaveText('Spam');
  await page.getByRole('button', { name: 'Not spam' }).click();
  await expectNoErrorShown(page);
  await expect(page.getByTestId('enquiry-status')).toHaveText('New');
  const status = page.getByRole('form', { name: 'Status change' });
  await expect(status.getByLabel('Status')).toHaveValue('new');
  await status.getByLabel('Status').selectOption('closed');
  await status.getByRole('button', { name: 'Change status' }).click();
  await expect(status.getByRole('status')).toHaveText('Status: Closed.');
  await expectNoErrorShown(page);
  await expect(page.getByTestId('enquiry-status')).toHaveText('Closed');
  await expect(status.getByLabel('Status')).toHaveValue('closed');

  // Without JavaScript too, a saved reply chosen after typing keeps what was typed.
  const reply = page.getByRole('form', { name: 'Reply to the visitor' });
  await reply.getByRole('textbox').fill('We read your message.');
  await page.getByRole('combobox', { name: 'Saved reply' }).selectOption({ label: 'Next steps' });
  await page.getByRole('button', { name: 'Use this reply' }).click();
  await expect(reply.getByRole('textbox')).toHaveValue(
    /^We read your message\.\n\nDear Quick Sender,\n\nThank you for your application \([0-9A-F]{8}\)\.$/,
  );
  await expectNoErrorShown(page);
});

test('the audit log, the operations page and the team read as words, on a phone too', async ({
  browser,
}) => {
  await runScript('backup', [], env);
  // An enquiry that is gone (erased) says so in the page itself, not in a blank one.
  const gone = await admin.request.get('/staff/enquiries/00000000-0000-4000-8000-000000000000');
  expect(await gone.text()).toContain('<h1>Enquiry not found</h1>');
  await admin.goto('/staff');
  const nav = admin.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Audit log' }).click();
  const table = admin.getByRole('table');
  await expect(table).toContainText('Changed an enquiry');
  await expect(table).toContainText('Status: New → In review');
  await expect(table).not.toContainText('{"');
  // Each entry in a person's words: no stored keys, codes, ids or machine dates.
  await expect(table).toContainText('Viewed the inbox');
  await expect(table).toContainText('Added a saved reply');
  await expect(table).toContainText('Erased old enquiries');
  await expect(table).toContainText('Status: In review → Replied');
  for (const raw of [/page: \d/, /change: add/, /from: [a-z]/, /olderThan|count: \d/])
    await expect(table).not.toContainText(raw);
  await expect(table).not.toContainText(/\d{4}-\d\d-\d\dT\d\d:/);
  await expect(table).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await expectNoAxeViolations(admin);
  await shots(admin, 'staff-audit');

  // The backup just taken is "just now" or minutes ago, not "0 h ago".
  await nav.getByRole('link', { name: 'Operations' }).click();
  const last = admin.getByRole('definition').filter({ hasText: / UTC/ }).first();
  await expect(last).toHaveText(/ UTC \((just now|(a minute|\d+ minutes) ago)\)$/);
  await expectNoAxeViolations(admin);
  await shots(admin, 'staff-operations');

  await nav.getByRole('link', { name: 'Team' }).click();
  const invite = admin.getByRole('form', { name: 'Invite a colleague' });
  await invite.getByLabel('Name').fill('Bola Staff');
  await invite.getByLabel('E-mail address').fill('bola.staff@deltacrest.example');
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(invite.getByRole('status')).toContainText('Bola Staff is invited');
  // What takes away looks so: in the danger colour, unlike the other buttons.
  const theirs = admin.getByRole('listitem').filter({ hasText: 'bola.staff@deltacrest.example' });
  const disable = theirs.locator('summary', { hasText: 'Disable' });
  const remove = admin.getByRole('button', { name: 'Remove' });
  const change = admin.getByRole('button', { name: 'Change role' }).first();
  const colour = (control: typeof remove) => control.evaluate((el) => getComputedStyle(el).color);
  expect(await colour(disable)).toBe('rgb(180, 35, 24)');
  expect(await colour(remove)).toBe('rgb(180, 35, 24)');
  expect(await colour(change)).not.toBe('rgb(180, 35, 24)');
  await expectNoAxeViolations(admin);
  await shots(admin, 'staff-team');
  // Asked once without JavaScript too: the disclosure opens, its button does what it said.
  const plain = await newPage(browser, false);
  await plain.context().addCookies(await admin.context().cookies());
  await plain.goto('/staff');
  await plain
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Team' })
    .click();
  const bola = plain.getByRole('listitem').filter({ hasText: 'bola.staff@deltacrest.example' });
  await bola.locator('summary', { hasText: 'Disable' }).click();
  await expect(bola).toContainText('Bola Staff is signed out at once');
  await bola.getByRole('button', { name: 'Disable Bola Staff' }).click();
  await expect(bola.getByRole('status')).toHaveText('Bola Staff is disabled and signed out.');
  await expect(bola).toContainText('Disabled');
  await expect(bola.getByRole('button', { name: 'Enable' })).toBeVisible();
  await plain.context().close();
  // On a phone every page of the navigation is in sight, the one being read marked.
  await admin.setViewportSize({ width: 390, height: 900 });
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  await expectWholeNavigation(admin);
});
