/**
 * The enquiry forms beyond refusal and acceptance (e2e/forms-enquiries.spec.ts): Apply opens
 * from the keyboard, a service page's link pre-fills the contact form, a CV too large is refused
 * before it is sent, the contact form's topic is the visitor's to choose, its phone hint and the
 * offices' numbers fit the UK and Nigeria, and a double click stores one enquiry.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, headerLink } from './helpers';
import { expectRefusedHere, ready } from './support/form-checks';
import { mailsLoggedTo } from './support/members';

async function fillContact(page: Page, email = 'ngozi@example.com') {
  await page.getByLabel('Your name').fill('Ngozi Eze');
  await page.getByLabel('E-mail address').fill(email);
}

test('Apply opens from the keyboard, and the form has no axe violations', async ({ page }) => {
  await page.goto('/job-detail-page/frontend-developer-toronto');
  await ready(page, true);
  const heading = page.getByRole('heading', { name: 'Apply: Front-end Developer (React)' });
  await expect(heading).toBeHidden();
  // The platform's disclosure: it opens from the keyboard too.
  await page.locator('summary', { hasText: 'Apply' }).focus();
  await page.keyboard.press('Enter');
  await expect(heading).toBeVisible();
  // The CV is one required answer given one of two ways: neither way is called optional.
  const cv = page.getByRole('group', { name: 'Your CV' });
  await expect(cv).toContainText('Upload a file or give a link: one of the two is needed.');
  await expect(cv.getByLabel('Upload your CV')).toBeVisible();
  await expect(cv.getByLabel('Or a link to your CV')).toBeVisible();
  await expect(cv.getByText('optional')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a CV over 5 MB is refused in the browser, before 5 MB are sent for nothing', async ({
  page,
}) => {
  const large = path.join(tmpdir(), 'deltacrest-large-cv.pdf');
  writeFileSync(large, Buffer.alloc(5 * 1024 * 1024 + 1, 0x20));
  await page.goto('/job-detail-page/frontend-developer-toronto');
  await ready(page, true);
  await page.locator('summary', { hasText: 'Apply' }).click();
  await fillContact(page);
  await page.getByLabel('Phone number').fill('+234 803 123 4567');
  await page.getByLabel('Upload your CV').setInputFiles(large);
  let posted = false;
  page.on('request', (request) => (posted ||= request.method() === 'POST'));
  await page.getByRole('button', { name: 'Send application' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Your CV must be 5 MB or smaller' });
  await expect(refusal).toBeFocused();
  await expect(page.getByLabel('Upload your CV')).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(false);
});

test('the contact form is pre-filled from a service page link and routed by topic', async ({
  page,
}) => {
  await page.goto('/well-services');
  await page.getByRole('link', { name: 'Send an enquiry' }).click();
  await expect(page).toHaveURL(/\/contact-us\?type=services&service=well-services$/);
  await ready(page, true);
  await expect(page.getByLabel('Service (optional)')).toHaveValue('well-services');
  await expect(page.getByLabel('What is your enquiry about?')).toHaveValue('services');
  await fillContact(page);
  await page.getByLabel('Your message').fill('Slickline crew for two wells next quarter.');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you: we have your enquiry' }),
  ).toBeFocused();

  await page.goto('/contact-us?type=immigration');
  await ready(page, true);
  await expect(page.getByLabel('What is your enquiry about?')).toHaveValue('immigration');
});

test('the contact form makes a visitor choose what the enquiry is about', async ({ page }) => {
  await page.goto('/job-opportunities');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await ready(page, true);
  const topic = page.getByLabel('What is your enquiry about?');
  await expect(topic).toHaveValue('');
  await expect(topic.locator('option:checked')).toHaveText('Choose a topic');
  await fillContact(page);
  await page.getByLabel('Your message').fill('I am looking for a welding job in Canada.');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expectRefusedHere(page, '/contact-us', 'Choose what your enquiry is about');
  await expect(topic).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Your message')).toHaveValue(
    'I am looking for a welding job in Canada.',
  );
  await expectNoAxeViolations(page);
  await topic.selectOption({ label: 'Careers and job applications' });
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you: we have your enquiry' }),
  ).toBeFocused();
});

test('each office shows a number in its own country, and the contact form asks for a number either can call', async ({
  page,
}) => {
  await page.goto('/');
  await headerLink(page, 'Contact Us').click();
  await expect(page).toHaveURL(/\/contact-us$/);
  const office = (name: string) => page.getByRole('region', { name }).getByRole('link');
  await expect(office('Port Harcourt operations base')).toHaveAttribute('href', /^tel:\+234/);
  await expect(office('Manchester engineering office')).toHaveAttribute('href', /^tel:\+44/);
  const phone = page.getByLabel('Phone number');
  await expect(phone).toHaveAccessibleDescription(/country code/);
  await expect(phone).not.toHaveAccessibleDescription(/Canada/);
  // The Canada forms' visitors are mostly abroad: there the hint is about calls to Canada.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Study in Canada' }).click();
  await expect(page).toHaveURL(/\/study-in-canada$/);
  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(/outside Canada/);
});

test('a double-clicked submit sends one enquiry, and the visitor sees one confirmation', async ({
  page,
}) => {
  const email = `double.${Date.now().toString(36)}@example.com`;
  await page.goto('/contact-us');
  await ready(page, true);
  await fillContact(page, email);
  await page.getByLabel('What is your enquiry about?').selectOption('other');
  await page.getByLabel('Your message').fill('A question, sent with an impatient double click.');
  await page.getByRole('button', { name: 'Send enquiry' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Thank you: we have your enquiry' })).toHaveCount(
    1,
  );
  // Each stored enquiry sends the visitor one acknowledgement: wait for it, then for a second.
  await expect.poll(() => mailsLoggedTo(email), { timeout: 15_000 }).toBe(1);
  await page.waitForTimeout(3000);
  expect(mailsLoggedTo(email)).toBe(1);
});
