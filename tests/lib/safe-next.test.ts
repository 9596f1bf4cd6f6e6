/** `?next=` may only lead to a page on this site, whatever a browser makes of odd characters. */
import { expect, test } from '@jest/globals';
import { safeNextPath } from '@/lib/safe-next';

const refused = [
  ['a tab after the slash', '/\t/evil.example/'],
  ['a newline', '/\n/evil.example/'],
  ['a bare line feed', '\n'],
  ['a carriage return', '/\r\nSet-Cookie: x=1'],
  ['a NUL', '/community\u0000'],
  ['DEL', '/community\u007f'],
  ['a protocol-relative URL', '//evil.example/'],
  ['a slash and a backslash', '/\\evil.example/'],
  ['two backslashes', '\\\\evil.example/'],
  ['a backslash then a slash', '\\/evil.example/'],
  ['an absolute https URL', 'https://evil.example/'],
  ['javascript:', 'javascript:alert(1)'],
  ['JavaScript: with a tab', 'java\tscript:alert(1)'],
  ['a data URL', 'data:text/html,<script>alert(1)</script>'],
  ['a dot segment that leaves two slashes', '/.//evil.example/'],
  ['a path that climbs to two slashes', '/a/..//evil.example/'],
  ['an empty value', ''],
] as const;

test.each(refused)('refuses %s', (_, next) => {
  expect(safeNextPath(next)).toBe('/community');
});

test('a missing value gives the fallback', () => {
  expect(safeNextPath(undefined)).toBe('/community');
  expect(safeNextPath(null, '/elsewhere')).toBe('/elsewhere');
});

test.each([
  ['/community', '/community'],
  ['/community/profile?tab=a#top', '/community/profile?tab=a#top'],
  ['/canada?q=a%2Fb', '/canada?q=a%2Fb'],
  // Encoded characters stay encoded: the browser asks this site for that path.
  ['/%09/evil.example/', '/%09/evil.example/'],
  ['/%2F%2Fevil.example/', '/%2F%2Fevil.example/'],
  ['/%5Cevil.example', '/%5Cevil.example'],
  // Resolved against the site's root, as a browser would.
  ['community', '/community'],
  [' /community', '/community'],
  ['/a/../community', '/community'],
  // A same-scheme URL without slashes is relative; only its path is kept.
  ['https:evil.example', '/evil.example'],
])('keeps the same-site path %s', (next, kept) => {
  expect(safeNextPath(next)).toBe(kept);
});
