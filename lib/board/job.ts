import 'server-only';
import { recordClosingStandings } from '@/lib/db/queries/opportunities';
import { log } from '@/lib/log';
import { repeatInProcess } from '@/lib/repeat';
import { closingStanding } from './standing';

/**
 * The board's job: within a minute of each closing time, every submitting company's standing
 * as it was then (its state, documents no longer valid), for the staff who shortlist. Instances
 * may each run it: each opportunity's standings are claimed once (queries/opportunities.ts).
 */
export function startBoardJob(): void {
  repeatInProcess(
    'board-standings',
    60_000,
    async () => {
      const recorded = await recordClosingStandings(new Date(), closingStanding);
      if (recorded > 0) log.info({ recorded }, 'opportunities closed: standings recorded');
    },
    'recording the standings at closing failed',
  );
}
