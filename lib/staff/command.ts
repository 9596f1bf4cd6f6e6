import 'server-only';
import * as z from 'zod/mini';
import { listStaff } from '@/lib/db/queries/staff';
import { registerCommand } from '@/lib/control/registry';
import { operator } from '@/lib/operator';
import { invitation, teamMember } from '@/lib/validation/staff-inbox';
import * as accounts from './accounts';

/**
 * What `npm run staff` does, in one place: run by the script itself when it may open the
 * database (PostgreSQL, or an embedded folder no server holds), and by the running server when
 * the script asks it over the control channel (lib/control), so no change of staff needs the
 * site stopped. Every change is audited as made at the command line by the system user of the
 * process that makes it (lib/operator.ts), and its values are checked as the team page's are.
 */
export const staffCommand = z.object({
  command: z.enum(['add', 'link', 'disable', 'enable', 'remove', 'list']),
  email: z.optional(z.string().check(z.maxLength(254))),
  name: z.optional(z.string().check(z.maxLength(200))),
  role: z.optional(z.enum(['staff', 'admin'])),
});

export type StaffCommand = z.infer<typeof staffCommand>;

/** The first problem with a command's values, in the page's words. */
function checked<T>(
  result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } },
): T {
  if (!result.success)
    throw new accounts.StaffError(result.error.issues[0]?.message ?? 'not valid');
  return result.data;
}

export async function runStaffCommand(input: StaffCommand): Promise<string> {
  const { command, name, role = 'staff' } = input;
  const actor = operator();
  if (command === 'list') return listTeam();
  if (command === 'add') {
    if (!name?.trim()) throw new accounts.StaffError('add needs --name "NAME"');
    const values = checked(invitation.safeParse({ email: input.email, name, role }));
    return `Set-up link for ${values.email} (send it to them; it works once):\n${await accounts.addStaff(values, actor, 'show')}`;
  }
  const { email } = checked(teamMember.safeParse({ email: input.email }));
  switch (command) {
    case 'link':
      return `New set-up link for ${email} (password and authenticator reset):\n${await accounts.newSetupLink(email, actor, 'show')}`;
    case 'disable':
      await accounts.disableStaff(email, actor);
      return `${email} is disabled; their sessions have ended.`;
    case 'enable':
      await accounts.enableStaff(email, actor);
      return `${email} is enabled.`;
    case 'remove':
      await accounts.removeStaff(email, actor);
      return `${email} is removed.`;
  }
}

async function listTeam(): Promise<string> {
  const rows = await listStaff();
  if (rows.length === 0) return 'No staff accounts yet.';
  return rows
    .map((row) => {
      const state = row.disabledAt ? 'disabled' : row.totpSecret ? 'active' : 'not set up';
      return `${row.email}\t${row.name}\t${row.role}\t${state}`;
    })
    .join('\n');
}

/** The server's side: `npm run staff` sent over the control channel. */
export function registerStaffCommand(): void {
  registerCommand('staff', async (args) => {
    const parsed = staffCommand.safeParse(args);
    if (!parsed.success) throw new Error('Not a staff command this server understands.');
    return runStaffCommand(parsed.data);
  });
}
