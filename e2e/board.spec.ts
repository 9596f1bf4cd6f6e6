/**
 * The builders' side, part 2, as both sides take it, by clicking, on a server of the test's own
 * with a real SMTP server. Two verified companies and one waiting for review are put into its
 * database first (e2e/support/companies.ts; how a company is verified is e2e/suppliers.spec.ts's
 * story). Staff publish an invited-only opportunity and a public one; the public summary reads
 * signed out, in the HTML itself, and is in the sitemap; the invited company opens its mailed
 * link, marks interest, asks a question, receives the published answer and an addendum by mail,
 * sends and changes its expression of interest; a company not invited finds nothing, one not
 * verified sees what to do. On a clock moved to 20 seconds before the closing time, a change
 * sent after it is refused; staff see the company's standing at closing, shortlist it, and the
 * company sees its outcome. A notice's poll is answered once per company.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { budgetFor } from '../scripts/budgets.mjs';
import { measureRoute, type ScriptCache } from '../scripts/js-bytes.mjs';
import { expectNoAxeViolations, expectNoSidewaysScroll, widths } from './helpers';
import { runScript } from './support/backup-traffic';
import { seedCompanies, type SeedMember } from './support/companies';
import { startServer, type ServerProcess } from './support/server-process';
import { smtpInbox } from './support/smtp-inbox';
import { setUpFromLink } from './support/staff';

const PASSWORD = 'a long staff password';
/** A `datetime-local` value in Lagos time (West Africa Time: UTC+1 all year, no summer time). */
const lagosInput = (at: Date) => new Date(at.getTime() + 3_600_000).toISOString().slice(0, 16);
const pdf = path.join(__dirname, 'fixtures/cv.pdf');

async function looked(page: Page, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signedIn(browser: Browser, base: string, member: SeedMember): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: base })).newPage();
  await page.goto('/community-login');
  await page.getByPlaceholder('Email id').fill(member.email);
  await page.getByPlaceholder('Password').fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/community$/);
  return page;
}

/** Drafts an opportunity from the list's form; its page is open after. */
async function draft(
  admin: Page,
  values: { title: string; kind: string; visibility: string; publicSummary?: boolean },
  closes: string,
) {
  await admin.goto('/staff/opportunities');
  const form = admin.getByRole('form', { name: 'Draft a new opportunity' });
  await form.getByLabel('Title', { exact: true }).fill(values.title);
  await form.getByLabel('Kind', { exact: true }).selectOption({ label: values.kind });
  await form
    .getByLabel('Scope', { exact: true })
    .fill('Replace 4 km of 6-inch flowline at the Oben field, hydrotest and reinstate.');
  await form.getByRole('checkbox', { name: 'Pipeline Services' }).check();
  await form.getByRole('checkbox', { name: 'Rivers' }).check();
  await form
    .getByLabel('Who may take part', { exact: true })
    .selectOption({ label: values.visibility });
  if (values.publicSummary) await form.getByRole('checkbox', { name: /public summary/ }).check();
  await form.getByLabel('Questions close (Lagos time)', { exact: true }).fill(closes);
  await form.getByLabel('Expressions of interest close (Lagos time)', { exact: true }).fill(closes);
  await form.getByRole('button', { name: 'Save the draft' }).click();
  await expect(admin.getByRole('status').filter({ hasText: /The draft is saved/ })).toBeVisible();
  return admin.url().split('/').at(-1)!.split('?')[0]!;
}

test('an opportunity from publishing to outcome, on both sides; a notice’s poll answered once', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const inbox = await smtpInbox();
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'board-e2e-')), 'data');
  const env = { DATA_DIR: dataDir, SMTP_URL: inbox.url };
  // Started once to make the database, stopped to put the companies in.
  let server: ServerProcess = await startServer(env);
  const restart = async (more: Record<string, string> = {}) => {
    server.stop();
    await new Promise((resolve) => server.child.once('exit', resolve));
    server = await startServer({ ...env, ...more });
  };
  const id = Date.now().toString(36);
  const member = (name: string): SeedMember => ({
    email: `${name}.${id}@example.com`,
    password: 'correct horse battery',
    firstName: name[0]!.toUpperCase() + name.slice(1),
  });
  const [alpha, beta, pending] = [member('amaka'), member('bayo'), member('chika')];
  server.stop();
  await new Promise((resolve) => server.child.once('exit', resolve));
  await seedCompanies(dataDir, [
    { owner: alpha, name: 'Alpha Pipeline Services Ltd' },
    { owner: beta, name: 'Beta Valves Nigeria Ltd' },
    { owner: pending, name: 'Chika Works Ltd', state: 'submitted' },
  ]);
  server = await startServer(env);
  try {
    const printed = await runScript(
      'staff',
      ['add', `admin.${id}@deltacrest.example`, '--name', 'Ada Admin', '--role', 'admin'],
      env,
    );
    const admin = await (await browser.newContext({ baseURL: server.base })).newPage();
    await setUpFromLink(admin, { printed, name: 'Ada Admin', password: PASSWORD });
    // Closing in 12 minutes (Lagos time, to the minute): within 48 hours, so an addendum asks.
    const closesAt = new Date(Math.ceil((Date.now() + 12 * 60_000) / 60_000) * 60_000);
    const closes = lagosInput(closesAt);

    // The invited-only one: drafted, a company invited, a document, published.
    const invited = await draft(
      admin,
      {
        title: 'Flowline replacement, Oben field',
        kind: 'Subcontract package',
        visibility: 'Invited companies only',
      },
      closes,
    );
    await looked(admin, 'board-staff-draft');
    const invite = admin.getByRole('form', { name: 'Invite companies' });
    await invite.getByRole('checkbox', { name: 'Alpha Pipeline Services Ltd' }).check();
    await invite.getByRole('button', { name: 'Invite them' }).click();
    await expect(
      invite.getByRole('status').filter({
        hasText: /Invited 1 company: each is mailed a link of its own when you publish/,
      }),
    ).toBeVisible();
    const addFile = admin.getByRole('form', { name: 'Add a document' });
    await addFile.getByLabel('Add a document (PDF)', { exact: true }).setInputFiles(pdf);
    await addFile.getByRole('button', { name: 'Add the document' }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: 'The document is added.' }),
    ).toBeVisible();
    await admin.getByRole('button', { name: 'Publish it' }).click();
    await expect(admin.getByRole('status').filter({ hasText: /^Published/ })).toBeVisible();

    // The public one.
    const open = await draft(
      admin,
      {
        title: 'Valve supply, Onne base',
        kind: 'Supply request',
        visibility: 'Every verified company (of the classes allowed)',
        publicSummary: true,
      },
      closes,
    );
    await admin.getByRole('button', { name: 'Publish it' }).click();
    await expect(admin.getByRole('status').filter({ hasText: /^Published/ })).toBeVisible();

    // Signed out: the public board and summary, in the HTML itself; the sitemap; the rest 404s.
    const html = await (await fetch(`${server.base}/opportunities/${open}`)).text();
    expect(html).toContain('<h1>Valve supply, Onne base</h1>');
    expect(html).toContain('Supply request');
    expect(html).not.toContain('Replace 4 km');
    const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/opportunities/${open}</loc>`);
    expect(sitemap).not.toContain(invited);
    const hidden = await fetch(`${server.base}/opportunities/${invited}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).toContain('<h1>Opportunity not found</h1>');
    const visitor = await (
      await browser.newContext({ baseURL: server.base, javaScriptEnabled: false })
    ).newPage();
    await visitor.goto('/opportunities');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
      'Opportunities for suppliers and contractors',
    );
    await expect(visitor.getByText('Flowline replacement')).toHaveCount(0);
    await visitor.getByRole('link', { name: 'Valve supply, Onne base' }).click();
    await expect(visitor.getByRole('link', { name: 'Sign in to see it in full' })).toBeVisible();
    // axe runs in the page's own scripts: it reads the same page with them on.
    const reader = await (await browser.newContext({ baseURL: server.base })).newPage();
    await reader.goto(`/opportunities/${open}`);
    await looked(reader, 'board-public-summary');
    await reader.close();

    // The invited company opens its mailed link, signed in, and takes part.
    const amaka = await signedIn(browser, server.base, alpha);
    const link = new URL(await inbox.linkTo(alpha.email, '/community/opportunities/invitation'));
    await amaka.goto(link.pathname + link.search);
    await expect(amaka).toHaveURL(new RegExp(`/community/opportunities/${invited}$`));
    await expect(amaka.getByRole('heading', { level: 1 })).toHaveText(
      'Flowline replacement, Oben field',
    );
    await expect(amaka.getByText('Your company is invited to this opportunity.')).toBeVisible();
    await amaka.getByRole('button', { name: 'Interested', exact: true }).click();
    await expect(amaka.getByRole('status').filter({ hasText: /^Marked Interested/ })).toBeVisible();
    await amaka
      .getByRole('textbox', { name: 'Ask a question' })
      .fill('Is the hydrotest witnessed by the operator <b>itself</b>?');
    await amaka.getByRole('button', { name: 'Send the question' }).click();
    await expect(
      amaka.getByRole('status').filter({ hasText: /^Your question is sent/ }),
    ).toBeVisible();
    await looked(amaka, 'board-member-opportunity');
    const cookie = (await amaka.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const cache: ScriptCache = new Map();
    for (const route of ['/community/opportunities', `/community/opportunities/${invited}`]) {
      const measured = await measureRoute(server.base, route, cache, { cookie });
      expect(measured.finalPath).toBe(route);
      expect(measured.gzip).toBeLessThanOrEqual(budgetFor(route).bytes);
    }
    for (const route of ['/opportunities', `/opportunities/${open}`]) {
      const measured = await measureRoute(server.base, route, cache);
      expect(measured.gzip).toBeLessThanOrEqual(budgetFor(route).bytes);
    }
    // From the members area, by its link, as a member goes to the board.
    await amaka.goto('/community');
    await amaka.getByRole('link', { name: 'See the opportunities open to your company' }).click();
    await expect(amaka.getByRole('heading', { level: 1 })).toHaveText('Opportunities');
    await expect(
      amaka
        .getByRole('region', { name: 'Open now' })
        .getByRole('listitem')
        .filter({ hasText: 'Flowline replacement' }),
    ).toContainText('Invited');
    await expect(
      amaka
        .getByRole('region', { name: 'Your company’s answers' })
        .getByRole('listitem')
        .filter({ hasText: 'Flowline replacement' }),
    ).toContainText('Interested');
    await looked(amaka, 'board-member-board');

    // Not invited: nothing there. Not verified: the summary and what to do.
    const bayo = await signedIn(browser, server.base, beta);
    await bayo.goto('/community/opportunities');
    await expect(bayo.getByText('Flowline replacement')).toHaveCount(0);
    await bayo.goto(`/community/opportunities/${invited}`);
    await expect(bayo.getByRole('heading', { level: 1 })).toHaveText('Opportunity not found');
    const chika = await signedIn(browser, server.base, pending);
    await chika.goto(`/community/opportunities/${open}`);
    await expect(
      chika.getByText(/waiting for review: once our reviewers verify it, you can take part/),
    ).toBeVisible();
    await expect(chika.getByRole('button', { name: 'Interested', exact: true })).toHaveCount(0);
    await looked(chika, 'board-member-summary');

    // Staff answer the question and change the scope: an addendum, once more time is declined.
    await admin.goto(`/staff/opportunities/${invited}`);
    await expect(admin.getByText('Alpha Pipeline Services Ltd').first()).toBeVisible();
    await expect(admin.getByText(/opened \d/)).toBeVisible();
    const answer = admin.getByRole('form', { name: 'Answer and publish' });
    await answer
      .getByLabel('Answer', { exact: true })
      .fill('Yes: the operator’s QA/QC witnesses every test.');
    await answer.getByRole('button', { name: 'Publish the answer' }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: /^The answer is published/ }),
    ).toBeVisible();
    await admin.getByText('Change it (an addendum)').click();
    const change = admin.getByRole('form', { name: 'Change the opportunity' });
    await change
      .getByLabel('Scope', { exact: true })
      .fill('Replace 4 km of 6-inch flowline and the two tie-ins, hydrotest and reinstate.');
    await change
      .getByLabel('Why it changes (the addendum’s note)', { exact: true })
      .fill('The tie-ins are added to the scope.');
    await change.getByRole('button', { name: 'Publish the addendum' }).click();
    await expect(
      change.getByText(/less than 48 hours before expressions of interest close/).first(),
    ).toBeVisible();
    await change.getByRole('checkbox', { name: /Keep the closing time/ }).check();
    await change.getByRole('button', { name: 'Publish the addendum' }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: /^The change is published as an addendum/ }),
    ).toBeVisible();
    await looked(admin, 'board-staff-opportunity');
    const mailed = (subject: RegExp, to: string) =>
      inbox.mails.filter((mail) => mail.to.includes(to) && subject.test(mail.subject));
    await expect.poll(() => mailed(/^Clarification published: /, alpha.email).length).toBe(1);
    await expect.poll(() => mailed(/^Addendum 1: Flowline/, alpha.email).length).toBe(1);
    expect(mailed(/^Clarification published: /, alpha.email)[0]!.text).toContain(
      '> Is the hydrotest witnessed by the operator <b>itself</b>?',
    );
    expect(mailed(/^Addendum 1: /, alpha.email)[0]!.text).toContain(
      'Why: The tie-ins are added to the scope.',
    );
    expect(inbox.mails.filter((mail) => mail.to.includes(beta.email))).toEqual([]);

    // The expression of interest, sent and changed.
    // Back to the opportunity from the mailed addendum's link.
    const addendumLink = new URL(
      mailed(/^Addendum 1: /, alpha.email)[0]!.text.match(
        /https?:\/\/\S+\/community\/opportunities\/\S+/,
      )![0],
    );
    await amaka.goto(addendumLink.pathname + addendumLink.search + addendumLink.hash);
    await expect(amaka.getByText('Yes: the operator’s QA/QC witnesses every test.')).toBeVisible();
    await expect(amaka.getByRole('heading', { name: 'Addendum 1' })).toBeVisible();
    await expect(amaka.getByText('<b>itself</b>', { exact: false })).toBeVisible(); // written as text
    await amaka
      .getByLabel('Statement', { exact: true })
      .fill('We replaced 12 km of flowline in Rivers State in 2025, hydrotested to API 1110.');
    await amaka.getByLabel(/^Add a file/).setInputFiles(pdf);
    await amaka.getByRole('button', { name: 'Send the expression of interest' }).click();
    await expect(
      amaka.getByRole('status').filter({ hasText: /^Your expression of interest is in/ }),
    ).toBeVisible();
    await amaka
      .getByLabel('Statement', { exact: true })
      .fill('Updated for addendum 1: the tie-ins too, with our crew of 40.');
    await amaka.getByRole('button', { name: 'Send the changes' }).click();
    await expect(
      amaka.getByRole('status').filter({ hasText: /^Your expression of interest is in/ }),
    ).toBeVisible();

    // A server whose clock stands 20 seconds before the closing time, moved on a minute once the
    // page is open: a change sent after the closing time is refused.
    await restart({
      CLOCK_AT: new Date(closesAt.getTime() - 20_000).toISOString(),
      NODE_OPTIONS: `--import ${path.resolve('e2e/support/shifted-clock.mjs')}`,
    });
    await amaka.goto(`${server.base}/community/opportunities/${invited}`);
    await amaka
      .getByLabel('Statement', { exact: true })
      .fill('A change sent after the closing time.');
    server.child.kill('SIGUSR2');
    await expect.poll(() => server.lines.includes('clock moved on a minute')).toBe(true);
    await amaka.getByRole('button', { name: 'Send the changes' }).click();
    await expect(
      amaka.getByText(/^Expressions of interest closed at .*: yours was not sent\.$/),
    ).toBeVisible();
    await amaka.reload();
    await expect(
      amaka.getByText('Updated for addendum 1: the tie-ins too, with our crew of 40.'),
    ).toBeVisible();
    await expect(amaka.getByRole('button', { name: 'Send the changes' })).toHaveCount(0);

    // Staff see the standing at closing, shortlist, and the company sees its outcome.
    await admin.goto(`${server.base}/staff/opportunities/${invited}`);
    const row = admin.getByRole('row', { name: /^Alpha Pipeline Services Ltd/ });
    await expect(row).toContainText('Verified · every required document valid');
    const outcomes = admin.getByRole('form', { name: 'Shortlist and send the outcomes' });
    await outcomes.getByRole('checkbox', { name: 'Alpha Pipeline Services Ltd' }).check();
    await outcomes
      .getByRole('checkbox', { name: /Send the outcomes to the 1 company now/ })
      .check();
    await outcomes.getByRole('button', { name: 'Send the outcomes' }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: /^The outcomes are sent to 1 company/ }),
    ).toBeVisible();
    await expect.poll(() => mailed(/^Shortlisted: Flowline/, alpha.email).length).toBe(1);
    await amaka.goto(`${server.base}/community`);
    await expect(amaka.getByText('Outcome: Shortlisted')).toBeVisible();

    // A notice with a poll, answered once for the company.
    await admin.goto(`${server.base}/staff/notices`);
    const notice = admin.getByRole('form', { name: 'Post a notice' });
    await notice.getByLabel('Title', { exact: true }).fill('Safety stand-down on 4 December');
    await notice
      .getByLabel('Notice', { exact: true })
      .fill('All contractor crews stand down for a safety briefing at 08:00.');
    await notice.getByLabel(/^Poll question/).fill('Will your crew attend in person?');
    await notice.getByLabel(/^Poll choices/).fill('Yes\nNo, online');
    await notice.getByRole('button', { name: 'Post the notice' }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: /^The notice is posted/ }),
    ).toBeVisible();
    await amaka.goto(`${server.base}/community`);
    const poll = amaka.getByRole('form', { name: 'Will your crew attend in person?' });
    await poll
      .getByLabel('Will your crew attend in person?', { exact: true })
      .selectOption({ label: 'Yes' });
    await poll.getByRole('button', { name: 'Answer for my company' }).click();
    await expect(
      amaka.getByRole('status').filter({ hasText: 'Thank you: your company’s answer is counted.' }),
    ).toBeVisible();
    await expect(amaka.getByText('Your company answered: Yes.')).toBeVisible();
    await expect(amaka.getByRole('button', { name: 'Answer for my company' })).toHaveCount(0);
    await looked(amaka, 'board-members-area');
    await admin.reload();
    await expect(admin.getByText('Yes: 1 company')).toBeVisible();
    await looked(admin, 'board-staff-notices');
  } finally {
    server.stop();
    await inbox.close();
  }
});
