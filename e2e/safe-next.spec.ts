import { expect as baseExpect, test } from '@playwright/test';

// Registration and sign-in hash passwords and render a dynamic page; give them time on a busy CI.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

// "/%09/evil.example/": browsers drop the tab, so "/\t/evil.example/" would lead off the site.
const offSite = '/community-login?next=/%09/evil.example/';

test('a ?next= that a browser would read as another host keeps the member on this site', async ({
  page,
  baseURL,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const member = { email: `ada.${id}@example.com`, password: 'correct horse battery' };
  const registered = await page.request.post('/api/community/register', {
    headers: { origin: baseURL ?? '' },
    data: {
      firstName: 'Ada',
      lastName: 'Okafor',
      username: `ada_${id}`,
      email: member.email,
      phoneCountry: 'NG',
      phone: '0803 123 4567',
      gender: 'female',
      password: member.password,
      confirmPassword: member.password,
      country: 'NG',
      state: 'RI',
      city: 'Port Harcourt',
      requiresState: true,
      requiresCity: true,
    },
  });
  expect(registered.status()).toBe(201);
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
