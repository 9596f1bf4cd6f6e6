import { describe, expect, it } from '@jest/globals';
import {
  FORM_OPENED_COOKIE,
  FORM_OPENED_MAX_AGE_SECONDS,
  formOpenedCookie,
  isEnquiryPage,
  openedAt,
  signOpened,
} from '@/lib/enquiries/form-time.mjs';

const key = 'a key of the edge, made at its start';

describe('the signed time an enquiry page was opened (lib/enquiries/form-time.mjs)', () => {
  it('is set on a GET of the four enquiry page families only', () => {
    for (const path of [
      '/contact-us',
      '/study-in-canada',
      '/job-detail-page/frontend-developer-toronto',
      '/business-details-page/family-restaurant-prince-albert',
    ])
      expect(isEnquiryPage(path)).toBe(true);
    for (const path of ['/', '/about-us', '/job-detail-page', '/api/health', '/contact-us/x'])
      expect(isEnquiryPage(path)).toBe(false);
    expect(formOpenedCookie({ method: 'POST', path: '/contact-us', secure: false }, 1, key)).toBe(
      undefined,
    );
    const cookie = formOpenedCookie(
      { method: 'GET', path: '/contact-us', secure: true },
      1_700_000_000_000,
      key,
    );
    expect(cookie).toMatch(
      new RegExp(
        `^${FORM_OPENED_COOKIE}=1700000000000\\.[\\w-]{43}; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax; Secure$`,
      ),
    );
  });

  it('reads back only what this key signed, for a day', () => {
    const opened = 1_700_000_000_000;
    const value = signOpened(opened, key);
    const later = opened + 60_000;
    expect(openedAt(value, key, later)).toBe(opened);
    expect(openedAt(value, 'another key', later)).toBeUndefined();
    expect(openedAt(value.replace('1700000000000', '1700000000001'), key, later)).toBeUndefined();
    expect(openedAt(value, undefined, later)).toBeUndefined();
    for (const bad of ['', '1', 'x.y', `${'9'.repeat(400)}.${'A'.repeat(43)}`, undefined])
      expect(openedAt(bad, key, later)).toBeUndefined();
    // One old cookie does not pass for ever: past its maximum age it counts as none.
    const day = FORM_OPENED_MAX_AGE_SECONDS * 1000;
    expect(openedAt(value, key, opened + day)).toBe(opened);
    expect(openedAt(value, key, opened + day + 1)).toBeUndefined();
  });
});
