/**
 * Verified companies put straight into a stopped server's embedded database, for the specs whose
 * story starts with companies already verified (e2e/board.spec.ts): how a company is verified,
 * by clicking on both sides, is e2e/suppliers.spec.ts's story. Each gets its member (confirmed,
 * with the password hashed as lib/auth/password.ts does) as owner, and every document its class
 * requires, accepted and valid for a year.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { hash } from '@node-rs/argon2';
import { requiredTypes } from '@/lib/suppliers/requirements';
import type { CompanyState, SupplierClass } from '@/lib/db/supplier-schema';

/** A confirmed member, as e2e/support/member.ts puts one into PostgreSQL. */
export type SeedMember = { email: string; password: string; firstName: string };

export type SeedCompany = {
  owner: SeedMember;
  name: string;
  supplierClass?: SupplierClass;
  state?: CompanyState;
  trades?: string[];
  areas?: string[];
};

const YEAR_MS = 365 * 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** What both engines' clients (PGlite, pg's Client) answer to a query with parameters. */
type Queryable = {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
};

/** Seeds the members and their companies into the data folder's database (its server stopped): the companies' ids. */
export async function seedCompanies(dataDir: string, seeds: SeedCompany[]): Promise<string[]> {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    return await seedInto(db, seeds);
  } finally {
    await db.close();
  }
}

/** The same into a database the caller holds open (PostgreSQL under running servers, too). */
export async function seedInto(db: Queryable, seeds: SeedCompany[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, seed] of seeds.entries()) {
    const supplierClass = seed.supplierClass ?? 'general';
    const state = seed.state ?? 'verified';
    const { owner } = seed;
    const passwordHash = await hash(owner.password, {
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    const { rows: members } = await db.query<{ id: string }>(
      `insert into members (first_name, last_name, username, email, gender, country_code,
         country_name, email_confirmed_at, password_hash)
       values ($1, 'Owner', $2, $3, 'female', 'NG', 'Nigeria', now(), $4) returning id`,
      [owner.firstName, owner.email.split('@')[0]!.replace(/\W/g, '_'), owner.email, passwordHash],
    );
    const memberId = members[0]!.id;
    const { rows } = await db.query<{ id: string }>(
      `insert into companies (registered_name, country_code, registration_number, tax_number,
         registered_address, trades, areas, supplier_class, responsible_name, responsible_role,
         responsible_email, responsible_phone, state, submitted_at, decided_at, verified_at)
       values ($1, 'NG', $2, '12345678-0001', '5 Aba Road, Port Harcourt', $3, $4, $5,
         'Ngozi Amadi', 'Managing director', $6, '+2348031234567', $7, now(), now(),
         case when $7 = 'verified' then now() end)
       returning id`,
      [
        seed.name,
        `RC ${Date.now() % 1_000_000}${index}`,
        seed.trades ?? ['pipeline-services'],
        seed.areas ?? ['NG-RI'],
        supplierClass,
        owner.email,
        state,
      ],
    );
    const id = rows[0]!.id;
    await db.query(
      `insert into company_members (member_id, company_id, role) values ($1, $2, 'owner')`,
      [memberId, id],
    );
    for (const type of requiredTypes({ countryCode: 'NG', supplierClass })) {
      await db.query(
        `insert into supplier_documents (company_id, type, number, issued_on, expires_on, state,
           file_name, file_type, file_bytes, uploaded_by, uploaded_at, decided_at)
         values ($1, $2, 'A-1', $3, $4, 'accepted', 'document.pdf', 'application/pdf', 5, $5,
           now() - interval '1 day', now())`,
        [
          id,
          type.key,
          day(Date.now() - YEAR_MS / 2),
          type.expires ? day(Date.now() + YEAR_MS) : null,
          memberId,
        ],
      );
    }
    ids.push(id);
  }
  return ids;
}
