/**
 * The back office's story as a new staff member lives it: a member applies with a CV → the CLI's
 * set-up link → password → TOTP enrolment → the inbox shows the application → status change →
 * CV download → CSV export → the member sees the new status; once the account is disabled, and
 * for no session, a member's session or one before its second factor, no /staff page or
 * download gives personal data. The admin test inserts its session directly.
 * Needs PostgreSQL (the CLI runs beside the server): run under with-postgres.sh.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { budgetFor } from '../scripts/budgets.mjs';
import { measureRoute, type ScriptCache } from '../scripts/js-bytes.mjs';
import { expectNoAxeViolations, widths } from './helpers';
import { insertMember } from './support/member';
import { sendJobApplication, signInMember } from './support/site-forms';
import {
  enquiryIdOf,
  enrolStaff,
  giveStaffCookie,
  insertStaffSession,
  staffCli,
} from './support/staff';

const databaseUrl = process.env.DATABASE_URL ?? '';
const NAME = `Kelechi Applicant ${Date.now().toString(36)}`;
const EMAIL = `kelechi.${Date.now().toString(36)}@example.com`;

/** A job application with a CV through the job page's form; the enquiry's id. */
async function sendApplication(request: APIRequestContext, baseURL: string, email = EMAIL) {
  const reference = await sendJobApplication(request, baseURL, {
    name: NAME,
    email,
    // Each call its own submission: the same one twice would be stored once.
    message: `=HYPERLINK("http://evil")\nSecond line ${Math.random().toString(36).slice(2)}`,
  });
  return enquiryIdOf(databaseUrl, reference);
}

/** Every /staff page and download that could show the application, asked by `context`. */
async function expectNoPersonalData(context: BrowserContext, who: string, id: string) {
  const urls = [
    '/staff',
    `/staff/enquiries/${id}`,
    '/staff/audit',
    '/staff/operations',
    '/staff/team',
    `/staff/erase?email=${encodeURIComponent(EMAIL)}`,
    `/api/staff/enquiries/${id}/cv`,
    '/api/staff/export',
    `/api/staff/access?email=${encodeURIComponent(EMAIL)}`,
  ];
  for (const url of urls) {
    const answer = await context.request.get(url, { maxRedirects: 0 });
    const body = await answer.text();
    // includes(), not toContain(): a failure names the page without printing all of it.
    expect(body.includes(NAME), `${who} ${url} shows the name`).toBe(false);
    expect(body.includes(EMAIL), `${who} ${url} shows the e-mail`).toBe(false);
    expect(body.startsWith('%PDF'), `${who} ${url}`).toBe(false);
    expect(body.startsWith('PK'), `${who} ${url} is an archive`).toBe(false);
    expect([302, 303, 307, 401, 403], `${who} ${url}`).toContain(answer.status());
  }
}

test('a member applies; a new staff member enrols, changes its status, downloads the CV, exports; the member sees the status', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  expect(databaseUrl, 'run under scripts/with-postgres.sh').not.toBe('');
  const member = await insertMember(databaseUrl, `apply${Date.now().toString(36)}`);
  const memberContext = await browser.newContext({ baseURL });
  expect(await signInMember(memberContext.request, baseURL!, member.email, member.password)).toBe(
    true,
  );
  const id = await sendApplication(memberContext.request, baseURL!);
  const reference = id.slice(0, 8).toUpperCase();
  const memberPage = await memberContext.newPage();
  const sentItem = async () => {
    await memberPage.goto('/community');
    return memberPage.getByRole('listitem').filter({ hasText: reference });
  };
  await expect((await sentItem()).getByRole('definition').nth(2)).toHaveText('Received');

  const staffEmail = `ada.${Date.now().toString(36)}@deltacrest.example`;
  await enrolStaff(page, {
    databaseUrl,
    baseURL: baseURL!,
    email: staffEmail,
    name: 'Ada Staff',
    role: 'staff',
    password: 'a long staff password',
  });

  await page.goto(`/staff?type=job-application&q=${encodeURIComponent(EMAIL)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toContainText('(CV)');
  await expectNoAxeViolations(page);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/staff-inbox-${width}.png`, fullPage: true });
  }

  await row.getByRole('link', { name: NAME }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/enquiries/${id}$`));
  await expect(page.getByText('Second line')).toBeVisible();
  await page
    .getByRole('form', { name: 'Status change' })
    .getByRole('combobox')
    .selectOption('in-review');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('definition').filter({ hasText: /^In review$/ })).toBeVisible();
  await page.getByLabel('Internal note (staff only)').fill('Strong candidate.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('definition').filter({ hasText: 'Strong candidate.' })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/staff-enquiry-${width}.png`, fullPage: true });
  }

  const cv = await page.request.get(`/api/staff/enquiries/${id}/cv`);
  expect(cv.status()).toBe(200);
  expect(cv.headers()['content-type']).toBe('application/pdf');
  expect(cv.headers()['content-disposition']).toMatch(
    /^attachment; filename="cv.pdf"; filename\*=UTF-8''cv.pdf$/,
  );
  expect(cv.headers()['x-content-type-options']).toBe('nosniff');
  expect(cv.headers()['cache-control']).toBe('private, no-store');
  expect((await cv.body()).subarray(0, 4).toString()).toBe('%PDF');

  await page.goto(`/staff?q=${encodeURIComponent(EMAIL)}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export as CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toBe(
    '"reference","received","type","status","name","email","phone","message","details","cv"',
  );
  expect(lines[1]).toContain(`"${id}"`);
  expect(lines[1]).toContain('"in-review"');
  expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")`);

  // The member who sent it sees the new status in plain words, and never the staff's note.
  const item = await sentItem();
  await expect(item.getByRole('definition').nth(2)).toHaveText('In review');
  await expect(memberPage.getByText('Strong candidate.')).toHaveCount(0);
  await memberContext.close();

  // A disabled account's session, still in the browser, gets nothing more.
  staffCli(databaseUrl, baseURL!, 'disable', staffEmail);
  await expectNoPersonalData(context, 'disabled staff', id);
});

test('an admin reads the audit log and the erasure steps; the pages carry a nonce CSP', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  expect(databaseUrl, 'run under scripts/with-postgres.sh').not.toBe('');
  const email = `erase.${Date.now().toString(36)}@example.com`;
  await sendApplication(request, baseURL!, email);
  await giveStaffCookie(
    context,
    baseURL!,
    await insertStaffSession(databaseUrl, { role: 'admin' }),
  );
  const inbox = await page.goto('/staff');
  const csp = inbox!.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src[^;]*'nonce-[^']+'[^;]*'strict-dynamic'/);
  await page.goto('/staff/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'Viewed the inbox', exact: true }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // Operations: the backups, the mail and the disk, from the back office's navigation.
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Operations' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
  for (const part of ['Backups', 'Mail', 'Storage'])
    await expect(page.getByRole('heading', { level: 2, name: part })).toBeVisible();
  await expect(page.getByText('Free on the disk')).toBeVisible();
  // After a client-side navigation the title comes with the page's metadata, once it arrives.
  await expect(page).toHaveTitle('Operations | Back office');
  await expectNoAxeViolations(page);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/staff-operations-${width}.png`, fullPage: true });
  }
  await page.goto('/staff/erase');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Show what is held' }).click();
  await expect(page.getByText('1 enquiries, 1 of them with a CV, and their notes')).toBeVisible();
  await expectNoAxeViolations(page);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/staff-erase-${width}.png`, fullPage: true });
  }
  // The person's copy before it goes: one ZIP with their data and the CV as they sent it.
  const [archive] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download everything held about this address' }).click(),
  ]);
  expect(archive.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(readFileSync((await archive.path())!));
  const cvs = Object.keys(files).filter((name) => name.startsWith('cvs/'));
  expect(cvs).toEqual([expect.stringMatching(/^cvs\/[0-9A-F]{8}-cv\.pdf$/)]);
  const sentCv = readFileSync(path.join(__dirname, 'fixtures/cv.pdf'));
  expect(Buffer.from(files[cvs[0]!]!).equals(sentCv)).toBe(true);
  const data = JSON.parse(new TextDecoder().decode(files['data.json']));
  expect(data).toMatchObject({ emailAddress: email, enquiries: [{ type: 'job-application' }] });
  expect(Object.keys(files)).toContain('README.txt');
  await page.getByLabel(/Erase all of this/).check();
  await page.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Erased 1 enquiries (1 with a CV)');
});

test('no session, a member session and a session before its second factor get no personal data', async ({
  browser,
  request,
  baseURL,
}) => {
  expect(databaseUrl, 'run under scripts/with-postgres.sh').not.toBe('');
  const id = await sendApplication(request, baseURL!);
  const halfToken = await insertStaffSession(databaseUrl, { secondFactor: false });
  for (const who of ['nobody', 'member', 'half'] as const) {
    const context = await browser.newContext({ baseURL });
    if (who === 'member') {
      const member = await insertMember(databaseUrl, `inbox${Date.now().toString(36)}`);
      expect(await signInMember(context.request, baseURL!, member.email, member.password)).toBe(
        true,
      );
    }
    if (who === 'half') await giveStaffCookie(context, baseURL!, halfToken);
    await expectNoPersonalData(context, who, id);
    await context.close();
  }
});

test('the back office ships no more JavaScript than its budget, and none of it to public pages', async ({
  request,
  baseURL,
}) => {
  expect(databaseUrl, 'run under scripts/with-postgres.sh').not.toBe('');
  const id = await sendApplication(request, baseURL!);
  const token = await insertStaffSession(databaseUrl, { role: 'admin' });
  const cookie = `staff_session=${token}; __Host-staff_session=${token}`;
  const cache: ScriptCache = new Map();
  for (const path of [
    '/staff',
    `/staff/enquiries/${id}`,
    '/staff/audit',
    '/staff/erase',
    '/staff/operations',
    '/staff/team',
    '/staff/notifications',
    '/staff/replies',
  ]) {
    const route = await measureRoute(baseURL!, path, cache, { cookie });
    expect(route.finalPath, 'measured behind the sign-in').toBe(path);
    expect(route.gzip, path).toBeGreaterThan(0);
    expect(route.gzip, path).toBeLessThanOrEqual(budgetFor(path).bytes);
  }
  // What public pages load, read as text: nothing of the back office's screens or its API.
  for (const path of ['/', '/contact-us', '/community-login', '/job-opportunities']) {
    const route = await measureRoute(baseURL!, path, cache);
    for (const script of route.scripts) {
      const source = await (await request.get(script.url)).text();
      for (const marker of ['/api/staff/', 'Export as CSV', 'Internal note'])
        expect(source.includes(marker), `${path} loads ${script.url} with "${marker}"`).toBe(false);
    }
  }
});
