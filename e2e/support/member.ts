/**
 * A confirmed member put straight into a PostgreSQL database, for the specs that need an account
 * without going through the public registration and its mailed confirmation link. It
 * uses the app's schema and the same argon2id profile as lib/auth/password.ts, so the server's
 * login checks the password exactly as for a registered member.
 */
import { hash } from '@node-rs/argon2';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client } from 'pg';
import { members } from '@/lib/db/schema';

export type TestMember = { email: string; password: string; firstName: string };

export async function insertMember(databaseUrl: string, id: string): Promise<TestMember> {
  const member = { email: `scale.${id}@example.com`, password: 'correct horse battery' };
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await drizzle(client)
      .insert(members)
      .values({
        firstName: 'Ngozi',
        lastName: 'Scale',
        username: `scale_${id}`,
        email: member.email,
        gender: 'female',
        countryCode: 'NG',
        countryName: 'Nigeria',
        emailConfirmedAt: new Date(),
        passwordHash: await hash(member.password, {
          memoryCost: 19_456,
          timeCost: 2,
          parallelism: 1,
        }),
      });
  } finally {
    await client.end();
  }
  return { ...member, firstName: 'Ngozi' };
}
