import 'server-only';
import { z } from 'zod';
import { LastAdminError } from '@/lib/db/queries/staff';
import { defineForm, type FormOutcome } from '@/lib/forms/core';
import { HttpError } from '@/lib/http/errors';
import { invitation, teamMember } from '@/lib/validation/staff-inbox';
import * as accounts from './accounts';
import { actorOf, staffMember } from './guard';

/**
 * The team page's forms (/staff/team, admins only): invite, a new set-up link, role, disable
 * and enable, remove. Each re-checks that the poster is an admin past the second factor, makes
 * the change through the same code as `npm run staff` (audited, and never leaving the team
 * without an enabled admin), and is answered on the page, which is drawn again with the change.
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

export const inviteForm = defineForm({
  schema: z.strictObject(invitation.shape),
  keep: ['name', 'email', 'role'],
  async work(values, { cookies }) {
    const session = await staffMember(cookies, 'admin');
    return changed(
      `${values.name} is invited as ${values.role}. Their set-up link is on its way to ${values.email}; it works once, and only they receive it.`,
      () => accounts.addStaff(values, actorOf(session), 'mail'),
    );
  },
});

export const newLinkForm = defineForm({
  schema: z.strictObject(teamMember.shape),
  keep: [],
  async work({ email }, { cookies }) {
    const session = await staffMember(cookies, 'admin');
    return changed(
      `A new set-up link is on its way to ${email}; their password and authenticator are reset and their sessions ended.`,
      () => accounts.newSetupLink(email, actorOf(session), 'mail'),
    );
  },
});

export const roleForm = defineForm({
  schema: z.strictObject({
    ...teamMember.shape,
    role: z.enum(['staff', 'admin'], 'Choose Staff or Admin'),
  }),
  keep: ['role'],
  async work({ email, role }, { cookies }) {
    const session = await staffMember(cookies, 'admin');
    return changed(`${email} is now ${role === 'admin' ? 'an admin' : 'staff'}.`, () =>
      accounts.changeRole(email, role, actorOf(session)),
    );
  },
});

export const enabledForm = defineForm({
  schema: z.strictObject({ ...teamMember.shape, enabled: z.enum(['yes', 'no']) }),
  keep: [],
  async work({ email, enabled }, { cookies }) {
    const session = await staffMember(cookies, 'admin');
    return enabled === 'yes'
      ? changed(`${email} is enabled.`, () => accounts.enableStaff(email, actorOf(session)))
      : changed(`${email} is disabled; their sessions have ended.`, () =>
          accounts.disableStaff(email, actorOf(session)),
        );
  },
});

export const removeForm = defineForm({
  schema: z.strictObject({
    ...teamMember.shape,
    confirm: z.literal('yes', 'Tick the box to confirm the removal'),
  }),
  keep: [],
  async work({ email }, { cookies }) {
    const session = await staffMember(cookies, 'admin');
    return changed(`${email} is removed.`, () => accounts.removeStaff(email, actorOf(session)));
  },
});
