import { databaseAnswers } from '@/lib/db/queries/housekeeping';
import { HttpError } from '@/lib/http/errors';
import { json, route } from '@/lib/http/route';

/**
 * Ready while the database answers a query now: load balancers and the test runner wait on it,
 * and a database that stopped answering (PostgreSQL down, a closed connection) turns it 503.
 */
export const dynamic = 'force-dynamic';

/** Longer than a healthy `select 1` ever takes; short enough for a load balancer's probe. */
const TIMEOUT_MS = 3000;

export const GET = route(async () => {
  try {
    await databaseAnswers(TIMEOUT_MS);
  } catch (error) {
    console.error('[health] the database does not answer:', (error as Error).message);
    throw new HttpError(503, 'The database is not answering.', undefined, {
      'Retry-After': '5',
    });
  }
  return json({ ok: true });
});
