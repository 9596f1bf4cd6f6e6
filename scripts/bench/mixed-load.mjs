// A site's mixed traffic for the memory benchmark: pages, location lists, logins, registrations
// and enquiries, from a few concurrent visitors, for a given time. Counts answers by kind.
import { password, registration, routes } from './load.mjs';

const pages = ['/', '/services', '/well-services', '/study-in-canada', '/community-login'];

function contactEnquiry(n) {
  const form = new FormData();
  form.set('type', 'contact');
  form.set('topic', 'services');
  form.set('name', `Bench Visitor ${n}`);
  form.set('email', `visitor.${n}@example.com`);
  form.set('message', 'A question about well services for a memory benchmark.');
  return form;
}

/**
 * Runs until `seconds` have passed. Answers `{ requests, failures: { kind: count } }`; a
 * failure is a non-2xx answer or no answer.
 */
export async function runMixedLoad({ baseUrl, seconds, visitors = 4, runId }) {
  const origin = { origin: baseUrl };
  const json = { ...origin, 'content-type': 'application/json' };
  let n = 0;
  const member = registration(0, runId);
  const first = await fetch(baseUrl + routes.register, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(member),
  });
  if (first.status !== 201) throw new Error(`registration answered ${first.status}`);
  const kinds = [
    ...pages.map((page) => ['page', () => fetch(baseUrl + page)]),
    ['countries', () => fetch(baseUrl + routes.countries)],
    ['states', () => fetch(`${baseUrl}${routes.countries}/GB/states`)],
    [
      'login',
      () =>
        fetch(baseUrl + routes.login, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email: member.email, password }),
        }),
    ],
    [
      'registration',
      () =>
        fetch(baseUrl + routes.register, {
          method: 'POST',
          headers: json,
          body: JSON.stringify(registration((n += 1), runId)),
        }),
    ],
    [
      'enquiry',
      () =>
        fetch(`${baseUrl}/api/enquiries`, {
          method: 'POST',
          headers: origin,
          body: contactEnquiry((n += 1)),
        }),
    ],
  ];
  const failures = {};
  let requests = 0;
  const deadline = Date.now() + seconds * 1000;
  const visitor = async (offset) => {
    for (let i = offset; Date.now() < deadline; i += 1) {
      const [kind, send] = kinds[i % kinds.length];
      requests += 1;
      try {
        const response = await send();
        await response.arrayBuffer();
        if (!response.ok) failures[kind] = (failures[kind] ?? 0) + 1;
      } catch {
        failures[kind] = (failures[kind] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: visitors }, (_, v) => visitor(v * 3)));
  return { requests, failures };
}
