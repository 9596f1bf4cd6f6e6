// Medians of Lighthouse figures, kept apart from the Lighthouse runner so they can be unit-tested.
import { BLOCKING_KINDS } from './blocking.mjs';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

export function median(values) {
  const present = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 ? present[middle] : (present[middle - 1] + present[middle]) / 2;
}

/** Each figure is the median of that figure over the runs (not the figures of one median run). */
export function medianFigures(runs) {
  const keys = [...categories, 'fcp', 'lcp', 'tbt', 'cls', 'bytes'];
  const failing = [...new Set(runs.flatMap((run) => run.failing ?? []))];
  const explained = runs.filter((run) => run.blocking);
  return {
    ...Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])),
    failing,
    // Each kind's own median: like the figures, they need not add up to the median TBT.
    ...(explained.length > 0
      ? {
          blocking: Object.fromEntries(
            BLOCKING_KINDS.map((kind) => [
              kind,
              median(explained.map((run) => run.blocking[kind])),
            ]),
          ),
        }
      : {}),
  };
}
