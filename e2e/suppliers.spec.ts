/**
 * The builders' side, part 1, as both sides take it, by clicking, on a server of the test's own
 * with a real SMTP server: a member registers a UK company, uploads its documents and the
 * identity document, submits it; an admin (set up from the command line's link, past the second
 * factor) claims it, views the identity image, asks for the insurance again; the member reads
 * the message, uploads it again, submits again; the admin accepts everything and verifies it,
 * and the identity images are gone. Then the same data folder is served on clocks moved to 5
 * days before the insurance expires and to the day after: exactly the reminders due arrive, and
 * the company is Lapsed.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { budgetFor } from '../scripts/budgets.mjs';
import { measureRoute, type ScriptCache } from '../scripts/js-bytes.mjs';
import { expectNoAxeViolations, expectNoSidewaysScroll, widths } from './helpers';
import { runScript } from './support/backup-traffic';
import { fetchPageForm } from './support/page-forms';
import { startServer, type ServerProcess } from './support/server-process';
import { smtpInbox } from './support/smtp-inbox';
import { setUpFromLink } from './support/staff';

const PASSWORD = 'a long staff password';
const MEMBER_PASSWORD = 'correct horse battery';
const pdf = path.join(__dirname, 'fixtures/cv.pdf');
const DAY_MS = 86_400_000;
const day = (from: number, days: number) =>
  new Date(from + days * DAY_MS).toISOString().slice(0, 10);

async function looked(page: Page, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function uploadDocument(page: Page, name: string, fields: Record<string, string>) {
  await page
    .getByRole('link', { name: new RegExp(`^(Upload|Upload again|Renew) the ${name}`) })
    .click();
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value);
  await page.getByLabel('The document').setInputFiles(pdf);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status')).toHaveText('The document is uploaded.');
}

async function decide(page: Page, item: string, decision: string, note = '') {
  const form = page.getByRole('form', { name: `Decide on the ${item}` });
  await form.getByLabel('Decision').selectOption(decision);
  if (note) await form.getByLabel('Note to the company').fill(note);
  await form.getByRole('button', { name: /Save the decision/ }).click();
  await expect(form.getByRole('status')).toBeVisible();
}

async function decideCompany(page: Page, decision: string, note = '') {
  const form = page.getByRole('form', { name: 'Decide on the company' });
  await form.getByLabel('Decision').selectOption(decision);
  if (note) await form.getByLabel('Message to the company').fill(note);
  await form.getByRole('button', { name: 'Send the decision' }).click();
}

test('a company joins, is asked for a document again, is verified, and lapses when its insurance expires', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const inbox = await smtpInbox();
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'suppliers-e2e-')), 'data');
  const env = { DATA_DIR: dataDir, SMTP_URL: inbox.url };
  let server: ServerProcess = await startServer(env);
  const id = Date.now().toString(36);
  const memberEmail = `owner.${id}@example.com`;
  const today = Date.now();
  const insuranceEnds = day(today, 20);
  const passport = path.join(mkdtempSync(path.join(tmpdir(), 'passport-')), 'passport.jpg');
  writeFileSync(
    passport,
    await sharp({
      create: {
        width: 900,
        height: 600,
        channels: 3,
        background: 'white',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer(),
  );
  try {
    // The first admin, from the command line, past the second factor.
    const printed = await runScript(
      'staff',
      ['add', `admin.${id}@deltacrest.example`, '--name', 'Ada Admin', '--role', 'admin'],
      env,
    );
    const admin = await (await browser.newContext({ baseURL: server.base })).newPage();
    await setUpFromLink(admin, { printed, name: 'Ada Admin', password: PASSWORD });

    // A member registers and confirms from the mail.
    const registered = await fetchPageForm(server.base, '/community-register', {
      firstName: 'Oliver',
      lastName: 'Grant',
      username: `oliver_${id}`,
      email: memberEmail,
      phoneCountry: 'GB',
      phone: '0161 496 0123',
      gender: 'male',
      password: MEMBER_PASSWORD,
      confirmPassword: MEMBER_PASSWORD,
      country: 'AX',
    });
    expect(await registered.text()).toContain('Check your inbox');
    const member = await (await browser.newContext({ baseURL: server.base })).newPage();
    const confirm = new URL(await inbox.linkTo(memberEmail, '/community-confirm'));
    await member.goto(confirm.pathname + confirm.search);
    await member.getByLabel('Password').fill(MEMBER_PASSWORD);
    await member.getByRole('button', { name: 'Confirm my address' }).click();
    await expect(member).toHaveURL(/\/community$/);

    // The company, from the members area.
    await member.getByRole('link', { name: 'Register your company as a supplier' }).click();
    await expect(member.getByRole('heading', { level: 1 })).toHaveText('Register your company');
    await member.getByLabel('Registered name').fill('Grant Pipe Supplies Ltd');
    await member.getByLabel('Country of registration').selectOption('GB');
    await member.getByLabel('Registration number').fill('01234567');
    await member.getByLabel('Tax identification number (TIN)').fill('1234567890');
    await member.getByLabel('Registered address').fill('3 Deansgate, Manchester M3 2BW');
    await member.getByLabel('Supplier class').selectOption('general');
    await member.getByRole('checkbox', { name: 'Pipeline Services' }).check();
    await member.getByRole('checkbox', { name: 'England' }).check();
    await member.getByLabel('Responsible person: full name').fill('Oliver Grant');
    await member.getByLabel('Responsible person: role').fill('Director');
    await member.getByLabel('Responsible person: e-mail address').fill(memberEmail);
    await member.getByLabel('Responsible person: phone number').fill('0161 496 0123');
    await member.getByRole('button', { name: 'Register the company' }).click();
    await expect(member.getByRole('status')).toContainText('registered as a draft');
    await expect(member.getByRole('heading', { name: /Status: Draft/ })).toBeVisible();
    await expect(member.getByText('Upload the Certificate of incorporation.')).toBeVisible();

    await uploadDocument(member, 'Certificate of incorporation', {
      'Company number': '01234567',
      'Issue date': day(today, -900),
    });
    await uploadDocument(member, 'Insurance certificate', {
      'Policy number': 'POL-778',
      'Issue date': day(today, -300),
      'Expiry date': day(today, 200),
    });
    await uploadDocument(member, 'HSE management certificate', {
      'Certificate number': 'ISO-45001-9',
      'Issue date': day(today, -100),
      'Expiry date': day(today, 600),
    });
    await member.getByRole('link', { name: 'Upload the identity document' }).click();
    await expect(member.getByText('deleted as soon as a reviewer decides')).toBeVisible();
    await member.getByLabel('Document', { exact: true }).selectOption({ label: 'UK passport' });
    await member.getByLabel('Its number').fill('123456789');
    await member.getByLabel('Front (the side with the photo)').setInputFiles(passport);
    await member.getByRole('button', { name: 'Upload' }).click();
    await expect(member.getByRole('status')).toContainText('The identity document is uploaded');
    // Every page of the company, as the member sees them: axe, a phone's width, the budget.
    const session = (await member.context().cookies())
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
    const cache: ScriptCache = new Map();
    for (const page of ['', '/profile', '/documents/insurance', '/identity', '/colleagues']) {
      const route = await measureRoute(server.base, `/community/company${page}`, cache, {
        cookie: session,
      });
      expect(route.finalPath).toBe(`/community/company${page}`);
      expect(route.gzip).toBeLessThanOrEqual(budgetFor(route.finalPath).bytes);
      await member.goto(`/community/company${page}`);
      await looked(member, `supplier-page${page.replace(/\//g, '-') || '-company'}`);
    }
    await member.goto('/community/company');
    await member.getByRole('button', { name: 'Submit for review' }).click();
    await expect(member.getByRole('heading', { name: /Status: Submitted/ })).toBeVisible();
    await looked(member, 'supplier-submitted');

    // The admin claims it, views the identity image, asks for the insurance again.
    await admin
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Suppliers' })
      .click();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Suppliers');
    await looked(admin, 'supplier-queue');
    await admin.getByRole('link', { name: /Grant Pipe Supplies Ltd/ }).click();
    await admin.getByRole('button', { name: 'Claim it to review' }).click();
    await expect(admin.getByRole('button', { name: 'Release it for a colleague' })).toBeVisible();
    await admin.getByText(/Open the front of the UK passport/).click();
    const image = admin.getByRole('img', { name: /the front of the UK passport/ });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const imageSrc = (await image.getAttribute('src'))!;
    await admin.getByText('Open Insurance certificate').first().click();
    // The PDF opens inside the review page, and nowhere else; its bytes are the upload's.
    const frame = admin.locator('iframe[title^="Insurance certificate"]');
    const pdfResponse = await admin.request.get((await frame.getAttribute('src'))!);
    expect(pdfResponse.headers()).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline',
      'x-frame-options': 'SAMEORIGIN',
      'cache-control': 'private, no-store',
    });
    expect(pdfResponse.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(await pdfResponse.body()).toEqual(readFileSync(pdf));
    await looked(admin, 'supplier-review');
    await decide(
      admin,
      "Insurance certificate (employer's and public liability)",
      'action-requested',
      'The schedule page is missing: upload all of it.',
    );
    await decideCompany(
      admin,
      'action-requested',
      'Upload the whole insurance certificate, schedule included.',
    );
    await expect(admin.getByRole('status').first()).toHaveText(
      /^Action requested: the company is told/,
    );

    // The member reads it, uploads the insurance again, submits again.
    await member.getByRole('link', { name: 'My account' }).click();
    await member.getByRole('link', { name: 'See its documents and what to do next' }).click();
    await expect(member.getByRole('heading', { name: /Status: Action requested/ })).toBeVisible();
    await expect(
      member.getByText('Upload the whole insurance certificate, schedule included.'),
    ).toBeVisible();
    await expect(
      member.getByText('Our note: The schedule page is missing: upload all of it.'),
    ).toBeVisible();
    await uploadDocument(member, 'Insurance certificate', {
      'Policy number': 'POL-778',
      'Issue date': day(today, -300),
      'Expiry date': insuranceEnds,
    });
    await member.getByRole('button', { name: 'Submit again' }).click();
    await expect(member.getByRole('heading', { name: /Status: Submitted/ })).toBeVisible();

    // The admin accepts everything and verifies it.
    await admin.reload();
    await admin.getByRole('button', { name: 'Claim it to review' }).click();
    for (const item of [
      'Certificate of incorporation',
      "Insurance certificate (employer's and public liability)",
      'HSE management certificate (ISO 45001 or equivalent)',
      'identity check',
    ])
      await decide(admin, item, 'accepted');
    await decideCompany(admin, 'verified');
    await expect(admin.getByRole('status').first()).toHaveText(/^Verified: the company is told/);
    await expect(admin.getByText(/^Deleted /)).toBeVisible();
    expect((await admin.request.get(imageSrc)).status()).toBe(404);
    await expect(admin.getByRole('table', { name: /What staff and the server did/ })).toContainText(
      'Viewed an identity image',
    );

    await member.reload();
    await expect(member.getByRole('heading', { name: /Status: Verified/ })).toBeVisible();
    await expect(member.getByText(/Its images have been deleted/)).toBeVisible();
    await looked(member, 'supplier-verified');
    expect(
      inbox.mails.filter((mail) => mail.to.includes(memberEmail)).map((mail) => mail.subject),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/action requested$/),
        expect.stringMatching(/is a verified supplier$/),
      ]),
    );

    // Later: 5 days before the insurance ends, then the day after.
    const reminders = () =>
      inbox.mails
        .filter((mail) => mail.to.includes(memberEmail) && / expire/.test(mail.subject))
        .map((mail) => mail.subject);
    expect(reminders()).toEqual([]);
    for (const moment of [day(today, 15), day(today, 21)]) {
      server.stop();
      await new Promise((resolve) => server.child.once('exit', resolve));
      server = await startServer({
        ...env,
        CLOCK_AT: `${moment}T09:00:00Z`,
        NODE_OPTIONS: `--import ${path.resolve('e2e/support/shifted-clock.mjs')}`,
      });
      await expect
        .poll(() => reminders().length, { timeout: 30_000 })
        .toBe(moment === day(today, 15) ? 1 : 2);
    }
    expect(reminders()).toEqual([
      expect.stringMatching(/Insurance certificate .* expires in 5 days$/),
      expect.stringMatching(/Insurance certificate .* has expired$/),
    ]);
    await expect
      .poll(
        () =>
          inbox.mails.filter(
            (mail) => mail.to.includes(memberEmail) && /no longer verified$/.test(mail.subject),
          ).length,
      )
      .toBe(1);
    await member.goto(`${server.base}/community/company`);
    await expect(member.getByRole('heading', { name: /Status: Lapsed/ })).toBeVisible();
    await expect(member.getByText('Expired: Insurance certificate')).toBeVisible();
  } finally {
    server.stop();
    await inbox.close();
  }
});
