/**
 * The site's forms as the browser tests need them outside the form under test: a job
 * application with a CV and a member's sign-in, each posted through its page's form as a
 * browser without JavaScript does (page-forms.ts), with the request context's cookies.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { referenceIn } from '../../scripts/bench/page-form.mjs';
import { postPageForm } from './page-forms';

export const JOB_PATH = '/job-detail-page/frontend-developer-toronto';

export { referenceIn };

/** A job application with a CV, sent through `request` (signed in or not): its reference. */
export async function sendJobApplication(
  request: APIRequestContext,
  origin: string,
  fields: { name?: string; email?: string; message?: string } = {},
): Promise<string> {
  const answer = await postPageForm(
    request,
    JOB_PATH,
    {
      name: fields.name ?? 'Ada Okafor',
      email: fields.email ?? `ada.${Math.random().toString(36).slice(2)}@example.com`,
      phone: '+234 803 123 4567',
      ...(fields.message ? { message: fields.message } : {}),
      cv: {
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: readFileSync(path.join(__dirname, '../fixtures/cv.pdf')),
      },
    },
    { origin },
  );
  expect(answer.status()).toBe(200);
  const reference = referenceIn(await answer.text());
  expect(reference, 'the page answers with a reference').toBeDefined();
  return reference!;
}

/** Signs in through the portal's login form: true when it let the member in (a redirect). */
export async function signInMember(
  request: APIRequestContext,
  origin: string,
  email: string,
  password: string,
): Promise<boolean> {
  const answer = await postPageForm(request, '/community-login', { email, password }, { origin });
  return answer.status() === 303;
}
