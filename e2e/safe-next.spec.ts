import { expect as baseExpect, test } from '@playwright/test';
import { newMember } from './support/members';

// Registration and sign-in hash passwords and render a dynamic page; give them time on a busy CI.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

// "/%09/evil.example/": browsers drop the tab, so "/\t/evil.example/" would lead off the site.
const offSite = '/community-login?next=/%09/evil.example/';

test('a ?next= that a browser would read as another host keeps the member on this site', async ({
  page,
  baseURL,
}) => {
  const member = await newMember(page.request, baseURL ?? '', 'ada');
  await page.context().clearCookies();

  const site = new URL(baseURL ?? '').origin;
  await page.goto(offSite);
  await page.getByPlaceholder('Email id').fill(member.email);
  await page.getByPlaceholder('Password').fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${site}/community`);

  // Signed in, the login page redirects at once: still to this site.
  await page.goto(offSite);
  await expect(page).toHaveURL(`${site}/community`);
});

test('control characters in ?next= answer a page, never a server error', async ({ request }) => {
  for (const next of ['%0A', '%0D', '/%0D%0ASet-Cookie:%20x=1', '%00']) {
    const response = await request.get(`/community-login?next=${next}`, { maxRedirects: 0 });
    expect(response.status(), next).toBeLessThan(400);
  }
});
