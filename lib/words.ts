/**
 * How the back office writes counts and moments for a person to read: "1 enquiry", "3 e-mails",
 * "26 Nov 2026, 17:27 UTC", "5 minutes ago". Plain functions, for pages and lib alike.
 */

/** "1 enquiry", "2 enquiries", "0 enquiries". */
export const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const whenFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** The company's way of writing a moment: "26 Nov 2026, 17:27 UTC" (two offices, one clock). */
export function when(date: Date): string {
  return `${whenFormat.format(date)} UTC`;
}

const MINUTE_MS = 60 * 1000;

/**
 * How long ago, as a person says it: "just now" under a minute (or for a moment a clock put
 * ahead), then "a minute ago", "5 minutes ago", "an hour ago", "3 hours ago", "2 days ago".
 */
export function timeAgo(ms: number): string {
  const minutes = Math.floor(ms / MINUTE_MS);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return minutes === 1 ? 'a minute ago' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? 'an hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'a day ago' : `${days} days ago`;
}
