/**
 * Every form definition (the portal's, the enquiry form's, the back office's) against bad field
 * values: each case must be refused with a message, or come to an outcome that changes nothing,
 * never fail on our side, and store nothing. The cases are counted so a shrinking table shows.
 * What a client can do to the request itself (its origin, type, size, encoding) is the edge's:
 * e2e/edge.spec.ts.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { GET as states } from '@/app/api/locations/countries/[country]/states/route';
import { GET as cities } from '@/app/api/locations/countries/[country]/states/[state]/cities/route';
import { SOMETHING_WENT_WRONG } from '@/lib/forms/core';
import { storedCounts } from '../support/counts';
import { useTestDatabase } from '../support/database';
import { refused, submit, type Outcome } from '../support/forms';
import { harmlessPosts, type Fields, type HarmlessPost } from '../support/harmless-posts';
import { ORIGIN } from '../support/requests';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));
// A case whose values pass the schema may reach a password hash (a registration, a sign-in): the
// same argon2id, at its cheapest here, since its cost is not what this sweep tests.
jest.mock('@node-rs/argon2', () => {
  const argon2 = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return {
    ...argon2,
    hash: (password: string, options: object) =>
      argon2.hash(password, { ...options, memoryCost: 1024, timeCost: 1 }),
  };
});

const oddStrings = [
  '',
  ' ',
  'x'.repeat(10_000),
  "' OR '1'='1' --",
  "'); DROP TABLE members; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000',
  'Ada\u0000Lovelace',
  '\ud800',
  '\u202Eevil\u202C',
  '\u200B\u200B',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🛢️🔥',
  '../../etc/passwd',
  '${jndi:ldap://x}',
];

/**
 * A form posts text: what a JSON body could send as null, a number, a boolean, an array or an
 * object arrives as one of these strings (and a field may also come as a file, or twice).
 */
const wrongTypes = ['null', '0', '1.5', 'true', '[]', '{}', '["a"]', '{"$ne":""}'];

let posts: HarmlessPost[] = [];
let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase({
    RATE_LIMIT_REGISTER_PER_ADDRESS: '100000',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
    RATE_LIMIT_RESET_PER_ADDRESS: '100000',
    RATE_LIMIT_RESET_PER_ACCOUNT: '100000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
    RATE_LIMIT_ENQUIRIES_PER_ADDRESS: '100000',
  });
  posts = await harmlessPosts();
}, 60_000);
afterAll(() => cleanup());

/** The post as a browser builds it; `also` adds fields after the given ones. */
function formOf(fields: Fields, also: [string, string | File][] = []): FormData {
  const form = new FormData();
  for (const [name, value] of [...Object.entries(fields), ...also]) form.append(name, value);
  return form;
}

type Case = { post: HarmlessPost; name: string; form: () => FormData };

function cases(): Case[] {
  const list: Case[] = [];
  for (const post of posts) {
    const { fields } = post;
    const add = (name: string, form: () => FormData) => list.push({ post, name, form });
    const withValue = (field: string, value: string | File) => () =>
      formOf({ ...fields, [field]: value });
    add('extra field', () => formOf(fields, [['isAdmin', 'true']]));
    add('prototype pollution', () => formOf(fields, [['__proto__', '{"admin":true}']]));
    add('constructor field', () => formOf(fields, [['constructor', 'x']]));
    for (const field of Object.keys(fields)) {
      add(`missing ${field}`, () => {
        const rest = { ...fields };
        delete rest[field];
        return formOf(rest);
      });
      if (post.flags?.includes(field)) {
        add(`${field} not 'true'`, withValue(field, 'yes'));
        continue;
      }
      add(`${field} as a file`, withValue(field, new File(['x'], 'x.txt')));
      add(`${field} twice`, () => formOf(fields, [[field, '<b>second</b>']]));
      wrongTypes.forEach((value, i) => add(`${field} wrong type #${i}`, withValue(field, value)));
      oddStrings.forEach((value, i) => add(`${field} odd string #${i}`, withValue(field, value)));
    }
  }
  return list;
}

/** A refusal with its own message; our failure behind the polite words is not one. */
const refusedWell = (outcome: Outcome) =>
  !('redirect' in outcome) &&
  outcome.status === 'refused' &&
  typeof outcome.message === 'string' &&
  outcome.message !== SOMETHING_WENT_WRONG;
/** A trace of the code must never show. */
const leaks = (outcome: Outcome) => /at \w+ \(|node_modules/.test(JSON.stringify(outcome));

test('bad input on every form: refused with a message or harmless, never our failure, nothing stored', async () => {
  const table = cases();
  const before = await storedCounts();
  const failures: string[] = [];
  const tally = new Map<string, number>();
  let address = 0;
  for (const { post, name, form } of table) {
    address += 1;
    let outcome: Outcome;
    try {
      ({ outcome } = await submit(post.form, form(), {
        jar: post.jar?.copy(),
        // Each case from an address of its own: the limits are tested elsewhere.
        address: `10.${address >> 16}.${(address >> 8) & 255}.${address & 255}`,
      }));
    } catch (error) {
      failures.push(`${post.name} ${name}: threw ${String(error).slice(0, 120)}`);
      continue;
    }
    const kind = 'redirect' in outcome ? 'redirect' : outcome.status;
    tally.set(kind, (tally.get(kind) ?? 0) + 1);
    if ((!refusedWell(outcome) && !post.harmless?.(outcome)) || leaks(outcome))
      failures.push(`${post.name} ${name}: ${JSON.stringify(outcome).slice(0, 160)}`);
  }
  expect(failures).toEqual([]);
  expect(await storedCounts()).toEqual(before);
  expect(table.length).toBeGreaterThanOrEqual(1867);
  console.info(`bad-input cases: ${table.length}; ${JSON.stringify(Object.fromEntries(tally))}`);
}, 120_000);

/** A post with one field more than the form has is refused, naming that field. */
async function unknownFieldRefused(name: string, field = 'isAdmin') {
  const post = posts.find((p) => p.name === name)!;
  const before = await storedCounts();
  const { outcome } = await submit(post.form, formOf(post.fields, [[field, 'true']]), {
    jar: post.jar?.copy(),
  });
  expect(await storedCounts()).toEqual(before);
  const refusal = refused(outcome);
  expect(`${refusal.message} ${JSON.stringify(refusal.fieldErrors)}`).toContain(field);
}

/**
 * A post with one field more than the form has gets the same answer as without it, and nothing
 * is stored: the form reads only the fields it names.
 */
async function unknownFieldIgnored(name: string) {
  const post = posts.find((p) => p.name === name)!;
  const before = await storedCounts();
  const plain = await submit(post.form, formOf(post.fields, []), { jar: post.jar?.copy() });
  const extra = await submit(post.form, formOf(post.fields, [['isAdmin', 'true']]), {
    jar: post.jar?.copy(),
  });
  expect(await storedCounts()).toEqual(before);
  const answer = (o: typeof plain.outcome) =>
    'redirect' in o ? o : { status: o.status, message: o.message, fieldErrors: o.fieldErrors };
  expect(answer(extra.outcome)).toEqual(answer(plain.outcome));
}

/** The forms whose schema reads every posted field (the enquiry form once, for all its kinds). */
const strict = [
  'contact enquiry',
  'status',
  'assign',
  'note',
  'erase',
  'invite',
  'role',
  'disable',
  'new link',
  'remove',
  'routing',
  'reply',
  'saved reply',
  'delete saved reply',
  'bulk',
];
/**
 * The portal's and the sign-in forms read the fields they name and nothing else (lib/community
 * /forms.ts, lib/staff/forms.ts): a password manager or a browser extension that adds a field
 * must not cost a visitor their sign-in, and an extra field changes nothing.
 */
const lenient = [
  'register',
  'login',
  'confirm e-mail',
  'reset request',
  'new password',
  'change password',
  'delete account',
  'sign out',
  'withdraw',
  'staff sign-in',
  'staff set-up',
  'staff code',
  'staff enrolment',
  'staff new key',
  'staff sign-out',
];

test('the two lists name every form', () => {
  const forms = new Set(posts.map((post) => post.form));
  const listed = [...strict, ...lenient].map((name) => posts.find((p) => p.name === name)?.form);
  expect(new Set(listed)).toEqual(forms);
});
test.each(strict)('%s: an unknown field is refused, naming it, and nothing stored', (name) =>
  unknownFieldRefused(name),
);
test.each(lenient)('%s: an unknown field changes nothing in the answer or the database', (name) =>
  unknownFieldIgnored(name),
);

// textFields (lib/forms/core.ts) keeps the first value of each name; a name every object has
// must not look like one already seen.
test.each(
  strict.flatMap((name) => [
    [name, 'constructor'],
    [name, '__proto__'],
    [name, 'toString'],
  ]),
)('%s: an unknown field named %s is refused like any other', (name, field) =>
  unknownFieldRefused(name, field),
);

test('unknown location codes are 404s with a message, and odd codes never 5xx', async () => {
  const codes = ['XX', 'zz', '', '%00', "' OR 1=1", '<b>', 'x'.repeat(5000), '🛢️'];
  for (const code of codes) {
    const s = await states(new Request(`${ORIGIN}/x`), {
      params: Promise.resolve({ country: code }),
    });
    expect(s.status).toBe(404);
    const c = await cities(new Request(`${ORIGIN}/x`), {
      params: Promise.resolve({ country: 'NG', state: code }),
    });
    expect(c.status).toBe(404);
    expect(typeof (await c.json()).message).toBe('string');
  }
});
