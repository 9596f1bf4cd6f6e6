/**
 * The review's guarantees on the real database (PGlite, and PostgreSQL under npm test): nobody
 * decides on a company they belong to or invited; two reviewers claiming at once leave one
 * claim; the expiry job sends each reminder once however many instances run it, lapses a
 * verified company the day after a required document expires and verifies it again when the
 * renewal is accepted; identity images are sealed in the database and in a backup.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { createDecipheriv, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { unsealBytes } from '@/lib/auth/secrets';
import { backupPostgres } from '@/lib/backup/postgres-backup';
import { findPgTool } from '@/lib/backup/postgres-tools';
import { takeBackup } from '@/lib/backup/take-backup';
import { database } from '@/lib/db/client';
import { readCompany } from '@/lib/db/queries/companies';
import { env } from '@/lib/env';
import { staff } from '@/lib/db/schema';
import { identityChecks } from '@/lib/db/supplier-schema';
import { identityForm, uploadDocumentForm } from '@/lib/suppliers/document-forms';
import { runExpiry } from '@/lib/suppliers/expiry';
import { NOT_YOURS_TO_REVIEW } from '@/lib/suppliers/review';
import { claimForm, documentDecisionForm, inviteSupplierForm } from '@/lib/suppliers/review-forms';
import { useTestDatabase } from '../support/database';
import { done, redirected, refused, submit } from '../support/forms';
import { confirmedMember } from '../support/members';
import { signedInStaff } from '../support/staff';
import {
  dayFromNow,
  documentFields,
  outboxTo,
  phonePhoto,
  submittedCompany,
  verifiedBy,
} from '../support/suppliers';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase({ SESSION_COOKIE_SECURE: 'false' });
}, 60_000);
afterAll(() => cleanup());

const DAY_MS = 86_400_000;
const postgres = Boolean(process.env.DATABASE_URL);

test('nobody decides on a company they belong to or invited', async () => {
  // A member of staff who is also the company's member, by address.
  const member = await confirmedMember();
  const companyId = await submittedCompany(member.jar, member.form.email);
  const insider = await signedInStaff();
  const db = await database();
  await db.update(staff).set({ email: member.form.email }).where(eq(staff.id, insider.id));
  const own = refused(
    (await submit(claimForm, { company: companyId }, { jar: insider.jar })).outcome,
  );
  expect(own.message).toBe(NOT_YOURS_TO_REVIEW);

  // A member of staff who invited the company to register.
  const inviter = await signedInStaff();
  const invitedEmail = `invited.${Date.now()}@example.com`;
  const invitation = { email: invitedEmail, companyName: 'Bonny Valves Ltd' };
  done((await submit(inviteSupplierForm, invitation, { jar: inviter.jar })).outcome);
  const invited = await confirmedMember({ email: invitedEmail });
  const invitedCompany = await submittedCompany(invited.jar, invitedEmail);
  expect((await readCompany(invitedCompany))!.company.invitedByStaffId).toBe(inviter.id);
  const mine = refused(
    (await submit(claimForm, { company: invitedCompany }, { jar: inviter.jar })).outcome,
  );
  expect(mine.message).toBe(NOT_YOURS_TO_REVIEW);
  // A colleague may.
  const colleague = await signedInStaff();
  done((await submit(claimForm, { company: invitedCompany }, { jar: colleague.jar })).outcome);
});

test('two reviewers claiming at once: one claim, and the other is told', async () => {
  const member = await confirmedMember();
  const companyId = await submittedCompany(member.jar, member.form.email);
  const [first, second] = [await signedInStaff(), await signedInStaff()];
  const outcomes = await Promise.all(
    [first, second].map(async (reviewer) => ({
      reviewer,
      outcome: (await submit(claimForm, { company: companyId }, { jar: reviewer.jar })).outcome,
    })),
  );
  const won = outcomes.filter(({ outcome }) => 'status' in outcome && outcome.status === 'done');
  const lost = outcomes.filter(
    ({ outcome }) => 'status' in outcome && outcome.status === 'refused',
  );
  expect(won).toHaveLength(1);
  expect(lost).toHaveLength(1);
  expect(refused(lost[0]!.outcome).message).toMatch(/A colleague is reviewing this company/);
  expect((await readCompany(companyId))!.company.claimedBy).toBe(won[0]!.reviewer.id);
  // The one without the claim decides nothing.
  const { documents } = (await readCompany(companyId))!;
  const decision = { company: companyId, document: documents[0]!.id, decision: 'accepted' };
  const blocked = refused(
    (await submit(documentDecisionForm, decision, { jar: lost[0]!.reviewer.jar })).outcome,
  );
  expect(blocked.message).toMatch(/A colleague is reviewing this company/);
});

test('reminders at 30 days, 7 days and on expiry go once with two instances; the company lapses, then is verified again', async () => {
  const member = await confirmedMember();
  const email = member.form.email;
  const companyId = await submittedCompany(
    member.jar,
    email,
    {},
    { insurance: { expiresOn: dayFromNow(20) } },
  );
  await verifiedBy(await signedInStaff(), companyId);
  // The identity check is done: another identity document is not taken.
  const another = new FormData();
  another.append('documentType', 'nin-slip');
  another.append('number', '12345678901');
  another.append('front', await phonePhoto());
  expect(
    refused((await submit(identityForm, another, { jar: member.jar })).outcome).message,
  ).toMatch(/identity check is accepted/);
  const reminders = async () =>
    (await outboxTo(email))
      .filter((mail) => /expire/.test(mail.subject))
      .map((mail) => mail.subject);
  const at = (days: number) => new Date(Date.now() + days * DAY_MS);
  const twice = async (now: Date) => Promise.all([runExpiry(now), runExpiry(now)]);

  await twice(at(0));
  await twice(at(1));
  expect(await reminders()).toEqual([
    expect.stringMatching(/Insurance certificate .* expires in 20 days$/),
  ]);
  await twice(at(15));
  expect(await reminders()).toHaveLength(2);
  expect((await reminders())[1]).toMatch(/expires in 5 days$/);
  expect((await readCompany(companyId))!.company.state).toBe('verified');

  // The day after: lapsed, told once, and nothing more however often the job runs.
  await twice(at(21));
  await twice(at(22));
  expect(await reminders()).toHaveLength(3);
  expect((await reminders())[2]).toMatch(/has expired$/);
  const lapsed = (await readCompany(companyId))!.company;
  expect(lapsed.state).toBe('lapsed');
  expect(lapsed.stateMessage).toMatch(/Insurance certificate/);
  const lapseMails = (await outboxTo(email)).filter((mail) =>
    /no longer verified/.test(mail.subject),
  );
  expect(lapseMails).toHaveLength(1);

  // The renewal, accepted, makes it verified again.
  redirected(
    (await submit(uploadDocumentForm, documentFields('insurance'), { jar: member.jar })).outcome,
  );
  expect((await readCompany(companyId))!.company.waitingSince).not.toBeNull();
  const reviewer = await signedInStaff();
  done((await submit(claimForm, { company: companyId }, { jar: reviewer.jar })).outcome);
  const renewal = (await readCompany(companyId))!.documents.find(
    (d) => d.type === 'insurance' && d.replacedAt === null,
  )!;
  const accept = { company: companyId, document: renewal.id, decision: 'accepted' };
  done((await submit(documentDecisionForm, accept, { jar: reviewer.jar })).outcome);
  const again = (await readCompany(companyId))!.company;
  expect(again).toMatchObject({ state: 'verified', waitingSince: null, claimedBy: null });
  expect((await outboxTo(email)).at(-1)!.subject).toMatch(/Insurance certificate .* accepted$/);
});

/** The PostgreSQL backup as SQL text (bytea as hex), or the embedded one's tar as it is. */
async function backupContents(file: string): Promise<Buffer> {
  if (!postgres) return readFileSync(file);
  const child = spawn(await findPgTool('pg_restore'), ['--data-only', '-f', '-', file]);
  const parts: Buffer[] = [];
  child.stdout.on('data', (part: Buffer) => parts.push(part));
  await new Promise((resolve) => child.on('close', resolve));
  return Buffer.concat(parts);
}

/**
 * Short stretches from across `bytes`: a database splits a long value into pages of about 2 KB,
 * so one long stretch could straddle two pages and be missed even if it were there.
 */
const samples = (bytes: Buffer) =>
  Array.from({ length: 20 }, (_, i) => {
    const at = Math.floor(((i + 0.5) * bytes.length) / 20);
    return bytes.subarray(at, at + 32);
  });

/** How many of the stretches `haystack` holds, as bytes or as the hex of a SQL dump. */
const found = (haystack: Buffer, needles: Buffer[]) =>
  needles.filter(
    (needle) => haystack.includes(needle) || haystack.includes(Buffer.from(needle.toString('hex'))),
  ).length;

test('identity images are sealed: neither the database nor a backup shows them without the key', async () => {
  const member = await confirmedMember();
  const companyId = await submittedCompany(member.jar, member.form.email);
  const db = await database();
  const [check] = await db
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.companyId, companyId));
  const stored = check!.front!;
  const context = `identity:${check!.id}:front`;
  const image = unsealBytes(stored, context);
  expect(image.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  // What the database holds is no image, and holds none of the image's bytes.
  expect(stored.subarray(0, 3)).not.toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(found(stored, samples(image))).toBe(0);
  // Opened on another row, or with another key, it does not open.
  expect(() => unsealBytes(stored, `identity:${randomBytes(16).toString('hex')}:front`)).toThrow();
  const otherKey = createDecipheriv('aes-256-gcm', randomBytes(32), stored.subarray(2, 14));
  otherKey.setAAD(Buffer.from(context));
  otherKey.setAuthTag(stored.subarray(14, 30));
  otherKey.update(stored.subarray(30));
  expect(() => otherKey.final()).toThrow();

  // The backup the server takes: PGlite's folder as a tar, or PostgreSQL's pg_dump.
  const { file } = postgres
    ? await backupPostgres({ url: process.env.DATABASE_URL!, backupDir: env().BACKUP_DIR })
    : await takeBackup({ command: 'test' }, 'command');
  const contents = await backupContents(file);
  expect(found(contents, samples(image))).toBe(0);
  // The sealed bytes are there: the backup carries the check, not a readable image.
  expect(found(contents, samples(stored))).toBeGreaterThanOrEqual(15);
}, 60_000);
