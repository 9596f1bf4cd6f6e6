import { database } from '@/lib/db/client';
import { json, route } from '@/lib/http/route';

/** Ready once the database is open and migrated: load balancers and the test runner wait on it. */
export const dynamic = 'force-dynamic';

export const GET = route(async () => {
  await database();
  return json({ ok: true });
});
