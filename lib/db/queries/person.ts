import 'server-only';
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { enquiries, members, outbox } from '../schema';

/**
 * What is held about one person, found by their e-mail address (lower-cased by the caller): one
 * definition for erasure and for the right of access, so the two can never disagree on what
 * belongs to whom.
 */

/** Sent from the address (the stored column or the form's own field) or by its member account. */
export function enquiriesOf(address: string) {
  return or(
    eq(enquiries.email, address),
    sql`lower(${enquiries.payload}->>'email') = ${address}`,
    sql`${enquiries.memberId} in (select ${members.id} from ${members} where lower(${members.email}) = ${address})`,
  );
}

export function memberOf(address: string) {
  return sql`lower(${members.email}) = ${address}`;
}

export function mailTo(address: string) {
  return sql`lower(${outbox.to}) = ${address}`;
}

/** The transaction a query function is handed by `db.transaction`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
