import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';
import { mailsLoggedTo } from './support/members';

const fixture = (name: string) => path.join(__dirname, 'fixtures', name);

async function fillContact(page: Page, name = 'Ngozi Eze') {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('E-mail address').fill('ngozi@example.com');
}

test('the study form names what is missing, then records the enquiry and confirms it', async ({
  page,
}) => {
  await page.goto('/study-in-canada');
  const form = page.locator('#study-form-section form[data-ready]');
  await form.waitFor();
  await form.getByRole('button', { name: 'Submit' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(problem).toBeFocused();
  await expect(problem).toContainText('Choose a program');
  await expect(problem).toContainText('Enter your e-mail address');
  await expectNoAxeViolations(page);

  await page.getByLabel('Program', { exact: true }).selectOption('masters-degree');
  await page.getByLabel('University').selectOption({ label: 'Dalhousie University' });
  await page.getByLabel('Length of study').selectOption('2');
  await fillContact(page);
  await page.getByLabel('E-mail address').fill('not an address');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Enter a valid e-mail address, like name@example.com').first(),
  ).toBeVisible();
  await page.getByLabel('E-mail address').fill('ngozi@example.com');
  await form.getByRole('button', { name: 'Submit' }).click();
  const thanks = page.getByRole('heading', { name: 'Thank you: we have your study enquiry' });
  await expect(thanks).toBeFocused();
  await expect(page.getByText(/^Reference: [0-9A-F]{8}$/)).toBeVisible();
});

test('Apply opens the application form; a fake PDF is refused and a real one is accepted', async ({
  page,
}) => {
  await page.goto('/job-detail-page/frontend-developer-toronto');
  await page.locator('form[data-ready]').waitFor({ state: 'attached' });
  const form = page.getByRole('heading', { name: 'Apply: Front-end Developer (React)' });
  await expect(form).toBeHidden();
  // The platform's disclosure: it opens from the keyboard too.
  await page.locator('summary', { hasText: 'Apply' }).focus();
  await page.keyboard.press('Enter');
  await expect(form).toBeVisible();

  await fillContact(page, 'Ada Okafor');
  await page.getByLabel('Phone number').fill('+234 803 123 4567');
  await page.getByLabel('Upload your CV').setInputFiles(fixture('fake-cv.pdf'));
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText(/this file’s content is not one/).first()).toBeVisible();
  await expect(page.getByLabel('Upload your CV')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Upload your CV').setInputFiles(fixture('cv.pdf'));
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you: your application has been sent' }),
  ).toBeFocused();
});

test('contact the seller sends an enquiry about the listing', async ({ page }) => {
  await page.goto('/business-details-page/family-restaurant-prince-albert');
  await page.locator('#seller-form-section form[data-ready]').waitFor();
  await fillContact(page);
  await page
    .getByLabel('Your message to the seller')
    .fill('Could I see the last two years of accounts?');
  await page.getByRole('button', { name: 'Send to the seller' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you: your message is on its way' }),
  ).toBeFocused();
});

test('the contact form is pre-filled from a service page link and routed by topic', async ({
  page,
}) => {
  await page.goto('/well-services');
  await page.getByRole('link', { name: 'Send an enquiry' }).click();
  await expect(page).toHaveURL(/\/contact-us\?service=well-services$/);
  await page.locator('#contact-form-section form[data-ready]').waitFor();
  await expect(page.getByLabel('Service (optional)')).toHaveValue('well-services');
  await expect(page.getByLabel('What is your enquiry about?')).toHaveValue('services');
  await fillContact(page);
  await page.getByLabel('Your message').fill('Slickline crew for two wells next quarter.');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you: we have your enquiry' }),
  ).toBeFocused();

  await page.goto('/contact-us?type=immigration');
  await page.locator('#contact-form-section form[data-ready]').waitFor();
  await expect(page.getByLabel('What is your enquiry about?')).toHaveValue('immigration');
});

test('a double-clicked submit sends one enquiry, and the visitor sees one confirmation', async ({
  page,
}) => {
  const email = `double.${Date.now().toString(36)}@example.com`;
  await page.goto('/contact-us');
  await page.locator('#contact-form-section form[data-ready]').waitFor();
  await page.getByLabel('Your name').fill('Ngozi Eze');
  await page.getByLabel('E-mail address').fill(email);
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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the study form still sends, and the browser lands on a confirmation page', async ({
    page,
  }) => {
    await page.goto('/study-in-canada');
    await page.getByLabel('Program', { exact: true }).selectOption('bachelor-degree');
    await page.getByLabel('University').selectOption('university-of-manitoba');
    await page.getByLabel('Length of study').selectOption('3');
    await fillContact(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/enquiry-received\?ref=[0-9A-F]{8}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you: we have your enquiry',
    );
    const reference = new URL(page.url()).searchParams.get('ref');
    await expect(page.getByText(`Your reference: ${reference}.`)).toBeVisible();
    // Anything else in the address is not repeated on the page.
    await page.goto('/enquiry-received?ref=Call%20us%20on%200800');
    await expect(page.getByText('Your reference')).toHaveCount(0);
    await expect(page.getByText('0800')).toHaveCount(0);
  });

  test('a CV the server refuses leads to a page that says why and links back to the form', async ({
    page,
  }) => {
    await page.goto('/job-detail-page/frontend-developer-toronto');
    await page.locator('summary', { hasText: 'Apply' }).click();
    await fillContact(page, 'Ada Okafor');
    await page.getByLabel('Phone number').fill('+234 803 123 4567');
    await page.getByLabel('Upload your CV').setInputFiles(fixture('fake-cv.pdf'));
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page).toHaveURL(/\/enquiry-not-sent\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your enquiry was not sent');
    await expect(page.getByText(/^CV: attach a PDF or Word document/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the form' })).toHaveAttribute(
      'href',
      '/job-detail-page/frontend-developer-toronto',
    );
    // axe needs scripts: e2e/canada.spec.ts checks this page with them.
  });
});
