'use client';

import { useSyncExternalStore } from 'react';

const LAGOS = 'Africa/Lagos';
const never = () => () => {};

function inZone(at: Date, timeZone: string) {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
}

/** The visitor's own time for `iso`, when their clock is not on Lagos time; null otherwise. */
function localWords(iso: string): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const at = new Date(iso);
  if (!zone || Number.isNaN(at.getTime())) return null;
  const local = inZone(at, zone);
  return local === inZone(at, LAGOS) ? null : `${local} your time (${zone.replace(/_/g, ' ')})`;
}

/**
 * A Lagos time the server wrote, followed by the same moment in the visitor's own time zone once
 * the page runs in their browser (the server cannot know their zone): "· Fri 11 Dec, 16:00 your
 * time (Europe/London)". Nothing is added for a visitor on Lagos time, or without JavaScript.
 */
export function LocalTime({ iso }: { iso: string }) {
  const local = useSyncExternalStore(
    never,
    () => localWords(iso),
    () => null,
  );
  return local ? <span className="local-time"> · {local}</span> : null;
}
