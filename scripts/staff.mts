// Manages the back office's staff accounts; no public route can create or promote staff.
//
//   npm run staff -- add EMAIL --name "NAME" --role staff|admin   (prints a one-time set-up link)
//   npm run staff -- list | disable EMAIL | enable EMAIL | remove EMAIL
//   npm run staff -- link EMAIL   (a new set-up link: resets the password and the authenticator)
//
// Opens the database through the server's own code (lib/db): PostgreSQL when DATABASE_URL is
// set (at any time), otherwise the embedded database in DATA_DIR, which one process at a time may
// hold, so stop the server first. Links start with SITE_URL. Run by tsx with the react-server
// condition (see package.json).
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';

const usage = `Usage: npm run staff -- add EMAIL --name "NAME" --role staff|admin
       npm run staff -- list | disable EMAIL | enable EMAIL | remove EMAIL | link EMAIL`;

function fail(message: string): never {
  console.error(`staff: ${message}`);
  process.exit(1);
}

function readArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        role: { type: 'string', default: 'staff' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
}

const { values, positionals } = readArgs();
const [command, email] = positionals;
if (values.help || !command) {
  console.log(usage);
  process.exit(values.help ? 0 : 1);
}
if (command !== 'list' && !email?.includes('@'))
  fail(`give the staff member's e-mail address\n${usage}`);
if (values.role !== 'staff' && values.role !== 'admin') fail('--role must be staff or admin');

process.env.LOG_LEVEL = 'silent';
const { closeDatabase } = await import('@/lib/db/client');
const { DataFolderInUse } = await import('@/lib/db/lock');
const accounts = await import('@/lib/staff/accounts');
const { listStaff } = await import('@/lib/db/queries/staff');

/** Every change is audited as made at the command line, by this system user. */
const actor = { command: userInfo().username };

async function run(): Promise<string> {
  const address = email ?? '';
  switch (command) {
    case 'add':
      if (!values.name?.trim()) fail('add needs --name "NAME"');
      return `Set-up link for ${address} (send it to them; it works once):\n${await accounts.addStaff(
        {
          email: address,
          name: values.name.trim(),
          role: values.role as 'staff' | 'admin',
        },
        actor,
      )}`;
    case 'link':
      return `New set-up link for ${address} (password and authenticator reset):\n${await accounts.newSetupLink(address, actor)}`;
    case 'disable':
      await accounts.disableStaff(address, actor);
      return `${address} is disabled; their sessions have ended.`;
    case 'enable':
      await accounts.enableStaff(address, actor);
      return `${address} is enabled.`;
    case 'remove':
      await accounts.removeStaff(address, actor);
      return `${address} is removed.`;
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
    default:
      return fail(`unknown command "${command}"\n${usage}`);
  }
}

const output = await run()
  .catch((error: unknown) =>
    fail(
      error instanceof DataFolderInUse
        ? `${error.message} Stop it first, or run the server with DATABASE_URL and manage staff from there.`
        : (error as Error).message,
    ),
  )
  .finally(() => closeDatabase());
console.log(output);
