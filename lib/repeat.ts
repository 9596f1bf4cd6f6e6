import 'server-only';
import { log } from '@/lib/log';

/**
 * A job of the server process run now and then every `everyMs`: once per process whatever copies
 * of the calling module Next bundles (its timer lives on globalThis under `name`), never two runs
 * at once, a failure logged and tried again on the next round. Instances may each run it: the
 * job itself keeps them apart (a lock, a claim).
 */
export function repeatInProcess(
  name: string,
  everyMs: number,
  job: () => Promise<void>,
  failure: string,
): void {
  const slot = Symbol.for(`deltacrest.${name}.timer`);
  const holder = globalThis as typeof globalThis & { [slot]?: NodeJS.Timeout };
  if (holder[slot]) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (error) {
      log.error({ err: error }, failure);
    } finally {
      running = false;
    }
  };
  holder[slot] = setInterval(() => void tick(), everyMs);
  holder[slot].unref();
  void tick();
}
