import 'server-only';
import { z } from 'zod';
import { LastAdminError } from '@/lib/db/queries/staff';
import type { Staff } from '@/lib/db/schema';
import type { FormOutcome } from '@/lib/forms/core';
import { HttpError } from '@/lib/http/errors';
import { invitation, teamMember } from '@/lib/validation/staff-inbox';
import * as accounts from './accounts';
import { defineStaffForm } from './guard';

/**
 * The team page's forms (/staff/team, admins only): invite; each colleague's card, one form with
 * one answer (role, disable, enable, a new set-up link); remove. defineStaffForm checks that the
 * poster is an admin past the second factor; each makes the change through the same code as
 * `npm run staff` (audited, and never leaving the team without an enabled admin), and is answered
 * on the page, drawn again with the change. None of them disables, resets or removes the admin
 * who posts it: that would sign them out at once (another admin, or the command line, can).
 */

/** The domain's refusals in the form's words: a 409 with its reason. */
async function changed(message: string, change: () => Promise<unknown>): Promise<FormOutcome> {
  try {
    await change();
  } catch (error) {
    if (error instanceof LastAdminError || error instanceof accounts.StaffError)
      throw new HttpError(409, error.message);
    throw error;
  }
  return { status: 'done', message, refresh: true };
}

/** The colleague a change is about, as the page showed them; refused if they are gone. */
async function colleague(email: string): Promise<Staff> {
  const found = await accounts.findMember(email);
  if (!found)
    throw new HttpError(
      409,
      `No staff member has the address ${email} any more: reload the page to see the team as it is.`,
    );
  return found;
}

/** Disabling, resetting or removing oneself here would end the session that asks. */
function notYourself(person: Staff, actor: { id: string }, doing: string): void {
  if (person.id === actor.id)
    throw new HttpError(
      409,
      `You cannot ${doing} your own account here: it would sign you out at once. Ask another admin.`,
    );
}

export const inviteForm = defineStaffForm({
  role: 'admin',
  schema: z.strictObject(invitation.shape),
  keep: ['name', 'email', 'role'],
  async work(values, { actor }) {
    return changed(
      `${values.name} is invited as ${values.role}. Their set-up link is on its way to ${values.email}; it works once, and only they receive it.`,
      () => accounts.addStaff(values, actor, 'mail'),
    );
  },
});

const role = z.enum(['staff', 'admin'], 'Choose Staff or Admin');

/**
 * A colleague's card: its buttons post `change` (the card's role choice comes with each, and
 * is read only for a change of role).
 */
export const colleagueForm = defineStaffForm({
  role: 'admin',
  schema: z.discriminatedUnion(
    'change',
    [
      z.strictObject({ ...teamMember.shape, change: z.literal('role'), role }),
      z.strictObject({
        ...teamMember.shape,
        change: z.enum(['disable', 'enable', 'link']),
        role: z.optional(role),
      }),
    ],
    { error: 'Choose what to change' },
  ),
  keep: ['role'],
  async work(values, { actor }) {
    const person = await colleague(values.email);
    const { email, name } = person;
    switch (values.change) {
      case 'role':
        return changed(`${name} is now ${values.role === 'admin' ? 'an admin' : 'staff'}.`, () =>
          accounts.changeRole(email, values.role, actor),
        );
      case 'enable':
        return changed(`${name} is enabled: they can sign in again.`, () =>
          accounts.enableStaff(email, actor),
        );
      case 'disable':
        notYourself(person, actor, 'disable');
        return changed(`${name} is disabled and signed out.`, () =>
          accounts.disableStaff(email, actor),
        );
      case 'link':
        notYourself(person, actor, 'reset');
        return changed(
          accounts.hasSignIn(person)
            ? `${name}’s password and authenticator no longer work, and they are signed out. A link to set up both again is on its way to ${email}.`
            : `A new set-up link is on its way to ${email}; the one sent before no longer works.`,
          () => accounts.newSetupLink(email, actor, 'mail'),
        );
    }
  },
});

export const removeForm = defineStaffForm({
  role: 'admin',
  schema: z.strictObject({
    ...teamMember.shape,
    confirm: z.literal('yes', 'Tick the box to confirm the removal'),
  }),
  keep: [],
  async work({ email }, { actor }) {
    const person = await colleague(email);
    notYourself(person, actor, 'remove');
    return changed(`${person.name} is removed.`, () => accounts.removeStaff(email, actor));
  },
});
