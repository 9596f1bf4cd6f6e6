/**
 * Nothing at rest lets anyone in. An admin's invitation, a member's password reset and a new
 * member's confirmation wait in the outbox while the mail server defers them (451): the database,
 * and a backup of it taken then and restored elsewhere, hold no token that works on the site.
 * When the mail server recovers, each mail arrives with a link that works, on the live site and
 * on the restored one. PGlite and PostgreSQL; the backup part on the embedded database only.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { confirmEmail } from '@/lib/community/email-confirmation';
import { registerForm, resetRequestForm } from '@/lib/community/forms';
import { resetPassword } from '@/lib/community/password-reset';
import { closeDatabase, database } from '@/lib/db/client';
import { markEmailConfirmed, findMemberByEmail } from '@/lib/db/queries/members';
import { openPglite } from '@/lib/db/pglite';
import { outbox } from '@/lib/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { stopMailWorker, wakeMailWorker } from '@/lib/mail-worker';
import { completeSetup } from '@/lib/staff/sign-in';
import { inviteForm } from '@/lib/staff/team-forms';
import { takeBackup } from '@/lib/backup/take-backup';
import { restoreEmbedded } from '@/lib/backup/restore-embedded';
import { useTestDatabase } from '../support/database';
import { done, submit } from '../support/forms';
import { registrationFields } from '../support/members';
import { registration } from '../support/requests';
import { startSmtp } from '../support/smtp';
import { signedInStaff } from '../support/staff';

const embedded = !process.env.DATABASE_URL && !process.env.TEST_POSTGRES_URL;
const PASSWORD = 'a long new password';
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let cleanup: () => Promise<void>;
let work: string;

const people = {
  invited: 'invited.admin@deltacrest.example',
  resetting: '',
  confirming: '',
  confirmingPassword: '',
};

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'mail-links-'));
  smtp = await startSmtp({ defer: () => true });
  cleanup = await useTestDatabase({
    SMTP_URL: smtp.url,
    MAIL_TIMEOUT_MS: '2000',
    BACKUP_DIR: path.join(work, 'backups'),
  });
  const admin = await signedInStaff('admin');
  done(
    (
      await submit(
        inviteForm,
        { name: 'Ife Invited', email: people.invited, role: 'admin' },
        { jar: admin.jar },
      )
    ).outcome,
  );
  const resetting = registration();
  done((await submit(registerForm, registrationFields(resetting))).outcome);
  const member = await findMemberByEmail(resetting.email);
  await markEmailConfirmed(member!.id);
  people.resetting = resetting.email;
  done((await submit(resetRequestForm, { email: resetting.email })).outcome);
  const confirming = registration();
  done((await submit(registerForm, registrationFields(confirming))).outcome);
  people.confirming = confirming.email;
  people.confirmingPassword = confirming.password;
  await everyLinkMailTried();
}, 90_000);

afterAll(async () => {
  await cleanup?.();
  await smtp?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Waits until the three link mails (and the second confirmation the reset row may add) were tried. */
async function everyLinkMailTried() {
  for (let waited = 0; waited < 20_000; waited += 100) {
    wakeMailWorker();
    await stopMailWorker();
    const rows = await (
      await database()
    )
      .select({ attempts: outbox.attempts, kind: outbox.linkKind })
      .from(outbox)
      .where(sql`${outbox.linkKind} is not null`);
    if (rows.length >= 3 && rows.every((row) => row.attempts > 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the link mails were never tried');
}

/** Every token-shaped text (43 URL-safe characters standing alone) in `text`. */
const tokensIn = (text: string) => new Set(text.match(/(?<![\w-])[\w-]{43}(?![\w-])/g) ?? []);

/** Every table's rows as text. */
async function everything(query: (text: string) => Promise<{ rows: unknown[] }>) {
  const { rows } = await query(
    `select table_name from information_schema.tables where table_schema = 'public'`,
  );
  const texts: string[] = [];
  for (const { table_name: name } of rows as { table_name: string }[]) {
    const all = await query(`select row_to_json(t)::text as row from "${name}" t`);
    texts.push(...(all.rows as { row: string }[]).map((row) => row.row));
  }
  return texts.join('\n');
}

/** Tries a found token as each kind of link on the live site: none may work. */
async function expectNoneWorks(tokens: Set<string>) {
  expect(tokens.size).toBeGreaterThan(0);
  for (const token of tokens) {
    expect(await completeSetup(token, PASSWORD, '198.51.100.7')).toBe('link');
    await expect(resetPassword(token, PASSWORD, '198.51.100.7')).rejects.toThrow(/expired/);
    await expect(confirmEmail(token, PASSWORD, '198.51.100.7')).rejects.toThrow(/expired/);
  }
}

const tokenOf = (link: string | undefined) => new URL(link!).searchParams.get('token')!;

/** The three mails arrive once the server takes them, each with a link that works. */
async function linksArriveAndWork() {
  smtp.defer(() => false);
  await (await database()).update(outbox).set({ nextAttemptAt: new Date(0) });
  wakeMailWorker();
  await stopMailWorker();
  const setup = smtp.linkTo(people.invited, '/staff/setup');
  const reset = smtp.linkTo(people.resetting, '/community-reset-password');
  const confirm = smtp.linkTo(people.confirming, '/community-confirm');
  expect(await completeSetup(tokenOf(setup), PASSWORD, '198.51.100.8')).not.toBe('link');
  await expect(resetPassword(tokenOf(reset), PASSWORD, '198.51.100.8')).resolves.toBeUndefined();
  await expect(
    confirmEmail(tokenOf(confirm), people.confirmingPassword, '198.51.100.8'),
  ).resolves.toMatchObject({ memberId: expect.any(String) });
}

test('mail deferred by the mail server waits with no token that works, in the database or the outbox', async () => {
  const db = await database();
  const texts = await everything(async (text) => db.execute(sql.raw(text)));
  expect(texts).not.toMatch(/token=/);
  expect(texts).toContain('/staff/setup');
  const waiting = await db
    .select()
    .from(outbox)
    .where(sql`${outbox.linkKind} is not null`);
  expect(waiting.every((row) => row.status === 'pending' && row.lastError)).toBe(true);
  await expectNoneWorks(tokensIn(texts));
});

(embedded ? test : test.skip)(
  'a backup taken meanwhile and restored elsewhere hands out nothing, and the restored site sends working links',
  async () => {
    const backup = await takeBackup({ command: 'test' }, 'command');
    // The raw archive (the database's pages, its write-ahead log) and the restored database.
    const raw = readFileSync(backup.file).toString('latin1');
    expect(raw).not.toMatch(/token=[\w-]{43}/);
    const restoredDir = path.join(work, 'restored');
    await restoreEmbedded({
      file: backup.file,
      dataDir: restoredDir,
      replace: false,
      migrationsFolder: path.join(process.cwd(), 'drizzle'),
    });
    const copy = await openPglite(restoredDir, path.join(process.cwd(), 'drizzle'));
    const restoredTexts = await everything((text) =>
      (
        copy.db as unknown as { $client: { query: (t: string) => Promise<{ rows: unknown[] }> } }
      ).$client.query(text),
    );
    await copy.close();
    expect(restoredTexts).toContain(people.invited);
    await expectNoneWorks(new Set([...tokensIn(raw), ...tokensIn(restoredTexts)]));

    // The restored site: its outbox still holds the three mails, which now go with fresh links.
    const live = process.env.DATA_DIR;
    await closeDatabase();
    process.env.DATA_DIR = restoredDir;
    resetEnvForTests();
    try {
      smtp.received.length = 0;
      await linksArriveAndWork();
    } finally {
      await stopMailWorker();
      await closeDatabase();
      process.env.DATA_DIR = live;
      resetEnvForTests();
      await database();
    }
  },
  90_000,
);

test('once the mail server takes them, each mail arrives with a link that works', async () => {
  smtp.received.length = 0;
  await linksArriveAndWork();
}, 60_000);
