import { describe, expect, it } from '@jest/globals';
import { median, medianFigures } from '../scripts/bench/stats.mjs';

describe('median', () => {
  it('takes the middle of an odd number of values, whatever their order', () => {
    expect(median([95, 71, 88])).toBe(88);
  });

  it('averages the middle two of an even number and ignores missing values', () => {
    expect(median([10, null, 30])).toBe(20);
    expect(median([null, undefined])).toBeNull();
  });
});

describe('medianFigures', () => {
  it('takes each figure from its own median and keeps every failing audit seen', () => {
    const runs = [
      { performance: 90, lcp: 2000, tbt: 400, failing: ['seo: link-text'] },
      { performance: 99, lcp: 1500, tbt: 100, failing: [] },
      {
        performance: 95,
        lcp: 1800,
        tbt: 500,
        failing: ['seo: link-text', 'accessibility: color-contrast'],
      },
    ];
    const figures = medianFigures(runs);
    expect(figures.performance).toBe(95);
    expect(figures.lcp).toBe(1800);
    expect(figures.tbt).toBe(400);
    expect(figures.failing).toEqual(['seo: link-text', 'accessibility: color-contrast']);
  });
});
