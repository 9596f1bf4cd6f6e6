/**
 * The opportunities board on the real database (PGlite, and PostgreSQL under npm test): staff
 * run an opportunity from draft to outcome; companies take part only when verified and only in
 * what is open to them; one company never reaches another's interest, question or file; the
 * closing time holds to the second under concurrent posts; each addendum and answer is mailed
 * once to each interested company however many staff (or instances) act at once.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { and, eq, isNull } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { GET as access } from '@/app/api/staff/access/route';
import { GET as memberSubmissionFile } from '@/app/api/community/opportunities/submission-files/[id]/route';
import { GET as memberOpportunityFile } from '@/app/api/community/opportunities/files/[id]/route';
import { GET as staffSubmissionFile } from '@/app/api/staff/opportunities/submission-files/[id]/route';
import { sessionCookieName, sessionFromJar } from '@/lib/auth/session';
import { sendAlertDigests } from '@/lib/alerts/digest';
import { readyDigest } from '@/lib/alerts/digest-mail';
import {
  interestForm,
  MAX_INTEREST_FILES,
  opportunityAlertForm,
  pollForm,
  questionForm,
  removeFileForm,
  submissionForm,
} from '@/lib/board/member-forms';
import { memberOpportunity } from '@/lib/board/member-pages';
import { NOT_A_PUBLISHER } from '@/lib/board/permission';
import {
  addFileForm,
  answerForm,
  changeOpportunityForm,
  createOpportunityForm,
  inviteForm,
  noticeForm,
  outcomesForm,
  publishForm,
  publisherForm,
} from '@/lib/board/staff-forms';
import { closingStanding } from '@/lib/board/standing';
import { lagosInput } from '@/lib/board/words';
import { database } from '@/lib/db/client';
import { addenda, clarifications, interestFiles, interests } from '@/lib/db/board-schema';
import { storedFiles } from '@/lib/db/file-schema';
import { alertsOf } from '@/lib/db/queries/alerts';
import { companyInterests, viewerCompany } from '@/lib/db/queries/board';
import { noticesForMember, noticesWithResults } from '@/lib/db/queries/notices';
import { companies, companyMembers } from '@/lib/db/supplier-schema';
import { readOpportunity, recordClosingStandings } from '@/lib/db/queries/opportunities';
import { auditLog } from '@/lib/db/schema';
import { useTestDatabase } from '../support/database';
import {
  closeAt,
  draftOpportunity,
  opportunityForm,
  publishedOpportunity,
  verifiedCompany,
} from '../support/board';
import { done, redirected, refused, submit, type TestJar } from '../support/forms';
import { confirmedMember } from '../support/members';
import { signedInStaff, type TestStaff } from '../support/staff';
import { dayFromNow, outboxTo, pdfFile, submittedCompany } from '../support/suppliers';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

let cleanup: () => Promise<void>;
let admin: TestStaff;
let reviewer: TestStaff;
beforeAll(async () => {
  cleanup = await useTestDatabase({ SESSION_COOKIE_SECURE: 'false' });
  admin = await signedInStaff('admin');
  reviewer = await signedInStaff();
}, 60_000);
afterAll(() => cleanup());

const as = (jar: TestJar) => ({ jar });
const fileRequest = (jar: TestJar) =>
  new Request('http://localhost/file', {
    headers: { cookie: `${sessionCookieName()}=${jar.session}` },
  });
const params = (id: string) => ({ params: Promise.resolve({ id }) });

test('staff run an opportunity from draft to outcome, and the company sees each step', async () => {
  const a = await verifiedCompany(reviewer);
  // A member of staff without the permission drafts nothing; an admin gives it.
  const clerk = await signedInStaff();
  const early = refused(
    (await submit(createOpportunityForm, opportunityForm(), as(clerk.jar))).outcome,
  );
  expect(early.message).toBe(NOT_A_PUBLISHER);
  done((await submit(publisherForm, { staff: clerk.id, allowed: 'yes' }, as(admin.jar))).outcome);
  const id = await draftOpportunity(clerk, { visibility: 'invited' });
  // A draft is nobody's but staff's.
  expect(
    await memberOpportunity(id, await viewerCompany((await memberOf(a.jar))!)),
  ).toBeUndefined();
  const scope = new FormData();
  scope.append('opportunity', id);
  scope.append('file', pdfFile('scope-of-work.pdf'));
  expect(redirected((await submit(addFileForm, scope, as(clerk.jar))).outcome)).toMatch(
    /saved=file/,
  );

  const invitedOnly = await inviteAndPublish(clerk, id, a.companyId);
  const [invitation] = (await outboxTo(a.email)).filter(
    (mail) => mail.linkKind === 'opportunity-invitation',
  );
  expect(invitation!.subject).toContain('Flowline replacement, Oben field');
  expect(invitation!.body).toContain('{link}'); // its token is made as it is sent

  // The company sees it in full, marks interest, asks a question.
  const seen = await memberOpportunity(invitedOnly, await viewerCompany((await memberOf(a.jar))!));
  expect(seen?.full?.files.map((file) => file.fileName)).toEqual(['scope-of-work.pdf']);
  redirected(
    (await submit(interestForm, { opportunity: id, interested: 'yes' }, as(a.jar))).outcome,
  );
  const question = 'Is the hydrotest witnessed by the operator, <script>alert(1)</script>?';
  redirected((await submit(questionForm, { opportunity: id, question }, as(a.jar))).outcome);

  // Staff answer: published without the asker, mailed to the interested company.
  const [asked] = (await readOpportunity(id))!.questions;
  expect(asked!.companyName).toBeTruthy();
  redirected(
    (
      await submit(
        answerForm,
        { opportunity: id, question: asked!.id, answer: 'Yes, by the operator’s QA/QC.' },
        as(clerk.jar),
      )
    ).outcome,
  );
  const answerMail = (await outboxTo(a.email)).find((mail) =>
    mail.subject.startsWith('Clarification published'),
  )!;
  expect(answerMail.body).toContain(`> ${question}`);
  expect(answerMail.body).not.toContain(asked!.companyName!);
  const answered = (await memberOpportunity(id, await viewerCompany((await memberOf(a.jar))!)))!
    .full!;
  expect(answered.answered).toEqual([
    expect.objectContaining({ question, answer: 'Yes, by the operator’s QA/QC.' }),
  ]);
  expect(Object.keys(answered.answered[0]!)).not.toContain('companyId');

  // The expression of interest, with a file, then changed.
  const first = new FormData();
  first.append('opportunity', id);
  first.append(
    'statement',
    'We replaced 12 km of flowline in Rivers State in 2025, hydrotested to API 1110.',
  );
  first.append('file', pdfFile('references.pdf'));
  redirected((await submit(submissionForm, first, as(a.jar))).outcome);
  const mine = (await memberOpportunity(id, await viewerCompany((await memberOf(a.jar))!)))!.full!;
  expect(mine.interest?.submittedAt).toBeTruthy();
  expect(mine.ownFiles.map((file) => file.fileName)).toEqual(['references.pdf']);

  // An addendum moves the closing time: mailed once to the interested company, numbered 1.
  const change = opportunityForm({
    closesAt: inputIn(96),
    questionsCloseAt: inputIn(40),
    visibility: 'invited',
  });
  change.append('opportunity', id);
  change.append('note', 'The operator asked for more time.');
  expect(redirected((await submit(changeOpportunityForm, change, as(clerk.jar))).outcome)).toMatch(
    /saved=addendum/,
  );
  const addendumMails = (await outboxTo(a.email)).filter((mail) =>
    mail.subject.startsWith('Addendum 1:'),
  );
  expect(addendumMails).toHaveLength(1);
  expect(addendumMails[0]!.body).toContain('The operator asked for more time.');
  expect(addendumMails[0]!.body).toMatch(/Expressions of interest close: was .*; now /);
  // Staff see the expression of interest was sent before it.
  const before = (await readOpportunity(id))!.interests.find(
    (row) => row.companyId === a.companyId,
  )!;
  expect(before.addendaSeen).toBe(0);
  const again = new FormData();
  again.append('opportunity', id);
  again.append('statement', 'Updated for addendum 1: our crew of 40 is available from January.');
  redirected((await submit(submissionForm, again, as(a.jar))).outcome);
  expect((await readOpportunity(id))!.interests[0]!.addendaSeen).toBe(1);

  // Closed by the clock: a submission is refused whole, and nothing changes.
  await closeAt(id, new Date());
  const late = new FormData();
  late.append('opportunity', id);
  late.append('statement', 'A late change that must not land in the submission.');
  late.append('file', pdfFile('late.pdf'));
  const refusedLate = refused((await submit(submissionForm, late, as(a.jar))).outcome);
  expect(refusedLate.message).toMatch(
    /^Expressions of interest closed at .*: yours was not sent\.$/,
  );
  const after = (await readOpportunity(id))!.interests[0]!;
  expect(after.statement).toBe('Updated for addendum 1: our crew of 40 is available from January.');
  expect(after.files.map((file) => file.fileName)).toEqual(['references.pdf']);

  // The standing at the closing time, recorded once; the outcomes sent once, by mail.
  expect(await recordClosingStandings(new Date(), closingStanding, id)).toBe(1);
  expect(await recordClosingStandings(new Date(), closingStanding, id)).toBe(0);
  expect((await readOpportunity(id))!.interests[0]!.closingStanding).toEqual({
    state: 'verified',
    lapsed: [],
  });
  const outcomes = new FormData();
  outcomes.append('opportunity', id);
  outcomes.append('shortlisted', a.companyId);
  const unconfirmed = refused((await submit(outcomesForm, outcomes, as(clerk.jar))).outcome);
  expect(unconfirmed.fieldErrors?.confirm).toBeDefined();
  outcomes.append('confirm', 'yes');
  expect(redirected((await submit(outcomesForm, outcomes, as(clerk.jar))).outcome)).toMatch(
    /saved=outcomes&sent=1/,
  );
  expect(refused((await submit(outcomesForm, outcomes, as(clerk.jar))).outcome).message).toBe(
    'The outcomes were sent already.',
  );
  expect(
    (await outboxTo(a.email)).filter((mail) => mail.subject.startsWith('Shortlisted:')),
  ).toHaveLength(1);
  expect(await companyInterests(a.companyId)).toEqual(
    expect.arrayContaining([expect.objectContaining({ id, outcome: 'shortlisted' })]),
  );
  // Every step is in the opportunity's history.
  const db = await database();
  const steps = (await db.select().from(auditLog).where(eq(auditLog.subjectId, id))).map(
    (entry) => entry.action,
  );
  expect(steps).toEqual(
    expect.arrayContaining([
      'opportunity-create',
      'opportunity-file',
      'opportunity-invite',
      'opportunity-publish',
      'clarification-answer',
      'opportunity-change',
      'opportunity-outcomes',
    ]),
  );
});

async function memberOf(jar: TestJar) {
  return (await sessionFromJar(jar))?.member?.id;
}

const inputIn = (hours: number) => lagosInput(new Date(Date.now() + hours * 3_600_000));

async function inviteAndPublish(publisher: TestStaff, id: string, companyId: string) {
  const invite = new FormData();
  invite.append('opportunity', id);
  invite.append('companies', companyId);
  expect(done((await submit(inviteForm, invite, as(publisher.jar))).outcome).message).toMatch(
    /when you publish/,
  );
  redirected((await submit(publishForm, { opportunity: id }, as(publisher.jar))).outcome);
  return id;
}

test('one company never reaches another’s opportunity, question, submission or file', async () => {
  const a = await verifiedCompany(reviewer);
  const b = await verifiedCompany(reviewer);
  const invitedOnly = await publishedOpportunity(admin, { visibility: 'invited' }, [a.companyId]);
  const open = await publishedOpportunity(admin);
  const draft = await draftOpportunity(admin);
  const statement = 'We have done this kind of work for ten years across the Niger Delta.';
  const sent = new FormData();
  sent.append('opportunity', open);
  sent.append('statement', statement);
  sent.append('file', pdfFile('a-references.pdf'));
  redirected((await submit(submissionForm, sent, as(a.jar))).outcome);
  const [aFile] = (await memberOpportunity(open, await viewerCompany((await memberOf(a.jar))!)))!
    .full!.ownFiles;

  // B tries A's invited-only opportunity and a draft by every form: "not found", nothing stored.
  for (const target of [invitedOnly, draft]) {
    const tries = [
      await submit(interestForm, { opportunity: target, interested: 'yes' }, as(b.jar)),
      await submit(
        questionForm,
        { opportunity: target, question: 'Can we take part too, please?' },
        as(b.jar),
      ),
      await submit(submissionForm, { opportunity: target, statement }, as(b.jar)),
    ];
    for (const { outcome } of tries)
      expect(refused(outcome).message).toBe('This opportunity is no longer there.');
    expect(
      await memberOpportunity(target, await viewerCompany((await memberOf(b.jar))!)),
    ).toBeUndefined();
  }
  // B removes A's file, or downloads it, on an opportunity both see: not found, and it stays.
  expect(
    refused(
      (await submit(removeFileForm, { opportunity: open, file: aFile!.id }, as(b.jar))).outcome,
    ).message,
  ).toBe('This file is no longer there.');
  expect((await memberSubmissionFile(fileRequest(b.jar), params(aFile!.id))).status).toBe(404);
  const own = await memberSubmissionFile(fileRequest(a.jar), params(aFile!.id));
  expect(own.status).toBe(200);
  expect(own.headers.get('content-disposition')).toMatch(/^attachment;/);
  // B's view of the open opportunity holds nothing of A's.
  const bView = (await memberOpportunity(open, await viewerCompany((await memberOf(b.jar))!)))!
    .full!;
  expect(bView.interest).toBeUndefined();
  expect(bView.ownFiles).toEqual([]);
  // A's question on the invited-only one is asked by A alone; B's document requests for it fail.
  const { files } = (await readOpportunity(invitedOnly))!;
  expect(files).toEqual([]);
  // Staff open A's file: recorded.
  const staffOpen = await staffSubmissionFile(
    new Request('http://localhost/file', { headers: { cookie: admin.cookie } }),
    params(aFile!.id),
  );
  expect(staffOpen.status).toBe(200);
  const db = await database();
  const views = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'interest-file-view'), eq(auditLog.subjectId, open)));
  expect(views).toHaveLength(1);

  // A company not verified sees the summary and what to do; its posts are refused with that.
  const pending = await confirmedMember();
  await submittedCompany(pending.jar, pending.form.email);
  const summary = await memberOpportunity(
    open,
    await viewerCompany((await memberOf(pending.jar))!),
  );
  expect(summary?.full).toBeUndefined();
  expect(summary?.summary.title).toBe('Flowline replacement, Oben field');
  expect(Object.keys(summary!.summary)).not.toContain('description');
  const waiting = refused(
    (await submit(interestForm, { opportunity: open, interested: 'yes' }, as(pending.jar))).outcome,
  );
  expect(waiting.message).toMatch(
    /waiting for review: once our reviewers verify it, you can take part/,
  );
  // Opportunity documents: only for companies that see it in full.
  const scope = new FormData();
  scope.append('opportunity', open);
  scope.append('note', 'The scope of work, as promised.');
  scope.append('file', pdfFile('scope.pdf'));
  redirected((await submit(addFileForm, scope, as(admin.jar))).outcome);
  const [scopeFile] = (await readOpportunity(open))!.files;
  expect((await memberOpportunityFile(fileRequest(b.jar), params(scopeFile!.id))).status).toBe(200);
  expect(
    (await memberOpportunityFile(fileRequest(pending.jar), params(scopeFile!.id))).status,
  ).toBe(404);
});

test('at the closing second each submission is in whole or refused whole, however many arrive', async () => {
  const a = await verifiedCompany(reviewer);
  const b = await verifiedCompany(reviewer);
  const id = await publishedOpportunity(admin);
  const closesAt = new Date(Date.now() + 400);
  await closeAt(id, closesAt);
  const post = (company: { jar: TestJar }, n: number) => {
    const form = new FormData();
    form.append('opportunity', id);
    form.append('statement', `Submission number ${n}, sent as the opportunity closes.`);
    form.append('file', pdfFile(`file-${n}.pdf`));
    return new Promise<{ n: number; ok: boolean; company: { jar: TestJar } }>((resolve) =>
      setTimeout(async () => {
        const { outcome } = await submit(submissionForm, form, as(company.jar));
        resolve({ n, ok: 'redirect' in outcome, company });
      }, n * 80),
    );
  };
  const results = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => post(n % 2 ? a : b, n)));
  expect(results.some((result) => result.ok)).toBe(true);
  expect(results.some((result) => !result.ok)).toBe(true);
  const db = await database();
  for (const company of [a, b]) {
    const accepted = results
      .filter((result) => result.ok && result.company === company)
      .map((r) => r.n);
    const [row] = await db
      .select()
      .from(interests)
      .where(and(eq(interests.opportunityId, id), eq(interests.companyId, company.companyId)));
    const files = await db
      .select({ name: interestFiles.fileName })
      .from(interestFiles)
      .where(
        and(eq(interestFiles.opportunityId, id), eq(interestFiles.companyId, company.companyId)),
      );
    // Every file joined belongs to an accepted post (up to the limit), and nothing after the close.
    expect(files.map((file) => file.name).sort()).toEqual(
      accepted
        .slice(0, MAX_INTEREST_FILES)
        .map((n) => `file-${n}.pdf`)
        .sort(),
    );
    if (accepted.length) {
      expect(row!.statement).toBe(
        `Submission number ${Math.max(...accepted)}, sent as the opportunity closes.`,
      );
      expect(row!.submittedAt!.getTime()).toBeLessThan(closesAt.getTime());
    } else expect(row?.submittedAt ?? null).toBeNull();
  }
  // A post refused before its file was stored leaves nothing; one refused under the locks leaves
  // its file joined to nothing, for the day's clean-up. Accepted files are never loose.
  const loose = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        isNull(storedFiles.documentId),
        isNull(storedFiles.opportunityFileId),
        isNull(storedFiles.interestFileId),
      ),
    );
  expect(loose.length).toBeLessThanOrEqual(results.filter((result) => !result.ok).length);
});

test('two staff changing at once: two addenda, numbered, each mailed once to each interested person', async () => {
  const a = await verifiedCompany(reviewer);
  const b = await verifiedCompany(reviewer);
  const quiet = await verifiedCompany(reviewer);
  const other = await signedInStaff('admin');
  const id = await publishedOpportunity(admin);
  for (const company of [a, b])
    redirected(
      (await submit(interestForm, { opportunity: id, interested: 'yes' }, as(company.jar))).outcome,
    );
  redirected(
    (await submit(interestForm, { opportunity: id, interested: 'no' }, as(quiet.jar))).outcome,
  );
  const change = (who: TestStaff, title: string) => {
    const form = opportunityForm({ title });
    form.append('opportunity', id);
    form.append('note', `Renamed by ${who.name}.`);
    return submit(changeOpportunityForm, form, as(who.jar));
  };
  const outcomes = await Promise.all([
    change(admin, 'Flowline replacement, phase 1'),
    change(other, 'Flowline replacement, phase A'),
  ]);
  for (const { outcome } of outcomes) redirected(outcome);
  const db = await database();
  const numbers = (await db.select().from(addenda).where(eq(addenda.opportunityId, id))).map(
    (row) => row.number,
  );
  expect(numbers.sort()).toEqual([1, 2]);
  for (const company of [a, b]) {
    const subjects = (await outboxTo(company.email))
      .map((mail) => mail.subject)
      .filter((s) => s.startsWith('Addendum'));
    expect(subjects.map((subject) => subject.slice(0, 11)).sort()).toEqual([
      'Addendum 1:',
      'Addendum 2:',
    ]);
  }
  expect(
    (await outboxTo(quiet.email)).filter((mail) => mail.subject.startsWith('Addendum')),
  ).toEqual([]);

  // Two staff answering the same question at once: one answer, published and mailed once.
  redirected(
    (
      await submit(
        questionForm,
        { opportunity: id, question: 'Is there a site visit before closing?' },
        as(a.jar),
      )
    ).outcome,
  );
  const [question] = await db
    .select()
    .from(clarifications)
    .where(eq(clarifications.opportunityId, id));
  const answers = await Promise.all(
    [admin, other].map((who) =>
      submit(
        answerForm,
        { opportunity: id, question: question!.id, answer: `Yes: ${who.name} will host it.` },
        as(who.jar),
      ),
    ),
  );
  expect(answers.filter(({ outcome }) => 'redirect' in outcome)).toHaveLength(1);
  expect(refused(answers.find(({ outcome }) => !('redirect' in outcome))!.outcome).message).toBe(
    'A colleague has answered this question already.',
  );
  for (const company of [a, b])
    expect(
      (await outboxTo(company.email)).filter((mail) => mail.subject.startsWith('Clarification')),
    ).toHaveLength(1);
});

test('an addendum within 48 hours of closing asks for more time, once', async () => {
  const id = await publishedOpportunity(admin, {}, [], 30);
  const form = (extra: Record<string, string>) => {
    const change = opportunityForm({ description: 'The scope now includes the tie-ins.' }, 30);
    change.append('opportunity', id);
    for (const [name, value] of Object.entries(extra)) change.append(name, value);
    return change;
  };
  const noNote = refused((await submit(changeOpportunityForm, form({}), as(admin.jar))).outcome);
  expect(noNote.fieldErrors?.note?.[0]).toMatch(/^Say in a sentence why/);
  const offered = refused(
    (await submit(changeOpportunityForm, form({ note: 'Tie-ins added.' }), as(admin.jar))).outcome,
  );
  expect(offered.fieldErrors?.closesAt?.[0]).toMatch(
    /less than 48 hours before expressions of interest close/,
  );
  redirected(
    (
      await submit(
        changeOpportunityForm,
        form({ note: 'Tie-ins added.', keepClosing: 'yes' }),
        as(admin.jar),
      )
    ).outcome,
  );
  expect((await readOpportunity(id))!.addenda).toHaveLength(1);
});

test('the standing at the closing time flags a document that had lapsed by then', async () => {
  const db = await database();
  const a = await verifiedCompany(reviewer, {});
  const id = await publishedOpportunity(admin);
  redirected(
    (
      await submit(
        submissionForm,
        { opportunity: id, statement: 'We can mobilise within two weeks of award.' },
        as(a.jar),
      )
    ).outcome,
  );
  // Its insurance runs out tomorrow; the opportunity closes in three days.
  const { supplierDocuments } = await import('@/lib/db/supplier-schema');
  await db
    .update(supplierDocuments)
    .set({ expiresOn: dayFromNow(1) })
    .where(
      and(eq(supplierDocuments.companyId, a.companyId), eq(supplierDocuments.type, 'insurance')),
    );
  const closes = new Date(Date.now() + 3 * 86_400_000);
  await closeAt(id, closes);
  expect(
    await recordClosingStandings(new Date(closes.getTime() + 60_000), closingStanding, id),
  ).toBe(1);
  const [row] = (await readOpportunity(id))!.interests;
  expect(row!.closingStanding).toEqual({
    state: 'verified',
    lapsed: [expect.stringMatching(/insurance/i)],
  });
});

test('a verified company’s alert mails the new opportunities for its trades and areas, and falls quiet once it lapses', async () => {
  const a = await verifiedCompany(reviewer);
  // Not verified: no alert.
  const pending = await confirmedMember();
  await submittedCompany(pending.jar, pending.form.email);
  expect(
    refused((await submit(opportunityAlertForm, {}, as(pending.jar))).outcome).message,
  ).toMatch(/for verified companies/);
  const started = new Date();
  expect(redirected((await submit(opportunityAlertForm, {}, as(a.jar))).outcome)).toBe(
    '/community/opportunities?saved=alert',
  );
  const [alert] = await alertsOf(a.email);
  expect(alert).toEqual(expect.objectContaining({ kind: 'opportunities' }));
  expect(alert!.usedAt).not.toBeNull(); // the member's own address: on at once
  const matching = await publishedOpportunity(admin, { title: 'Pipeline repairs, Bonny' });
  await publishedOpportunity(admin, { title: 'Drivers for Lagos', trades: ['haulage'] });
  await publishedOpportunity(admin, { title: 'Pipeline in Lagos', areas: ['NG-LA'] });
  await publishedOpportunity(admin, { title: 'Pipeline, invited only', visibility: 'invited' }, [
    a.companyId,
  ]);
  await sendAlertDigests({ now: new Date(started.getTime() + 60_000) });
  const digests = (await outboxTo(a.email)).filter((mail) => mail.alertId === alert!.id);
  expect(digests).toHaveLength(1);
  expect(digests[0]!.alertItems).toEqual([`opportunity:${matching}`]);
  const ready = (await readyDigest(digests[0]!))!;
  expect(ready.text).toContain('Pipeline repairs, Bonny (Subcontract package), closes ');
  expect(ready.text).toContain(`/community/opportunities/${matching}`);
  // Lapsed before the mail went: it has nothing to say.
  const db = await database();
  await db.update(companies).set({ state: 'lapsed' }).where(eq(companies.id, a.companyId));
  expect(await readyDigest(digests[0]!)).toBeNull();
  await db.update(companies).set({ state: 'verified' }).where(eq(companies.id, a.companyId));
});

test('a notice’s poll is answered once per company, whichever of its members answers first', async () => {
  const a = await verifiedCompany(reviewer);
  const b = await verifiedCompany(reviewer);
  const colleague = await confirmedMember();
  const db = await database();
  const colleagueId = (await memberOf(colleague.jar))!;
  await db
    .insert(companyMembers)
    .values({ memberId: colleagueId, companyId: a.companyId, role: 'colleague' });
  const notice = {
    title: 'Safety stand-down on 4 December',
    body: 'All contractor crews stand down for a safety briefing at 08:00.',
    pollQuestion: 'Will your crew attend in person?',
    pollChoices: 'Yes\nNo, online\nNot this time',
  };
  const clerk = await signedInStaff();
  expect(refused((await submit(noticeForm, notice, as(clerk.jar))).outcome).message).toBe(
    NOT_A_PUBLISHER,
  );
  expect(redirected((await submit(noticeForm, notice, as(admin.jar))).outcome)).toBe(
    '/staff/notices?saved=posted',
  );
  const [posted] = await noticesWithResults(1);
  const answers = await Promise.all(
    [a.jar, colleague.jar].map((jar, index) =>
      submit(pollForm, { notice: posted!.id, choice: String(index) }, as(jar)),
    ),
  );
  expect(answers.filter(({ outcome }) => 'redirect' in outcome)).toHaveLength(1);
  expect(refused(answers.find(({ outcome }) => !('redirect' in outcome))!.outcome).message).toBe(
    'Your company has answered this poll already.',
  );
  redirected((await submit(pollForm, { notice: posted!.id, choice: '2' }, as(b.jar))).outcome);
  expect(
    refused((await submit(pollForm, { notice: posted!.id, choice: '7' }, as(b.jar))).outcome)
      .fieldErrors?.choice,
  ).toBeDefined();
  const [results] = await noticesWithResults(1);
  expect(results!.results.reduce((sum, n) => sum + n, 0)).toBe(2);
  expect(results!.results[2]).toBe(1);
  // Members see the notice with their company's answer.
  const seen = await noticesForMember(b.companyId);
  expect(seen.find((row) => row.id === posted!.id)?.answered).toBe(2);
  // A member without a company reads it but answers nothing.
  const loner = await confirmedMember();
  expect(
    refused((await submit(pollForm, { notice: posted!.id, choice: '0' }, as(loner.jar))).outcome)
      .message,
  ).toMatch(/no company/);
});

test('a member’s access copy holds the company’s part in the board: interest, submission and its file, questions, poll answers', async () => {
  const a = await verifiedCompany(reviewer);
  const id = await publishedOpportunity(admin);
  redirected(
    (
      await submit(
        questionForm,
        { opportunity: id, question: 'Is the hydrotest witnessed by the operator?' },
        as(a.jar),
      )
    ).outcome,
  );
  const form = new FormData();
  form.append('opportunity', id);
  form.append('statement', 'We replaced 12 km of flowline in Rivers State last year.');
  form.append('file', pdfFile('method-statement.pdf'));
  redirected((await submit(submissionForm, form, as(a.jar))).outcome);
  redirected(
    (
      await submit(
        noticeForm,
        {
          title: 'Site induction dates',
          body: 'Inductions run every Monday.',
          pollQuestion: 'Which Monday suits your crew?',
          pollChoices: 'The first\nThe second',
        },
        as(admin.jar),
      )
    ).outcome,
  );
  const [notice] = await noticesWithResults(1);
  redirected((await submit(pollForm, { notice: notice!.id, choice: '1' }, as(a.jar))).outcome);

  const answer = await access(
    new Request(`http://localhost/api/staff/access?email=${encodeURIComponent(a.email)}`, {
      headers: { cookie: admin.cookie },
    }),
    { params: Promise.resolve({}) },
  );
  expect(answer.status).toBe(200);
  const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
  const [company] = (
    JSON.parse(new TextDecoder().decode(files['data.json'])) as {
      supplierCompanies: {
        opportunities: {
          statement: string;
          files: { fileName: string; inThisArchive: string }[];
        }[];
        questionsAsked: { question: string }[];
        pollAnswers: { question: string; answer: string }[];
      }[];
    }
  ).supplierCompanies;
  expect(company!.opportunities).toHaveLength(1);
  expect(company!.opportunities[0]!.statement).toBe(
    'We replaced 12 km of flowline in Rivers State last year.',
  );
  const [sent] = company!.opportunities[0]!.files;
  expect(sent!.fileName).toBe('method-statement.pdf');
  expect(sent!.inThisArchive).toMatch(/^companies\/1\/submissions\/1-method-statement\.pdf$/);
  expect(Buffer.from(files[sent!.inThisArchive]!).subarray(0, 5).toString()).toBe('%PDF-');
  expect(company!.questionsAsked.map((q) => q.question)).toEqual([
    'Is the hydrotest witnessed by the operator?',
  ]);
  expect(company!.pollAnswers).toEqual([
    {
      notice: 'Site induction dates',
      question: 'Which Monday suits your crew?',
      answer: 'The second',
    },
  ]);
  expect(new TextDecoder().decode(files['README.txt'])).toMatch(/submissions\//);
});

test('files sent at once by one company: five are taken, the rest refused, never more', async () => {
  const a = await verifiedCompany(reviewer);
  const id = await publishedOpportunity(admin);
  const post = (n: number) => {
    const form = new FormData();
    form.append('opportunity', id);
    form.append('statement', `Our method statement, part ${n}, for this work.`);
    form.append('file', pdfFile(`part-${n}.pdf`));
    return submit(submissionForm, form, as(a.jar));
  };
  const results = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(post));
  expect(results.filter(({ outcome }) => 'redirect' in outcome)).toHaveLength(MAX_INTEREST_FILES);
  for (const { outcome } of results.filter(({ outcome }) => !('redirect' in outcome)))
    expect(refused(outcome).fieldErrors?.file?.[0]).toBe(
      `An expression of interest takes at most ${MAX_INTEREST_FILES} files: remove one first.`,
    );
  const db = await database();
  const files = await db
    .select()
    .from(interestFiles)
    .where(and(eq(interestFiles.opportunityId, id), eq(interestFiles.companyId, a.companyId)));
  expect(files).toHaveLength(MAX_INTEREST_FILES);
});
