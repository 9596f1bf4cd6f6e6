import 'server-only';
import { z } from 'zod';
import { LastAdminError } from '@/lib/db/queries/staff';
import type { FormOutcome } from '@/lib/forms/core';
import { HttpError } from '@/lib/http/errors';
import { invitation, teamMember } from '@/lib/validation/staff-inbox';
import * as accounts from './accounts';
import { defineStaffForm } from './guard';

/**
 * The team page's forms (/staff/team, admins only): invite, a new set-up link, role, disable
 * and enable, remove. defineStaffForm checks that the poster is an admin past the second factor;
 * each makes the change through the same code as `npm run staff` (audited, and never leaving
 * the team without an enabled admin), and is answered on the page, drawn again with the change.
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

export const newLinkForm = defineStaffForm({
  role: 'admin',
  schema: z.strictObject(teamMember.shape),
  keep: [],
  async work({ email }, { actor }) {
    return changed(
      `A new set-up link is on its way to ${email}; their password and authenticator are reset and their sessions ended.`,
      () => accounts.newSetupLink(email, actor, 'mail'),
    );
  },
});

export const roleForm = defineStaffForm({
  role: 'admin',
  schema: z.strictObject({
    ...teamMember.shape,
    role: z.enum(['staff', 'admin'], 'Choose Staff or Admin'),
  }),
  keep: ['role'],
  async work({ email, role }, { actor }) {
    return changed(`${email} is now ${role === 'admin' ? 'an admin' : 'staff'}.`, () =>
      accounts.changeRole(email, role, actor),
    );
  },
});

export const enabledForm = defineStaffForm({
  role: 'admin',
  schema: z.strictObject({ ...teamMember.shape, enabled: z.enum(['yes', 'no']) }),
  keep: [],
  async work({ email, enabled }, { actor }) {
    return enabled === 'yes'
      ? changed(`${email} is enabled.`, () => accounts.enableStaff(email, actor))
      : changed(`${email} is disabled; their sessions have ended.`, () =>
          accounts.disableStaff(email, actor),
        );
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
    return changed(`${email} is removed.`, () => accounts.removeStaff(email, actor));
  },
});
