/**
 * A staff member and a session past its second factor, put straight into the test database:
 * staff sign-in is tested on its own, the inbox's tests start signed in.
 */
import { staffCookieName } from '@/lib/auth/staff-session';
import { hashToken, newToken } from '@/lib/auth/tokens';
import { database } from '@/lib/db/client';
import { staff, staffSessions, type StaffRole } from '@/lib/db/schema';
import { newTotpSecret } from '@/lib/staff/totp';
import { TestJar } from './forms';

/** `cookie` for a route handler's request header, `jar` for a form's post. */
export type TestStaff = { id: string; email: string; name: string; cookie: string; jar: TestJar };

export async function signedInStaff(
  role: StaffRole = 'staff',
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<TestStaff> {
  const db = await database();
  const suffix = Math.random().toString(36).slice(2, 8);
  const [person] = await db
    .insert(staff)
    .values({
      email: `staff.${suffix}@deltacrest.example`,
      name: `Staff ${suffix}`,
      role,
      // Past the second factor means set up: the authenticator is enrolled.
      totpSecret: secondFactor ? newTotpSecret() : null,
    })
    .returning();
  if (!person) throw new Error('staff insert returned nothing');
  const token = newToken();
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId: person.id,
    secondFactorAt: secondFactor ? new Date() : null,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return {
    id: person.id,
    email: person.email,
    name: person.name,
    cookie: `${staffCookieName()}=${token}`,
    jar: new TestJar({ [staffCookieName()]: token }),
  };
}
