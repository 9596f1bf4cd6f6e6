/**
 * The team page's forms (admins): invite with the set-up link mailed to its owner only; each
 * colleague's card (role, disable, enable, new link: a reset that happens at once, as its mail
 * says); remove; every change audited by the admin; no admin disabling, resetting or removing
 * themselves on the page; and the rule that the team always keeps an enabled admin, for the page
 * and the command line alike, also when two admins demote each other at the same moment. On
 * PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { database } from '@/lib/db/client';
import { findStaffByEmail } from '@/lib/db/queries/staff';
import { auditLog, staff } from '@/lib/db/schema';
import { disableStaff, newSetupLink, removeStaff } from '@/lib/staff/accounts';
import { completeSetup } from '@/lib/staff/sign-in';
import { colleagueForm, inviteForm, removeForm } from '@/lib/staff/team-forms';
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

/** Whether a staff member's open session is refused now (tried with an invitation). */
async function sessionEnded(who: TestStaff): Promise<boolean> {
  const invitation = { name: 'Y', email: 'y@d.example', role: 'staff' };
  const { outcome } = await submit(inviteForm, invitation, { jar: who.jar });
  return /session has ended/.test(refused(outcome).message ?? '');
}

/** A change on a colleague's card, as its buttons post it. */
const card = (email: string, change: 'role' | 'disable' | 'enable' | 'link', role?: string) => ({
  email,
  change,
  role: role ?? 'staff',
});

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
    [colleagueForm, card(colleague.email, 'role', 'admin')],
    [colleagueForm, card(admin.email, 'disable')],
    [colleagueForm, card(admin.email, 'link')],
    [removeForm, { email: admin.email, confirm: 'yes' }],
  ] as const) {
    // Each form with its own fields; the union of their types is not one submit's.
    const refusal = refused(
      (await submit(form as typeof removeForm, fields, { jar: colleague.jar })).outcome,
    );
    expect(refusal.message).toMatch(/cannot do this/);
  }
  expect((await findStaffByEmail(colleague.email))?.role).toBe('staff');
  expect((await findStaffByEmail(admin.email))?.disabledAt).toBeNull();
});

test('the last enabled admin cannot demote themselves, nor disable or remove themselves anywhere', async () => {
  const demote = refused(
    (await submit(colleagueForm, card(admin.email, 'role', 'staff'), { jar: admin.jar })).outcome,
  );
  expect(demote.message).toBe(LAST_ADMIN);
  // On the page nobody disables or removes themselves (it would sign them out); the command
  // line keeps the last admin too.
  const disable = refused(
    (await submit(colleagueForm, card(admin.email, 'disable'), { jar: admin.jar })).outcome,
  );
  expect(disable.message).toMatch(/cannot disable your own account here/);
  const remove = refused(
    (await submit(removeForm, { email: admin.email, confirm: 'yes' }, { jar: admin.jar })).outcome,
  );
  expect(remove.message).toMatch(/cannot remove your own account here/);
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
    (await submit(colleagueForm, card(admin.email, 'role', 'staff'), { jar: admin.jar })).outcome,
  );
  expect(demote.message).toBe(LAST_ADMIN);
  expect(await findStaffByEmail(admin.email)).toMatchObject({ role: 'admin', disabledAt: null });
});

test('with a second admin, one may step down; the role change is audited with from and to', async () => {
  const second = await signedInStaff('admin');
  const answer = done(
    (await submit(colleagueForm, card(admin.email, 'role', 'staff'), { jar: admin.jar })).outcome,
  );
  expect(answer.message).toBe(`${admin.name} is now staff.`);
  const [entry] = await auditOf('staff-role', admin.email);
  expect(entry?.detail).toMatchObject({ from: 'admin', to: 'staff' });
  // Now the second is the last admin, and the first is no longer one.
  expect(
    refused(
      (await submit(colleagueForm, card(second.email, 'role', 'staff'), { jar: admin.jar }))
        .outcome,
    ).message,
  ).toMatch(/cannot do this/);
  expect(
    refused(
      (await submit(colleagueForm, card(second.email, 'role', 'staff'), { jar: second.jar }))
        .outcome,
    ).message,
  ).toBe(LAST_ADMIN);
});

test('two admins demoting each other at the same moment: one change holds, an admin is left', async () => {
  const second = await signedInStaff('admin');
  const results = await Promise.all([
    submit(colleagueForm, card(second.email, 'role', 'staff'), { jar: admin.jar }),
    submit(colleagueForm, card(admin.email, 'role', 'staff'), { jar: second.jar }),
  ]);
  const statuses = results.map(({ outcome }) =>
    'status' in outcome ? outcome.status : 'redirect',
  );
  expect(statuses.sort()).toEqual(['done', 'refused']);
  const admins = await (await database()).select().from(staff).where(eq(staff.role, 'admin'));
  expect(admins).toHaveLength(1);
});

test('disabling ends the colleague’s sessions; a new link resets them at once, as its mail says; removal asks for the box', async () => {
  const colleague = await signedInStaff('staff');
  expect(
    done(
      (await submit(colleagueForm, card(colleague.email, 'disable'), { jar: admin.jar })).outcome,
    ).message,
  ).toBe(`${colleague.name} is disabled and signed out.`);
  // The colleague's open session gets nothing now.
  expect(await sessionEnded(colleague)).toBe(true);
  done((await submit(colleagueForm, card(colleague.email, 'enable'), { jar: admin.jar })).outcome);

  // A new link: the reset is done at once (not when the link is used), and the page and the
  // mail both say so.
  const fresh = await signedInStaff('staff');
  const link = done(
    (await submit(colleagueForm, card(fresh.email, 'link'), { jar: admin.jar })).outcome,
  );
  expect(link.message).toBe(
    `${fresh.name}’s password and authenticator no longer work, and they are signed out. A link to set up both again is on its way to ${fresh.email}.`,
  );
  expect(link.message).not.toMatch(/token/);
  expect(await findStaffByEmail(fresh.email)).toMatchObject({
    passwordHash: null,
    totpSecret: null,
  });
  expect(await sessionEnded(fresh)).toBe(true);
  const mail = mailsTo(fresh.email).at(-1)!;
  expect(mail.link).toMatch(/\/staff\/setup\?token=[\w-]{43}$/);
  expect(mail.subject).toMatch(/sign-in was reset/);
  expect(mail.text).toContain('your password and authenticator no longer work');
  expect(mail.text).not.toContain('nothing changes');
  const [entry] = await auditOf('staff-link', fresh.email);
  expect(entry?.detail).toMatchObject({ reset: true });
  // Again, before they set up: nothing left to reset, so it only replaces the link.
  expect(
    done((await submit(colleagueForm, card(fresh.email, 'link'), { jar: admin.jar })).outcome)
      .message,
  ).toBe(`A new set-up link is on its way to ${fresh.email}; the one sent before no longer works.`);
  expect(mailsTo(fresh.email).at(-1)!.text).toContain('no one can use the account until');

  const unticked = refused(
    (await submit(removeForm, { email: colleague.email }, { jar: admin.jar })).outcome,
  );
  expect(unticked.fieldErrors?.confirm?.[0]).toBe('Tick the box to confirm the removal');
  expect(
    done(
      (await submit(removeForm, { email: colleague.email, confirm: 'yes' }, { jar: admin.jar }))
        .outcome,
    ).message,
  ).toBe(`${colleague.name} is removed.`);
  expect(await findStaffByEmail(colleague.email)).toBeUndefined();
  expect(await auditOf('staff-remove', colleague.email)).toHaveLength(1);
  // A card drawn before the removal is answered with what happened.
  expect(
    refused(
      (await submit(colleagueForm, card(colleague.email, 'link'), { jar: admin.jar })).outcome,
    ).message,
  ).toMatch(/^No staff member has the address/);
});

test('on the page an admin never disables, resets or removes themselves, even with another admin; the command line can', async () => {
  await signedInStaff('admin');
  for (const [form, fields, doing] of [
    [colleagueForm, card(admin.email, 'disable'), 'disable'],
    [colleagueForm, card(admin.email, 'link'), 'reset'],
    [removeForm, { email: admin.email, confirm: 'yes' }, 'remove'],
  ] as const) {
    const refusal = refused(
      (await submit(form as typeof removeForm, fields, { jar: admin.jar })).outcome,
    );
    expect(refusal.message).toBe(
      `You cannot ${doing} your own account here: it would sign you out at once. Ask another admin.`,
    );
  }
  expect(await findStaffByEmail(admin.email)).toMatchObject({ disabledAt: null });
  expect(await auditOf('staff-link', admin.email)).toEqual([]);
  // The command line is the operator's own way out (a lost authenticator of the only admin).
  expect(await newSetupLink(admin.email, { command: 'operator' }, 'show')).toMatch(/token=/);
  await removeStaff(admin.email, { command: 'operator' });
  expect(await findStaffByEmail(admin.email)).toBeUndefined();
});
