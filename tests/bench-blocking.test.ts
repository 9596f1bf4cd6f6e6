import { describe, expect, it } from '@jest/globals';
import { blockingByKind, blockingOf, kindOfTask } from '../scripts/bench/blocking.mjs';
import { medianFigures } from '../scripts/bench/stats.mjs';

/** A trace event: `ts` and `dur` in microseconds, as traces write them. */
const event = (name: string, ts: number, dur: number) => ({ name, ts, dur });

describe('kindOfTask', () => {
  it('names a task by the kind of work it spent longest on, whatever wraps it', () => {
    const commit = [
      event('DocumentLoader::CommitNavigation', 0, 30_000),
      event('LocalWindowProxy::Initialize', 1_000, 20_000),
    ];
    expect(kindOfTask(commit)).toBe('commit');
    // The parse ends and the first style and layout run in the same task: layout wins.
    const domContentLoaded = [
      event('ParseHTML', 0, 3_000),
      event('UpdateLayoutTree', 3_000, 5_000),
      event('Layout', 8_000, 7_000),
    ];
    expect(kindOfTask(domContentLoaded)).toBe('styleLayout');
    expect(kindOfTask([event('Paint', 0, 3_000), event('Commit', 3_000, 4_000)])).toBe('paint');
    expect(kindOfTask([event('EvaluateScript', 0, 9_000), event('Layout', 9_000, 1_000)])).toBe(
      'scripts',
    );
    expect(kindOfTask([event('MinorGC', 0, 9_000)])).toBe('other');
  });

  it('counts an event inside another named one once, as part of the outer', () => {
    // 5 ms of script, 3 of them its compile; then 7 ms of layout: the layout is the larger part.
    const task = [
      event('Layout', 5_000, 7_000),
      event('v8.compile', 1_000, 3_000),
      event('EvaluateScript', 0, 5_000),
    ];
    expect(kindOfTask(task)).toBe('styleLayout');
    // The inline scripts run inside the parse: the task is a parse.
    const parse = [
      event('ParseHTML', 0, 10_000),
      event('EvaluateScript', 1_000, 6_000),
      event('Layout', 10_000, 5_000),
    ];
    expect(kindOfTask(parse)).toBe('parse');
  });

  it('reads only events with a duration: a trace names its flow and instant events alike', () => {
    // A real commit task (Lighthouse trace, /contact-us): the old page's pagehide, then the
    // commit, whose flow events ('s', 'f') carry its name and no duration. Counted, they made the
    // commit's sum NaN, and the task was named after its 41 µs of events: 'scripts'.
    const task = [
      event('EventDispatch', 947, 38),
      event('EventDispatch', 991, 3),
      event('DocumentLoader::CommitNavigation', 1_991, 23_562),
      { name: 'DocumentLoader::CommitNavigation', ts: 1_991, ph: 's' },
      { name: 'DocumentLoader::CommitNavigation', ts: 1_994, ph: 'f' },
    ];
    expect(kindOfTask(task)).toBe('commit');
    // And an instant event does not end the nesting: the compile stays inside its evaluation.
    const script = [
      event('EvaluateScript', 0, 5_000),
      { name: 'EvaluateScript', ts: 500, ph: 'I' },
      event('v8.compile', 1_000, 3_000),
      event('Layout', 5_000, 4_000),
    ];
    expect(kindOfTask(script)).toBe('scripts');
  });
});

describe('blockingOf', () => {
  const window = { start: 1_000, end: 3_000 };

  it('counts what a task runs past 50 ms inside the window, as Lighthouse does', () => {
    expect(blockingOf({ startTime: 1_200, endTime: 1_330 }, window)).toBe(80);
    expect(blockingOf({ startTime: 1_200, endTime: 1_250 }, window)).toBe(0);
  });

  it('clips a task at the first paint and at interactive before taking the 50 ms off', () => {
    // 150 ms from 900: 100 of them after the first paint, 50 of those blocking.
    expect(blockingOf({ startTime: 900, endTime: 1_050 }, window)).toBe(0);
    expect(blockingOf({ startTime: 900, endTime: 1_150 }, window)).toBe(100);
    expect(blockingOf({ startTime: 2_900, endTime: 3_200 }, window)).toBe(50);
    expect(blockingOf({ startTime: 500, endTime: 900 }, window)).toBe(0);
    expect(blockingOf({ startTime: 3_100, endTime: 3_500 }, window)).toBe(0);
  });
});

describe('blockingByKind', () => {
  it('weighs each estimate and adds every task to its kind', () => {
    const layout = { startTime: 1_100, endTime: 1_200, events: [event('Layout', 0, 12_000)] };
    const script = {
      startTime: 1_300,
      endTime: 1_390,
      events: [event('EvaluateScript', 0, 11_000)],
    };
    const commit = {
      startTime: 800,
      endTime: 1_150,
      events: [event('DocumentLoader::CommitNavigation', 0, 40_000)],
    };
    const sums = blockingByKind([
      { weight: 0.5, tasks: [layout, script, commit], window: { start: 1_000, end: 2_000 } },
      { weight: 0.5, tasks: [layout, script, commit], window: { start: 1_120, end: 2_000 } },
    ]);
    // Layout: 50 in the first window, 30 in the second; the script 40 in both; the commit 100
    // in the first, 0 in the second (30 ms after the later first paint).
    expect(sums).toEqual({
      commit: 50,
      parse: 0,
      styleLayout: 40,
      paint: 0,
      scripts: 40,
      other: 0,
    });
  });

  it('gives each kind its own median across runs, next to the median TBT', () => {
    const run = (tbt: number, styleLayout: number) => ({
      tbt,
      blocking: { commit: 0, parse: 10, styleLayout, paint: 0, scripts: 5, other: 0 },
    });
    const figures = medianFigures([run(100, 40), run(300, 90), run(200, 10)]);
    expect(figures.tbt).toBe(200);
    expect(figures.blocking).toEqual({
      commit: 0,
      parse: 10,
      styleLayout: 40,
      paint: 0,
      scripts: 5,
      other: 0,
    });
    expect(medianFigures([{ tbt: 1 }])).not.toHaveProperty('blocking');
  });
});
