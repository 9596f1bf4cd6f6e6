/**
 * Documents carry calendar dates, and the company works from Port Harcourt: a date is a day in
 * Lagos (West Africa Time, UTC+1 all year). A document is valid through its expiry date and
 * expired from the day after.
 */
const lagosDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' });

/** Today in Lagos, as `YYYY-MM-DD`. */
export const lagosToday = (now = new Date()) => lagosDay.format(now);

const DAY_MS = 86_400_000;

/** Whole days from `today` to `day` (both `YYYY-MM-DD`): 0 on the day, negative after it. */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** "31 December 2026". */
export function longDate(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** How many days before expiry a document counts as expiring (and its first reminder goes). */
export const EXPIRING_DAYS = 30;

/** Today and the last day of the expiring window, in Lagos: what "expiring" filters between. */
export function expiryWindow(now = new Date()) {
  return {
    today: lagosToday(now),
    inMonth: lagosToday(new Date(now.getTime() + EXPIRING_DAYS * DAY_MS)),
  };
}
