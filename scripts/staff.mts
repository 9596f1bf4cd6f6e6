// Manages the back office's staff accounts; no public route can create or promote staff.
//
//   npm run staff -- add EMAIL --name "NAME" --role staff|admin   (prints a one-time set-up link)
//   npm run staff -- list | disable EMAIL | enable EMAIL | remove EMAIL
//   npm run staff -- link EMAIL   (a new set-up link: resets the password and the authenticator)
//
// Works with the site running. Embedded database: when a server runs on DATA_DIR, it is asked
// over its control socket (DATA_DIR/control.sock, only the machine's owner may open it) and
// makes the change itself, since only the process that holds the folder may open it; otherwise
// the folder is opened here. With DATABASE_URL the database is opened here at any time. The
// same code runs either way (lib/staff/command.ts). Links start with SITE_URL. Run by tsx with
// the react-server condition (see package.json).
import path from 'node:path';
import { commandLine } from './command-line.mts';

const usage = `Usage: npm run staff -- add EMAIL --name "NAME" --role staff|admin
       npm run staff -- list | disable EMAIL | enable EMAIL | remove EMAIL | link EMAIL`;

const { values, positionals, fail } = commandLine('staff', usage, {
  name: { type: 'string' },
  role: { type: 'string', default: 'staff' },
  help: { type: 'boolean', short: 'h' },
});
const [command, email] = positionals;
if (values.help || !command) {
  console.log(usage);
  process.exit(values.help ? 0 : 1);
}
if (command !== 'list' && !email?.includes('@'))
  fail(`give the staff member's e-mail address\n${usage}`);
if (values.role !== 'staff' && values.role !== 'admin') fail('--role must be staff or admin');
if (!['add', 'link', 'disable', 'enable', 'remove', 'list'].includes(command))
  fail(`unknown command "${command}"\n${usage}`);
if (command === 'add' && !values.name?.trim()) fail('add needs --name "NAME"');

process.env.LOG_LEVEL = 'silent';
const { env } = await import('@/lib/env');
const { closeDatabase } = await import('@/lib/db/client');
const { DataFolderInUse } = await import('@/lib/db/lock');
const { askServer, ControlUnavailable } = await import('@/lib/control/client');
const { controlSocketIn } = await import('@/lib/control/protocol');
const { runStaffCommand } = await import('@/lib/staff/command');
// Opened here (no server runs on it), an existing database is backed up before new migrations.
const { setMigrationHooks } = await import('@/lib/db/client');
const { preMigrationBackup } = await import('@/lib/backup/pre-migration');
setMigrationHooks(preMigrationBackup);

const request = {
  command: command as 'add' | 'link' | 'disable' | 'enable' | 'remove' | 'list',
  email,
  name: values.name,
  role: values.role as 'staff' | 'admin',
};

/** The running server's answer, or undefined when none listens on this data folder. */
async function askRunningServer(): Promise<string | undefined> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) return undefined;
  try {
    return String(await askServer(controlSocketIn(path.resolve(DATA_DIR)), 'staff', request));
  } catch (error) {
    if (error instanceof ControlUnavailable) return undefined;
    throw error;
  }
}

async function run(): Promise<string> {
  return (await askRunningServer()) ?? (await runStaffCommand(request));
}

const output = await run()
  .catch((error: unknown) =>
    fail(
      error instanceof DataFolderInUse
        ? `${error.message} Its control socket did not answer: is it an older server? Stop it first.`
        : (error as Error).message,
    ),
  )
  .finally(() => closeDatabase());
console.log(output);
