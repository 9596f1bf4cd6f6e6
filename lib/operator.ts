import 'server-only';
import { userInfo } from 'node:os';
import type { AuditActor } from '@/lib/db/queries/audit';

/**
 * The actor of a command-line act (`npm run staff`, `backup`, `restore`): the system user of the
 * process doing it. Over the control socket that is the server's own user, whatever the client
 * says: the socket is 0600, so only that user (or root) can have asked.
 */
export function operator(): AuditActor {
  return { command: userInfo().username };
}
