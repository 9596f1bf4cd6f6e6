// A site's mixed traffic for the memory benchmark: pages, location lists, logins, registrations
// and enquiries, from a few concurrent visitors, for a given time. Counts answers by kind. The
// login, the registration and the contact enquiry are the pages' forms, posted as a browser
// without JavaScript posts them (each page read once for its form's hidden fields:
// page-form.mjs).
import { formFields, password, registration, routes } from './load.mjs';
import { signUpMember } from './member.mjs';
import { accepted, readPageForm } from './page-form.mjs';

const pages = ['/', '/services', '/well-services', '/study-in-canada', '/community-login'];
const CONTACT_PAGE = '/contact-us';

function contactEnquiry(n) {
  return {
    topic: 'services',
    name: `Bench Visitor ${n}`,
    email: `visitor.${n}@example.com`,
    message: 'A question about well services for a memory benchmark.',
  };
}

const ok = (status) => status >= 200 && status < 300;

/**
 * Runs until `seconds` have passed; `serverLog` is the server's log file (see member.mjs).
 * Answers `{ requests, failures: { kind: count } }`; a failure is no answer, or an answer that is
 * not the kind's success: a non-2xx page or list, a sign-in that does not redirect, a
 * registration without "Check your inbox", an enquiry whose page shows no reference.
 */
export async function runMixedLoad({ baseUrl, serverLog, seconds, visitors = 4, runId }) {
  let n = 0;
  const member = registration(0, runId);
  const problem = await signUpMember({ baseUrl, serverLog, member });
  if (problem) throw new Error(problem);
  const [login, register, contact] = await Promise.all([
    readPageForm(baseUrl, routes.login, { fields: formFields.login }),
    readPageForm(baseUrl, routes.register, { fields: formFields.register }),
    readPageForm(baseUrl, CONTACT_PAGE, { fields: ['topic', 'message'] }),
  ]);
  /** @type {[string, () => Promise<Response>, (status: number, body: string) => boolean][]} */
  const kinds = [
    ...pages.map((page) => ['page', () => fetch(baseUrl + page), ok]),
    ['countries', () => fetch(baseUrl + routes.countries), ok],
    ['states', () => fetch(`${baseUrl}${routes.countries}/GB/states`), ok],
    ['login', () => login.post({ email: member.email, password }), accepted.redirect],
    ['registration', () => register.post(registration((n += 1), runId)), accepted.registration],
    ['enquiry', () => contact.post(contactEnquiry((n += 1))), accepted.enquiry],
  ];
  const failures = {};
  let requests = 0;
  const deadline = Date.now() + seconds * 1000;
  const visitor = async (offset) => {
    for (let i = offset; Date.now() < deadline; i += 1) {
      const [kind, send, success] = kinds[i % kinds.length];
      requests += 1;
      try {
        const response = await send();
        const body = await response.text();
        if (!success(response.status, body)) failures[kind] = (failures[kind] ?? 0) + 1;
      } catch {
        failures[kind] = (failures[kind] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: visitors }, (_, v) => visitor(v * 3)));
  return { requests, failures };
}
