/**
 * Alerts as a person meets them. A visitor answers the wizard, asks "E-mail me new jobs like
 * these" and confirms from the mailed link; another saves a business search the same way. Then a
 * matching job and listing are published, and exactly one mail arrives for each, with a stop
 * link and one-click headers that work, and nothing more on the sender's next runs.
 *
 * Publishing without a build: the sample job and listing appear on their own days
 * (`datePosted`, `listedOn`), so the visitors subscribe on a server whose clock stands the day
 * before (e2e/support/shifted-clock.mjs), and the same data folder is then served by one on
 * today's clock, where both are new. A member sees, changes and stops an alert in /community on
 * the suite's own server.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { findBusiness } from '@/content/businesses';
import { findJob } from '@/content/jobs';
import { expectNoAxeViolations, widths } from './helpers';
import { newMember } from './support/members';
import { postPageForm } from './support/page-forms';
import { exitWithin, startServer, type ServerProcess } from './support/server-process';
import { smtpInbox, type ReceivedMail } from './support/smtp-inbox';
import { forgedLink } from '../tests/support/forged-link';

const vancouver = findJob('backend-developer-contract-vancouver')!; // posted 17 November 2026
const laval = findBusiness('coffee-franchise-laval')!; // listed 18 November 2026
const toronto = findJob('frontend-developer-toronto')!;

/** A mailed link's path and query, for the test's own server. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function screenshots(page: Page, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function subscribe(page: Page, email: string, button: string) {
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('status')).toContainText(`we have sent a link to ${email}`);
}

async function confirmFromMail(
  page: Page,
  base: string,
  inbox: Awaited<ReturnType<typeof smtpInbox>>,
  email: string,
) {
  const link = `${base}${pathOf(await inbox.linkTo(email, '/alerts/confirm'))}`;
  await page.goto(link);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start my alert' }).click();
  await expect(page.getByRole('status')).toContainText('Your alert is on');
  // Done is done: no button left to press again, and the link opened again says the alert is
  // on rather than that it failed.
  await expect(page.getByRole('button', { name: 'Start my alert' })).toHaveCount(0);
  await page.goto(link);
  await page.getByRole('button', { name: 'Start my alert' }).click();
  await expect(page.getByRole('status')).toContainText('This alert is already on');
  await expect(page.getByText(/expired|already been used/)).toHaveCount(0);
}

const digestsTo = (mails: ReceivedMail[], email: string) =>
  mails.filter((mail) => mail.to.includes(email) && mail.subject.startsWith('New '));

const runs = (server: ServerProcess) =>
  server.lines.filter((line) => line.includes('"alert sender ran"')).length;

test('the wizard’s alert and a saved business search: confirmed, mailed once when something new matches, stopped in one click', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const inbox = await smtpInbox();
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'alerts-e2e-')), 'data');
  const id = Date.now().toString(36);
  const jobSeeker = `seeker.${id}@example.com`;
  const buyer = `buyer.${id}@example.com`;
  const env = { DATA_DIR: dataDir, SMTP_URL: inbox.url };
  const before = await startServer({
    ...env,
    CLOCK_AT: '2026-11-16T12:00:00Z',
    NODE_OPTIONS: `--import ${path.resolve('e2e/support/shifted-clock.mjs')}`,
  });
  try {
    // The wizard, answered for the kind of job about to be published (none is open yet).
    await page.goto(`${before.base}/work-in-canada`);
    await page.locator('form.wizard[data-ready]').waitFor();
    await page.getByLabel('Job category').selectOption({ label: 'Web development' });
    await page.getByLabel('Job title').selectOption({ label: 'Back-end developer' });
    await page.getByLabel('3 to 5 years').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Remote').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Hourly').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Province or territory').selectOption({ label: 'British Columbia' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('No openings match all your answers')).toBeVisible();
    await page.getByRole('link', { name: 'E-mail me new jobs like these' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'E-mail me new jobs like these',
    );
    // The form holds the wizard's answers, each of which can still be widened.
    await expect(page.getByLabel('Job title')).toHaveValue('backend-developer');
    await expect(page.getByLabel('Commitment')).toHaveValue('hourly');
    await expect(page.getByLabel('Where')).toHaveValue('CA|BC|');
    await expectNoAxeViolations(page);
    await screenshots(page, 'alert-form');
    await subscribe(page, jobSeeker, 'E-mail me new jobs');
    await confirmFromMail(page, before.base, inbox, jobSeeker);

    // A saved business search: in Quebec, where only Quebec City's bakery is listed yet.
    await page.goto(`${before.base}/business-search?location=Quebec`);
    await page.getByRole('link', { name: 'E-mail me new listings like this' }).click();
    await expect(page).toHaveURL(/\/alerts\?kind=businesses&location=Quebec$/);
    await expect(page.getByRole('combobox', { name: /^Location/ })).toHaveValue('Quebec');
    await subscribe(page, buyer, 'E-mail me new listings');
    await confirmFromMail(page, before.base, inbox, buyer);
  } finally {
    before.stop();
    await exitWithin(before, 30_000);
  }
  expect(digestsTo(inbox.mails, jobSeeker)).toHaveLength(0);

  // The job and the listing are published: the same data, served on today's clock.
  const server = await startServer({ ...env, ALERT_SWEEP_SECONDS: '1' });
  try {
    await expect.poll(() => digestsTo(inbox.mails, jobSeeker).length, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => digestsTo(inbox.mails, buyer).length, { timeout: 30_000 }).toBe(1);
    // Three more runs of the sender: nothing more.
    const ran = runs(server);
    await expect.poll(() => runs(server), { timeout: 30_000 }).toBeGreaterThanOrEqual(ran + 3);
    expect(digestsTo(inbox.mails, jobSeeker)).toHaveLength(1);
    expect(digestsTo(inbox.mails, buyer)).toHaveLength(1);

    const [jobs] = digestsTo(inbox.mails, jobSeeker);
    expect(jobs!.text).toContain(vancouver.title);
    expect(jobs!.text).not.toContain(toronto.title);
    const [listings] = digestsTo(inbox.mails, buyer);
    expect(listings!.text).toContain(laval.title);
    expect(listings!.text).not.toContain(findBusiness('bakery-cafe-quebec-city')!.title);

    // One click from a mail program (RFC 8058): a POST to the header's address, no cookie.
    expect(listings!.text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const oneClick = /^List-Unsubscribe: <([^>]+)>$/m.exec(listings!.text)![1]!;
    const post = () =>
      page.request.post(`${server.base}${pathOf(oneClick)}`, {
        form: { 'List-Unsubscribe': 'One-Click' },
      });
    expect(await (await post()).text()).toBe('Your alert is stopped: it sends no more e-mail.');
    expect(await (await post()).text()).toBe(
      'This alert was already stopped: nothing was changed.',
    );

    // The stop link a person follows: the page names the alert, one button stops it.
    const stop = /Stop this alert with one click: (\S+)/.exec(jobs!.text)![1]!;
    await page.goto(`${server.base}${pathOf(stop)}`);
    await expect(page.getByText(`This alert e-mails ${jobSeeker} new jobs`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Stop this alert' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your alert is stopped: it sends no more e-mail.',
    );
    await expect(page.getByRole('button', { name: 'Stop this alert' })).toHaveCount(0);
    // A forged link changes nothing and says so.
    await page.goto(`${server.base}${forgedLink(pathOf(stop))}`);
    await expect(page.getByRole('status')).toContainText('not a valid stop link');
  } finally {
    server.stop();
    await inbox.close();
  }
});

test('a member sees, changes and stops an alert in the members area', async ({ page, baseURL }) => {
  const member = await newMember(page.request, baseURL!, 'alerts');
  await page.goto('/job-opportunities?category=project-management');
  await page.getByRole('link', { name: 'E-mail me new jobs like these' }).click();
  await expect(page.getByLabel('Your e-mail address')).toHaveValue(member.email);
  await page.getByRole('button', { name: 'E-mail me new jobs' }).click();
  await expect(page.getByRole('status')).toContainText('Your alert is on');

  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/community$/);
  const alerts = page.getByRole('region', { name: 'Your alerts' });
  await expect(alerts.getByRole('listitem')).toHaveCount(1);
  await expect(alerts.getByRole('listitem')).toContainText('Jobs: Project management');
  await expectNoAxeViolations(page);

  await alerts.getByRole('link', { name: 'Change this alert' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change your alert');
  await page.getByLabel('Experience').selectOption({ label: '6 to 10 years' });
  // Where: anywhere in Canada, or any province, not only what the alert had.
  await page.getByLabel('Where').selectOption({ label: 'Ontario' });
  await page.getByRole('button', { name: 'Save the alert' }).click();
  await expect(page).toHaveURL(/\/community\?alert=changed#alerts$/);
  await expect(page.getByRole('status')).toContainText('Your alert is changed');
  await expect(alerts.getByRole('listitem')).toContainText('Project management, 6 to 10 years');
  await expect(alerts.getByRole('listitem')).toContainText('in Ontario, Canada');
  await screenshots(page, 'member-alerts');

  await alerts.getByRole('button', { name: 'Stop this alert' }).click();
  await expect(page.getByRole('status')).toContainText('Your alert is stopped');
  await expect(alerts.getByRole('listitem')).toHaveCount(0);
  await expect(alerts).toContainText('You have no alerts');
});

test('without JavaScript the form subscribes, and refuses an unknown choice or a long search with its summary', async ({
  request,
  baseURL,
}) => {
  const email = `nojs.${Date.now().toString(36)}@example.com`;
  const post = (path: string, fields: Record<string, string>) =>
    postPageForm(request, path, fields, { origin: baseURL! });
  const accepted = await post('/alerts?kind=jobs&category=web-developer', { email });
  expect(accepted.status()).toBe(200);
  expect(await accepted.text()).toContain(`we have sent a link to ${email}`);

  const unknown = await (await post('/alerts?kind=jobs', { email, category: 'astronaut' })).text();
  expect(unknown).toContain('There is a problem');
  expect(unknown).toContain('Choose one of the listed options');
  const long = await (await post('/alerts?kind=businesses', { email, q: 'x'.repeat(101) })).text();
  expect(long).toContain('Search words must be at most 100 characters');
});

test('the alert form’s privacy link says what an alert keeps, why and until when', async ({
  page,
}) => {
  await page.goto('/alerts?kind=jobs&category=web-developer');
  await page.getByRole('main').getByRole('link', { name: 'privacy notice', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  const alerts = page.getByRole('listitem').filter({ hasText: 'E-mail alerts' });
  await expect(alerts).toContainText('your e-mail address and the search');
  const kept = page.getByRole('paragraph').filter({ hasText: 'An alert is kept' });
  await expect(kept).toContainText('until you stop it');
  await expect(kept).toContainText('3 days');
});
