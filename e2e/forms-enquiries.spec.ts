/**
 * Every enquiry form (study, job application with a CV, a business's seller, contact), with
 * JavaScript off and then on: refused once with a visible message on its own page (the address
 * unchanged, what was typed kept, the focus on the message), then accepted with a confirmation
 * and its reference in the form's place.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './helpers';
import { expectRefusedHere, ready, submitAs } from './support/form-checks';

const fixture = (name: string) => path.join(__dirname, 'fixtures', name);

async function fillSender(page: Page, email: string) {
  await page.getByLabel('Your name').fill('Ngozi Eze');
  await page.getByLabel('E-mail address').fill(email);
}

type Case = {
  name: string;
  /** What the error summary lists for the form sent empty: every required field's message. */
  empty: string[];
  path: string;
  button: string;
  thanks: string;
  /** Opens the form, where it sits behind a disclosure. */
  open?: (page: Page) => Promise<void>;
  /** Fills the form with one thing the server refuses, and says what it says. */
  refuse: (page: Page) => Promise<string>;
  /** Mends that one thing. */
  mend: (page: Page) => Promise<void>;
};

const cases: Case[] = [
  {
    name: 'study',
    empty: [
      'Choose a program',
      'Choose a university',
      'Choose how many years you plan to study',
      'Enter your name',
      'Enter your e-mail address',
    ],
    path: '/study-in-canada',
    button: 'Submit',
    thanks: 'Thank you: we have your study enquiry',
    refuse: async (page) => {
      await page.getByLabel('Program', { exact: true }).selectOption('masters-degree');
      await page.getByLabel('University').selectOption({ label: 'Dalhousie University' });
      await page.getByLabel('Length of study').selectOption('2');
      await page.getByLabel('Phone number').fill('call me');
      return 'Enter a phone number with 6 to 20 digits';
    },
    mend: (page) => page.getByLabel('Phone number').fill('+234 803 123 4567'),
  },
  {
    name: 'job application',
    // The CV is required (a file or a link), so the first refusal says so with the rest.
    empty: [
      'Enter your name',
      'Enter your e-mail address',
      'Enter your phone number',
      'Upload your CV or give a link to it',
    ],
    path: '/job-detail-page/frontend-developer-toronto',
    button: 'Send application',
    thanks: 'Thank you: your application has been sent',
    open: (page) => page.locator('summary', { hasText: 'Apply' }).click(),
    refuse: async (page) => {
      await page.getByLabel('Phone number').fill('+234 803 123 4567');
      await page.getByLabel('Upload your CV').setInputFiles(fixture('fake-cv.pdf'));
      return 'this file’s content is not one';
    },
    // A refusal keeps what was typed (and the form open); a file must be chosen again.
    mend: (page) => page.getByLabel('Upload your CV').setInputFiles(fixture('cv.pdf')),
  },
  {
    name: 'business',
    empty: ['Enter your name', 'Enter your e-mail address', 'Write a short message'],
    path: '/business-details-page/family-restaurant-prince-albert',
    button: 'Send to the seller',
    thanks: 'Thank you: your message is on its way',
    refuse: async (page) => {
      await page.getByLabel('Your message to the seller').fill('Accounts?\u202Eevil');
      return 'invisible or text-direction character';
    },
    mend: (page) =>
      page
        .getByLabel('Your message to the seller')
        .fill('Could I see the last two years of accounts?'),
  },
  {
    name: 'contact',
    // Nothing starts chosen: a visitor who skips the topic is asked for it, not sent to a team.
    empty: [
      'Choose what your enquiry is about',
      'Enter your name',
      'Enter your e-mail address',
      'Write a short message',
    ],
    path: '/contact-us',
    button: 'Send enquiry',
    thanks: 'Thank you: we have your enquiry',
    refuse: async (page) => {
      await page.getByLabel('What is your enquiry about?').selectOption('services');
      await page.getByLabel('Your message').fill('Slickline crew for two wells next quarter.');
      await page.getByLabel('E-mail address').fill('ngozi@localhost');
      return 'Enter a valid e-mail address';
    },
    mend: (page) => page.getByLabel('E-mail address').fill(`mended.${Date.now()}@example.com`),
  },
];

for (const js of [false, true]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js });

    for (const form of cases) {
      test(`${form.name}: sent empty, the error summary lists every field's message`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(form.path);
        await ready(page, js);
        await form.open?.(page);
        await submitAs(page, page.getByRole('button', { name: form.button }), js);
        // The site's summary, not the browser's one-at-a-time tooltip.
        const summary = page.locator('.error-summary');
        await expect(summary).toBeVisible();
        for (const message of form.empty) await expect(summary).toContainText(message);
        await expect(summary.getByRole('listitem')).toHaveCount(form.empty.length);
        // The refused form, its messages beside the fields, fits a phone.
        await expectNoSidewaysScroll(page);
        if (js) await expectNoAxeViolations(page);
      });

      test(`${form.name}: refused once on its page, then sent with a reference`, async ({
        page,
      }) => {
        const email = `${form.name.replace(' ', '.')}.${js}.${Date.now()}@example.com`;
        await page.goto(form.path);
        await ready(page, js);
        await form.open?.(page);
        await fillSender(page, email);
        const says = await form.refuse(page);
        const send = page.getByRole('button', { name: form.button });
        await submitAs(page, send, js);
        await expectRefusedHere(page, new URL(form.path, 'http://x').pathname, says);
        await expect(page.getByLabel('Your name')).toHaveValue('Ngozi Eze');
        await form.mend(page);
        await submitAs(page, send, js);
        const thanks = page.getByRole('heading', { name: form.thanks });
        await expect(thanks).toBeFocused();
        await expect(page.getByText(/^Reference: [0-9A-F]{8}$/)).toBeVisible();
      });
    }
  });
}
