import { findService } from '@/content/services';
import type { OpportunityKind, Outcome } from '@/lib/db/board-schema';
import { areaOptions } from '@/lib/suppliers/company-fields';

/** The opportunities board in words: the same on the members' pages, the back office and mail. */

export const kindLabel: Record<OpportunityKind, string> = {
  subcontract: 'Subcontract package',
  supply: 'Supply request',
  manpower: 'Manpower call',
};

export const outcomeLabel: Record<Outcome, string> = {
  shortlisted: 'Shortlisted',
  'not-selected': 'Not selected',
};

export const tradeLabel = (slug: string) => findService(slug)?.title ?? slug;

let areaNames: Map<string, string> | undefined;

/** "Rivers, Nigeria" for `NG-RI`. */
export function areaLabel(code: string): string {
  areaNames ??= new Map(
    areaOptions().flatMap((group) =>
      group.areas.map((area) => [area.value, `${area.label}, ${group.country}`] as const),
    ),
  );
  return areaNames.get(code) ?? code;
}

export const listOf = (
  values: readonly string[],
  label: (value: string) => string,
  none: string,
) => (values.length ? values.map(label).join('; ') : none);

/**
 * Times are set and shown in Lagos (West Africa Time, UTC+1 all year, no daylight saving): the
 * company works from Port Harcourt. Each visitor is also shown them in their own zone
 * (components/board/LocalTime.client.tsx).
 */
export const LAGOS = 'Africa/Lagos';
const LAGOS_OFFSET = '+01:00';

const lagosFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: LAGOS,
});

/** "Friday 11 December 2026, 17:00 Lagos time". */
export const lagosTime = (at: Date) => `${lagosFormat.format(at).replace(' at ', ', ')} Lagos time`;

/** `YYYY-MM-DDTHH:mm` in Lagos, as a `datetime-local` field holds it. */
export function lagosInput(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: LAGOS,
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A `datetime-local` value read as Lagos time; undefined when it is not one. */
export function fromLagosInput(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const at = new Date(`${value}:00${LAGOS_OFFSET}`);
  return Number.isNaN(at.getTime()) || lagosInput(at) !== value ? undefined : at;
}

/** How long until `at`, in the largest whole unit: "in 3 days", "in 5 hours". */
export function timeLeft(at: Date, now = new Date()): string {
  const minutes = Math.floor((at.getTime() - now.getTime()) / 60_000);
  if (minutes < 0) return 'closed';
  const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (minutes < 60) return `in ${unit(Math.max(minutes, 1), 'minute')}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `in ${unit(hours, 'hour')}`;
  return `in ${unit(Math.floor(hours / 24), 'day')}`;
}
