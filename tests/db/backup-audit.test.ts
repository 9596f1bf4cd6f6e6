/**
 * Backups and restores leave a record, and a restore gives back no access taken away since the
 * backup: every backup (the server's schedule, an operator's `npm run backup`, before migrations)
 * is in the audit log with who and which file; a restore ends every session, is recorded, and
 * names the staff accounts it changed back, so the operator can make those changes again. On
 * the embedded database (with PostgreSQL, scripts/restore.mts runs the same finishRestore).
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { backupStoppedFolder } from '@/lib/backup/stopped-folder';
import { restoreEmbedded } from '@/lib/backup/restore-embedded';
import { takeBackup } from '@/lib/backup/take-backup';
import { database } from '@/lib/db/client';
import { openPglite } from '@/lib/db/pglite';
import { auditLog, members, sessions, staff, staffSessions } from '@/lib/db/schema';
import { useTestDatabase } from '../support/database';

const embedded = !process.env.DATABASE_URL && !process.env.TEST_POSTGRES_URL;
const migrations = path.join(process.cwd(), 'drizzle');
const work = mkdtempSync(path.join(tmpdir(), 'backup-audit-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Opens a data folder of the test's own, runs `work` on it, closes it. */
async function inFolder<T>(
  dataDir: string,
  work: (db: Awaited<ReturnType<typeof openPglite>>['db']) => Promise<T>,
): Promise<T> {
  const { db, close } = await openPglite(dataDir, migrations);
  try {
    return await work(db);
  } finally {
    await close();
  }
}

const sessionToken = () => createHash('sha256').update(randomBytes(32)).digest('hex');

(embedded ? describe : describe.skip)('backups and restores on record', () => {
  test('the server’s backup is recorded with who asked and the file', async () => {
    const cleanup = await useTestDatabase({ BACKUP_DIR: path.join(work, 'site-backups') });
    try {
      const scheduled = await takeBackup('automatic', 'schedule');
      const asked = await takeBackup({ command: 'ops' }, 'command');
      const entries = await (
        await database()
      )
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'backup'));
      expect(entries).toEqual([
        expect.objectContaining({
          actor: 'automatic',
          subjectType: 'backup',
          subjectId: path.basename(scheduled.file),
          detail: expect.objectContaining({ reason: 'schedule', sha256: scheduled.sha256 }),
        }),
        expect.objectContaining({
          actor: 'command',
          subjectId: path.basename(asked.file),
          detail: expect.objectContaining({ reason: 'command', osUser: 'ops' }),
        }),
      ]);
    } finally {
      await cleanup();
    }
  }, 60_000);

  test('a restore ends every session, is recorded, and names the staff accounts it changed back', async () => {
    const dataDir = path.join(work, 'data');
    const backupDir = path.join(work, 'backups');
    await inFolder(dataDir, async (db) => {
      const [kept] = await db
        .insert(staff)
        .values([
          { email: 'ada@deltacrest.example', name: 'Ada', role: 'admin', totpSecret: 'x' },
          { email: 'ben@deltacrest.example', name: 'Ben', role: 'staff', totpSecret: 'x' },
        ])
        .returning();
      await db.insert(staffSessions).values({
        tokenHash: sessionToken(),
        staffId: kept!.id,
        secondFactorAt: new Date(),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    });
    // An operator's backup with no server running: recorded in the folder it copied (after the
    // copy, so the backup itself does not hold its own record).
    const { file } = await backupStoppedFolder({ dataDir, backupDir });
    await inFolder(dataDir, async (db) => {
      const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'backup'));
      expect(entry).toMatchObject({
        actor: 'command',
        subjectType: 'backup',
        subjectId: path.basename(file),
        detail: expect.objectContaining({ reason: 'command', osUser: userInfo().username }),
      });
    });
    // After the backup: Ben is disabled (his session would work again after a restore), Ada
    // becomes staff, Cy joins, and a member signs in.
    await inFolder(dataDir, async (db) => {
      const [ben] = await db
        .update(staff)
        .set({ disabledAt: new Date() })
        .where(eq(staff.email, 'ben@deltacrest.example'))
        .returning();
      await db
        .update(staff)
        .set({ role: 'staff' })
        .where(eq(staff.email, 'ada@deltacrest.example'));
      await db.insert(staff).values({ email: 'cy@deltacrest.example', name: 'Cy', role: 'staff' });
      const [member] = await db
        .insert(members)
        .values({
          firstName: 'M',
          lastName: 'M',
          username: 'm',
          email: 'm@example.com',
          gender: 'female',
          countryCode: 'NG',
          countryName: 'Nigeria',
          passwordHash: 'x',
        })
        .returning();
      await db.insert(sessions).values({
        tokenHash: sessionToken(),
        memberId: member!.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      await db.insert(staffSessions).values({
        tokenHash: sessionToken(),
        staffId: ben!.id,
        secondFactorAt: new Date(),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    });

    // The folder's own key (sealing staff TOTP keys) is in no backup: a restore in place keeps it.
    const key = randomBytes(32).toString('base64url');
    writeFileSync(path.join(dataDir, 'secrets.key'), key, { mode: 0o600 });
    const restored = await restoreEmbedded({
      file,
      dataDir,
      replace: true,
      migrationsFolder: migrations,
    });
    expect(readFileSync(path.join(dataDir, 'secrets.key'), 'utf8')).toBe(key);
    expect(readFileSync(file).includes(key)).toBe(false);
    expect(restored.staffChanged.sort()).toEqual([
      'ada@deltacrest.example: staff after the backup, admin again',
      'ben@deltacrest.example: disabled after the backup, enabled again',
      'cy@deltacrest.example: added after the backup, not in the restored data',
    ]);
    expect(restored.sessionsEnded).toBe(1);
    rmSync(restored.keptAside!, { recursive: true, force: true });

    await inFolder(dataDir, async (db) => {
      expect(await db.select().from(staffSessions)).toEqual([]);
      expect(await db.select().from(sessions)).toEqual([]);
      const entries = await db.select().from(auditLog);
      expect(entries.find((entry) => entry.action === 'restore')).toMatchObject({
        actor: 'command',
        subjectType: 'backup',
        subjectId: path.basename(file),
        detail: expect.objectContaining({
          sessionsEnded: 1,
          osUser: userInfo().username,
          staffChanged: expect.arrayContaining([
            'ben@deltacrest.example: disabled after the backup, enabled again',
          ]),
        }),
      });
    });
  }, 90_000);
});
