/**
 * The team page's forms (admins): invite with the set-up link mailed to its owner only, role,
 * disable, new link, remove; every change audited by the admin; and the rule that the team
 * always keeps an enabled admin, for the page and the command line alike, also when two admins
 * demote each other at the same moment. On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { database } from '@/lib/db/client';
import { findStaffByEmail } from '@/lib/db/queries/staff';
import { auditLog, staff } from '@/lib/db/schema';
import { disableStaff, removeStaff } from '@/lib/staff/accounts';
import { completeSetup } from '@/lib/staff/sign-in';
import { enabledForm, inviteForm, newLinkForm, removeForm, roleForm } from '@/lib/staff/team-forms';
import { useTestDatabase } from '../support/database';
import { mailsTo } from '../support/mailbox';
import { done, refused, submit } from '../support/forms';
import { signedInStaff, type TestStaff } from '../support/staff';

// The set-up link's mail is read where lib/mail hands it over (the outbox strips the link once sent).
jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase();
});
afterAll(() => cleanup());

let admin: TestStaff;
beforeEach(async () => {
  // Each test starts with a team of one admin, signed in.
  await (await database()).delete(staff);
  admin = await signedInStaff('admin');
});

const LAST_ADMIN = 'This would leave no enabled admin. Make another colleague an admin first.';

async function auditOf(action: string, email: string) {
  return (await database())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), sql`${auditLog.detail}->>'email' = ${email}`));
}

test('an invitation creates the account and mails its set-up link to the colleague only, audited', async () => {
  const email = 'new.hire@deltacrest.example';
  const answer = done(
    (
      await submit(
        inviteForm,
        { name: 'Nia Hire', email: 'New.Hire@Deltacrest.example', role: 'staff' },
        { jar: admin.jar },
      )
    ).outcome,
  );
  // The admin's page does not show the link: whoever saw it could set up as the colleague.
  expect(answer.message).toContain('new.hire@deltacrest.example');
  expect(answer.message).not.toMatch(/token/);
  expect(answer).toMatchObject({ refresh: true });
  expect(await findStaffByEmail(email)).toMatchObject({ name: 'Nia Hire', role: 'staff' });
  const mail = mailsTo(email);
  expect(mail).toHaveLength(1);
  const link = mail[0]!.link;
  expect(link).toMatch(/^https:\/\/www\.deltacrest\.example\/staff\/setup\?token=[\w-]{43}$/);
  expect(mail[0]!.text).toContain(link);
  expect(
    await completeSetup(
      new URL(link!).searchParams.get('token')!,
      'a long new password',
      '203.0.113.9',
    ),
  ).not.toBe('link');
  const [entry] = await auditOf('staff-add', email);
  expect(entry).toMatchObject({ actor: 'staff', staffId: admin.id });

  // The same address again is refused on the page, nothing mailed twice.
  const again = refused(
    (await submit(inviteForm, { name: 'Nia', email, role: 'staff' }, { jar: admin.jar })).outcome,
  );
  expect(again.message).toMatch(/already a staff member/);
  expect(again.values).toMatchObject({ name: 'Nia', email });
  expect(mailsTo(email)).toHaveLength(1);
});

test('a staff member who is not an admin can change nobody', async () => {
  const colleague = await signedInStaff('staff');
  for (const [form, fields] of [
    [inviteForm, { name: 'X', email: 'x@deltacrest.example', role: 'admin' }],
    [roleForm, { email: colleague.email, role: 'admin' }],
    [enabledForm, { email: admin.email, enabled: 'no' }],
    [newLinkForm, { email: admin.email }],
    [removeForm, { email: admin.email, confirm: 'yes' }],
  ] as const) {
    // Each form with its own fields; the union of their types is not one submit's.
    const refusal = refused(
      (await submit(form as typeof roleForm, fields, { jar: colleague.jar })).outcome,
    );
    expect(refusal.message).toMatch(/cannot do this/);
  }
  expect((await findStaffByEmail(colleague.email))?.role).toBe('staff');
  expect((await findStaffByEmail(admin.email))?.disabledAt).toBeNull();
});

test('the last enabled admin cannot demote, disable or remove themselves, on the page or the command line', async () => {
  const demote = refused(
    (await submit(roleForm, { email: admin.email, role: 'staff' }, { jar: admin.jar })).outcome,
  );
  expect(demote.message).toBe(LAST_ADMIN);
  const disable = refused(
    (await submit(enabledForm, { email: admin.email, enabled: 'no' }, { jar: admin.jar })).outcome,
  );
  expect(disable.message).toBe(LAST_ADMIN);
  const remove = refused(
    (await submit(removeForm, { email: admin.email, confirm: 'yes' }, { jar: admin.jar })).outcome,
  );
  expect(remove.message).toBe(LAST_ADMIN);
  await expect(disableStaff(admin.email, { command: 'operator' })).rejects.toThrow(LAST_ADMIN);
  await expect(removeStaff(admin.email, { command: 'operator' })).rejects.toThrow(LAST_ADMIN);
  expect(await findStaffByEmail(admin.email)).toMatchObject({ role: 'admin', disabledAt: null });
  expect(await auditOf('staff-role', admin.email)).toEqual([]);
});

test('an admin invited and not yet set up does not count: the only admin who can sign in stays', async () => {
  const invited = `invited.admin.${Date.now()}@deltacrest.example`;
  done(
    (
      await submit(
        inviteForm,
        { name: 'Ina Vited', email: invited, role: 'admin' },
        { jar: admin.jar },
      )
    ).outcome,
  );
  const demote = refused(
    (await submit(roleForm, { email: admin.email, role: 'staff' }, { jar: admin.jar })).outcome,
  );
  expect(demote.message).toBe(LAST_ADMIN);
  expect(await findStaffByEmail(admin.email)).toMatchObject({ role: 'admin', disabledAt: null });
});

test('with a second admin, one may step down; the role change is audited with from and to', async () => {
  const second = await signedInStaff('admin');
  const answer = done(
    (await submit(roleForm, { email: admin.email, role: 'staff' }, { jar: admin.jar })).outcome,
  );
  expect(answer.message).toBe(`${admin.email} is now staff.`);
  const [entry] = await auditOf('staff-role', admin.email);
  expect(entry?.detail).toMatchObject({ from: 'admin', to: 'staff' });
  // Now the second is the last admin, and the first is no longer one.
  expect(
    refused(
      (await submit(roleForm, { email: second.email, role: 'staff' }, { jar: admin.jar })).outcome,
    ).message,
  ).toMatch(/cannot do this/);
  expect(
    refused(
      (await submit(enabledForm, { email: second.email, enabled: 'no' }, { jar: second.jar }))
        .outcome,
    ).message,
  ).toBe(LAST_ADMIN);
});

test('two admins demoting each other at the same moment: one change holds, an admin is left', async () => {
  const second = await signedInStaff('admin');
  const results = await Promise.all([
    submit(roleForm, { email: second.email, role: 'staff' }, { jar: admin.jar }),
    submit(roleForm, { email: admin.email, role: 'staff' }, { jar: second.jar }),
  ]);
  const statuses = results.map(({ outcome }) =>
    'status' in outcome ? outcome.status : 'redirect',
  );
  expect(statuses.sort()).toEqual(['done', 'refused']);
  const admins = await (await database()).select().from(staff).where(eq(staff.role, 'admin'));
  expect(admins).toHaveLength(1);
});

test('disabling ends the colleague’s sessions; a new link resets them; removal asks for the box', async () => {
  const colleague = await signedInStaff('staff');
  done(
    (await submit(enabledForm, { email: colleague.email, enabled: 'no' }, { jar: admin.jar }))
      .outcome,
  );
  // The colleague's open session gets nothing now.
  expect(
    refused(
      (
        await submit(
          inviteForm,
          { name: 'Y', email: 'y@d.example', role: 'staff' },
          { jar: colleague.jar },
        )
      ).outcome,
    ).message,
  ).toMatch(/session has ended/);
  done(
    (await submit(enabledForm, { email: colleague.email, enabled: 'yes' }, { jar: admin.jar }))
      .outcome,
  );
  const link = done(
    (await submit(newLinkForm, { email: colleague.email }, { jar: admin.jar })).outcome,
  );
  expect(link.message).toMatch(/new set-up link is on its way/);
  expect(link.message).not.toMatch(/token/);
  expect(mailsTo(colleague.email).at(-1)?.link).toMatch(/\/staff\/setup\?token=[\w-]{43}$/);
  expect(await auditOf('staff-link', colleague.email)).toHaveLength(1);
  const unticked = refused(
    (await submit(removeForm, { email: colleague.email }, { jar: admin.jar })).outcome,
  );
  expect(unticked.fieldErrors?.confirm?.[0]).toBe('Tick the box to confirm the removal');
  done(
    (await submit(removeForm, { email: colleague.email, confirm: 'yes' }, { jar: admin.jar }))
      .outcome,
  );
  expect(await findStaffByEmail(colleague.email)).toBeUndefined();
  expect(await auditOf('staff-remove', colleague.email)).toHaveLength(1);
});

test('an admin may remove their own account while another admin remains; the entry names them', async () => {
  await signedInStaff('admin');
  done(
    (await submit(removeForm, { email: admin.email, confirm: 'yes' }, { jar: admin.jar })).outcome,
  );
  expect(await findStaffByEmail(admin.email)).toBeUndefined();
  const [entry] = await auditOf('staff-remove', admin.email);
  expect(entry).toMatchObject({ actor: 'staff', staffEmail: admin.email });
});
