import 'server-only';
import { and, asc, count, desc, eq, ilike, isNotNull, sql, type SQL } from 'drizzle-orm';
import { database } from '../client';
import { staff } from '../schema';
import {
  companies,
  supplierDocuments,
  type CompanyState,
  type SupplierClass,
} from '../supplier-schema';

/**
 * The review queue in the back office: companies waiting for staff, oldest first, or every
 * company in a state; filtered by class, trade, the expiry of their documents and a name or
 * number. A page reads one page of companies and what each row shows, never a file.
 */

export const QUEUE_PAGE_SIZE = 25;

export type QueueFilters = {
  state: 'waiting' | 'all' | CompanyState;
  supplierClass?: SupplierClass;
  trade?: string;
  expiry?: 'expiring' | 'expired';
  q?: string;
};

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A current document of the company whose date falls in the window (days are `YYYY-MM-DD`). */
const currentExpiry = (condition: SQL) =>
  sql`exists (select 1 from ${supplierDocuments} d where d.company_id = ${companies.id} and d.replaced_at is null and d.state <> 'rejected' and d.expires_on is not null and ${condition})`;

function where(filters: QueueFilters, today: string, inMonth: string): SQL | undefined {
  return and(
    filters.state === 'waiting'
      ? isNotNull(companies.waitingSince)
      : filters.state === 'all'
        ? undefined
        : eq(companies.state, filters.state),
    filters.supplierClass ? eq(companies.supplierClass, filters.supplierClass) : undefined,
    filters.trade ? sql`${companies.trades} @> array[${filters.trade}]::text[]` : undefined,
    filters.expiry === 'expired' ? currentExpiry(sql`d.expires_on < ${today}`) : undefined,
    filters.expiry === 'expiring'
      ? currentExpiry(sql`d.expires_on >= ${today} and d.expires_on <= ${inMonth}`)
      : undefined,
    filters.q
      ? sql`(${ilike(companies.registeredName, like(filters.q))} or ${ilike(companies.registrationNumber, like(filters.q))})`
      : undefined,
  );
}

export type QueueRow = Awaited<ReturnType<typeof listQueue>>['rows'][number];

export async function listQueue(
  filters: QueueFilters,
  page: number,
  { today, inMonth }: { today: string; inMonth: string },
) {
  const db = await database();
  const condition = where(filters, today, inMonth);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: companies.id,
        registeredName: companies.registeredName,
        countryCode: companies.countryCode,
        registrationNumber: companies.registrationNumber,
        supplierClass: companies.supplierClass,
        state: companies.state,
        trades: companies.trades,
        waitingSince: companies.waitingSince,
        createdAt: companies.createdAt,
        claimedByName: staff.name,
        nextExpiry: sql<
          string | null
        >`(select min(d.expires_on)::text from ${supplierDocuments} d where d.company_id = ${companies.id} and d.replaced_at is null and d.state <> 'rejected')`,
        waitingDocuments: sql<number>`(select count(*)::int from ${supplierDocuments} d where d.company_id = ${companies.id} and d.replaced_at is null and d.state = 'submitted')`,
      })
      .from(companies)
      .leftJoin(staff, eq(staff.id, companies.claimedBy))
      .where(condition)
      .orderBy(
        filters.state === 'waiting' ? asc(companies.waitingSince) : desc(companies.createdAt),
        asc(companies.id),
      )
      .limit(QUEUE_PAGE_SIZE)
      .offset((page - 1) * QUEUE_PAGE_SIZE),
    db.select({ value: count() }).from(companies).where(condition),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

/** The name of the staff member holding a company's claim. */
export async function claimHolder(companyId: string): Promise<string | undefined> {
  const db = await database();
  const [row] = await db
    .select({ name: staff.name })
    .from(companies)
    .innerJoin(staff, eq(staff.id, companies.claimedBy))
    .where(eq(companies.id, companyId));
  return row?.name;
}
