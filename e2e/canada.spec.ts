import { expect, test } from '@playwright/test';
import { businessPaths } from '@/content/businesses';
import { canadaPaths } from '@/content/canada';
import { jobPaths } from '@/content/jobs';
import { expectNoAxeViolations, expectNoSidewaysScroll, watchConsole, widths } from './helpers';

const headings: Record<string, string | RegExp> = {
  '/work-in-canada': 'Work in Canada',
  '/study-in-canada': 'Study in Canada',
  '/become-a-permanent-resident': 'Become a permanent resident of Canada',
  '/visit-or-extend-your-stay': 'Visit Canada or extend your stay',
  '/job-opportunities': 'Job Opportunities',
  '/business-search': 'Search and invest in businesses in Canada',
  '/contact-us': 'Contact Us',
  [jobPaths[0]!]: /.+/,
  [businessPaths[0]!]: /.+/,
  '/job-detail-page': 'Job details',
  '/business-details-page': 'Business details',
};

for (const path of Object.keys(headings)) {
  test(`${path} has its heading, no console errors and no axe violations at ${widths.join(' and ')} px`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[path]!);
      await expectNoAxeViolations(page);
      if (width === 390) await expectNoSidewaysScroll(page);
    }
    expect(errors).toEqual([]);
  });
}

test('every Canada page is listed for the sitemap and carries a canonical URL and breadcrumbs', async ({
  request,
}) => {
  for (const path of [...canadaPaths, jobPaths[0]!, businessPaths[0]!]) {
    const html = await (await request.get(path)).text();
    expect(html).toContain(`<link rel="canonical" href="https://www.deltacrest.example${path}"`);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/<meta property="og:title"/);
  }
});

test('the information pages say they are not legal advice and link to the Government of Canada', async ({
  page,
}) => {
  for (const path of canadaPaths.slice(0, 4)) {
    await page.goto(path);
    await expect(page.getByText('Information, not legal advice.').first()).toBeVisible();
    expect(await page.locator('a[href^="https://www.canada.ca/"]').count()).toBeGreaterThan(1);
    // The Canada pages' own navigation marks this page, and only this one.
    const nav = page.getByRole('navigation', { name: 'Canada: work, study and live' });
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('href', path);
  }
});

test('a job page carries JobPosting data with the required fields', async ({ request }) => {
  // The remote job (its location is said otherwise), open until filled: no closing date to pass.
  const html = await (
    await request.get('/job-detail-page/junior-frontend-developer-remote')
  ).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!),
  );
  const posting = blocks.find((block) => block['@type'] === 'JobPosting');
  expect(posting).toMatchObject({
    title: expect.any(String),
    description: expect.stringContaining('<p>'),
    datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    employmentType: 'PART_TIME',
    hiringOrganization: { '@type': 'Organization', name: 'Maple Ledger Software' },
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: [{ '@type': 'Country', name: 'Canada' }],
  });
});
