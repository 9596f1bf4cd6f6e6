/**
 * A staff member and a session past its second factor, put straight into a PostgreSQL database
 * (staff sign-in is tested by its own spec). The cookie is handed to the browser under both of
 * its names: the server reads the one its configuration uses.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client } from 'pg';
import { staff, staffSessions, type StaffRole } from '@/lib/db/schema';

export async function insertStaffSession(
  databaseUrl: string,
  { role = 'staff', secondFactor = true }: { role?: StaffRole; secondFactor?: boolean } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const suffix = randomBytes(4).toString('hex');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const db = drizzle(client);
    const [person] = await db
      .insert(staff)
      .values({ email: `staff.${suffix}@deltacrest.example`, name: `Tobi ${suffix}`, role })
      .returning();
    await db.insert(staffSessions).values({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      staffId: person!.id,
      secondFactorAt: secondFactor ? new Date() : null,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
  } finally {
    await client.end();
  }
  return token;
}

export async function giveStaffCookie(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([
    { name: 'staff_session', value: token, url: baseURL, sameSite: 'Strict', httpOnly: true },
    {
      name: '__Host-staff_session',
      value: token,
      // Chromium stores a Secure cookie only for an https address; it still sends it to the
      // loopback server over http, which browsers count as a secure context.
      url: baseURL.replace(/^http:/, 'https:'),
      sameSite: 'Strict',
      httpOnly: true,
      secure: true,
    },
  ]);
}
