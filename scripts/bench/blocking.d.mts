// Types for blocking.mjs, for its unit test.
export type BlockingKind = 'commit' | 'parse' | 'styleLayout' | 'paint' | 'scripts' | 'other';
export const BLOCKING_KINDS: BlockingKind[];
/** A trace event; only complete events ('X') have a duration, flow and instant ones do not. */
export interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  ph?: string;
}
export interface SimulatedTask {
  startTime: number;
  endTime: number;
  events: TraceEvent[];
}
export interface Window {
  start: number;
  end: number;
}
export function kindOfTask(events: TraceEvent[]): BlockingKind;
export function blockingOf(task: { startTime: number; endTime: number }, window: Window): number;
export function blockingByKind(
  estimates: { weight: number; tasks: SimulatedTask[]; window: Window }[],
): Record<BlockingKind, number>;
