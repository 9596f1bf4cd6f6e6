import 'server-only';
import * as z from 'zod/mini';
import { listStaff } from '@/lib/db/queries/staff';
import { registerCommand } from '@/lib/control/registry';
import * as accounts from './accounts';

/**
 * What `npm run staff` does, in one place: run by the script itself when it may open the
 * database (PostgreSQL, or an embedded folder no server holds), and by the running server when
 * the script asks it over the control channel (lib/control), so no change of staff needs the
 * site stopped. Every change is audited as made at the command line by the system user named.
 */
export const staffCommand = z.object({
  command: z.enum(['add', 'link', 'disable', 'enable', 'remove', 'list']),
  email: z.optional(z.string().check(z.maxLength(254))),
  name: z.optional(z.string().check(z.maxLength(200))),
  role: z.optional(z.enum(['staff', 'admin'])),
  osUser: z.string().check(z.minLength(1), z.maxLength(64)),
});

export type StaffCommand = z.infer<typeof staffCommand>;

export async function runStaffCommand(input: StaffCommand): Promise<string> {
  const { command, email = '', name, role = 'staff', osUser } = input;
  const actor = { command: osUser };
  switch (command) {
    case 'add':
      if (!name?.trim()) throw new Error('add needs --name "NAME"');
      return `Set-up link for ${email} (send it to them; it works once):\n${await accounts.addStaff(
        { email, name: name.trim(), role },
        actor,
        'show',
      )}`;
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
    case 'list': {
      const rows = await listStaff();
      if (rows.length === 0) return 'No staff accounts yet.';
      return rows
        .map((row) => {
          const state = row.disabledAt ? 'disabled' : row.totpSecret ? 'active' : 'not set up';
          return `${row.email}\t${row.name}\t${row.role}\t${state}`;
        })
        .join('\n');
    }
  }
}

/** The server's side: `npm run staff` sent over the control channel. */
export function registerStaffCommand(): void {
  registerCommand('staff', async (args) => {
    const parsed = staffCommand.safeParse(args);
    if (!parsed.success) throw new Error('Not a staff command this server understands.');
    return runStaffCommand(parsed.data);
  });
}
