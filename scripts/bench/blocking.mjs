// Where a run's Total Blocking Time goes. Lighthouse's mobile figures come from its model
// (Lantern): it replays the page's unthrottled trace, each main-thread task `cpuSlowdown` times
// longer, and counts what runs past 50 ms between its estimates of first contentful paint and of
// interactive. Here each task it counts is named by what it did in the trace (the navigation's
// commit, the HTML parse, style and layout, paint, scripts). Kept apart from the runner, which
// feeds it Lantern's simulated tasks (scripts/bench/lighthouse.mjs), so it can be unit-tested.

export const BLOCKING_KINDS = ['commit', 'parse', 'styleLayout', 'paint', 'scripts', 'other'];

/** Lighthouse's threshold: the part of a task past 50 ms blocks. */
const THRESHOLD_MS = 50;

function kindOfEvent(name) {
  if (name.startsWith('DocumentLoader::CommitNavigation')) return 'commit';
  if (name === 'ParseHTML') return 'parse';
  if (name === 'UpdateLayoutTree' || name === 'Layout') return 'styleLayout';
  if (['Paint', 'PrePaint', 'Commit', 'Layerize'].includes(name)) return 'paint';
  if (['EvaluateScript', 'FunctionCall', 'v8.compile', 'TimerFire', 'EventDispatch'].includes(name))
    return 'scripts';
  return null;
}

/**
 * What a task mostly did: the kind its named events (`{ name, ts, dur }`, a trace's nested events)
 * spent longest on. Only the outermost named event counts: a script's compile inside its
 * evaluation, or the inline scripts inside a parse, are not counted twice.
 */
export function kindOfTask(events) {
  const spent = new Map();
  let coveredUntil = -Infinity;
  // Flow and instant events carry a complete event's name but no duration: they are left out,
  // or they would turn the order, the sums and the nesting's end into NaN.
  const outerFirst = events
    .filter((event) => Number.isFinite(event.dur))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  for (const { name, ts, dur } of outerFirst) {
    const kind = kindOfEvent(name);
    if (!kind || ts + dur <= coveredUntil) continue;
    spent.set(kind, (spent.get(kind) ?? 0) + dur);
    coveredUntil = Math.max(coveredUntil, ts + dur);
  }
  let longest = 'other';
  for (const [kind, dur] of spent) if (dur > (spent.get(longest) ?? 0)) longest = kind;
  return longest;
}

/**
 * A task's blocking time as Lighthouse counts it (its TBTUtils): the task clipped to the window
 * from `start` (first contentful paint) to `end` (interactive), less the threshold.
 */
export function blockingOf({ startTime, endTime }, { start, end }) {
  if (endTime - startTime < THRESHOLD_MS || endTime < start || startTime > end) return 0;
  const clipped = Math.min(endTime, end) - Math.max(startTime, start);
  return clipped < THRESHOLD_MS ? 0 : clipped - THRESHOLD_MS;
}

/**
 * The blocking time of each kind of task, as Lighthouse weighs its two estimates: `estimates` is
 * `[{ weight, tasks: [{ startTime, endTime, events }], window: { start, end } }]`. The kinds add
 * up to Lighthouse's Total Blocking Time.
 */
export function blockingByKind(estimates) {
  const sums = Object.fromEntries(BLOCKING_KINDS.map((kind) => [kind, 0]));
  for (const { weight, tasks, window } of estimates)
    for (const task of tasks) sums[kindOfTask(task.events)] += weight * blockingOf(task, window);
  return sums;
}
