import type { Metadata } from 'next';
import { draftFields, opportunityFields } from '@/components/board/opportunity-fields';
import { OpportunityFacts } from '@/components/board/OpportunityFacts';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { FocusedStatus } from '@/components/forms/FocusedStatus.client';
import { FormFrame } from '@/components/forms/FormFrame';
import { CardTable } from '@/components/staff/CardTable';
import { SubjectHistory } from '@/components/staff/SubjectHistory';
import { Fields, Notice, StaffPage, when } from '@/components/staff/kit';
import Link from '@/components/ui/Link';
import { requireStaffPage } from '@/lib/auth/staff-session';
import { isOpen } from '@/lib/board/access';
import { publicOpportunityPath, staffOpportunityPath } from '@/lib/board/paths';
import { mayPublish, NOT_A_PUBLISHER } from '@/lib/board/permission';
import { closingStanding } from '@/lib/board/standing';
import { opportunityState } from '@/lib/board/states';
import { lagosTime, outcomeLabel } from '@/lib/board/words';
import { auditOf, recordAudit } from '@/lib/db/queries/audit';
import {
  readOpportunity,
  recordClosingStandings,
  verifiedCompanies,
} from '@/lib/db/queries/opportunities';
import { companyStateLabel } from '@/lib/suppliers/words';
import { enquiryId as uuid } from '@/lib/validation/staff-inbox';
import {
  addOpportunityFile,
  answerQuestion,
  changeOpportunity,
  inviteCompanies,
  publishOpportunity,
  sendOutcomes,
  withdrawOpportunityFile,
} from '../actions';

export const metadata: Metadata = {
  title: 'Opportunity',
  robots: { index: false, follow: false },
};

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ saved?: string | string[]; sent?: string | string[] }>;
};

const savedWords: Record<string, string> = {
  created: 'The draft is saved. Add its documents and invitations, then publish it.',
  saved: 'The draft is changed.',
  published:
    'Published: it is on the board for the companies it is open to, and each invited company has been mailed its link.',
  addendum:
    'The change is published as an addendum: every interested company is mailed what changed and why.',
  file: 'The document is added.',
  withdrawn: 'The document is withdrawn.',
  answered: 'The answer is published on the opportunity and mailed to every interested company.',
};

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * One opportunity in the back office: where it stands and the way to publish it; its facts,
 * scope and the form that changes it (an addendum once published); its documents, invitations,
 * questions, addenda; every company's interest and expression of interest with the company's
 * standing at the closing time; the outcomes; and its history. Opening the expressions of
 * interest is recorded in the audit log.
 */
export default async function OpportunityPage({ params, searchParams }: Props) {
  const session = await requireStaffPage();
  const id = uuid((await params).id);
  const now = new Date();
  const found = id ? await readOpportunity(id) : undefined;
  if (!id || !found)
    return (
      <StaffPage>
        <h1>Opportunity not found</h1>
        <p>
          No opportunity has this address.{' '}
          <Link href="/staff/opportunities">Back to the opportunities</Link>.
        </p>
      </StaffPage>
    );
  // Closed: the standings are recorded once (the board's job does it soon after each closing).
  const closed = Boolean(found.opportunity.publishedAt) && !isOpen(found.opportunity, now);
  const current =
    closed &&
    !found.opportunity.standingsAt &&
    (await recordClosingStandings(now, closingStanding, id))
      ? ((await readOpportunity(id)) ?? found)
      : found;
  const { opportunity, files, invitations, questions, addenda, interests } = current;
  const submitted = interests.filter((row) => row.submittedAt);
  const [history, companies] = await Promise.all([
    auditOf('opportunity', opportunity.id),
    isOpen(opportunity, now) ? verifiedCompanies() : [],
    submitted.length
      ? recordAudit(session.staff, {
          action: 'interest-view',
          subjectType: 'opportunity',
          subjectId: opportunity.id,
          detail: { companies: submitted.length },
        })
      : undefined,
  ]);
  const publisher = mayPublish(session.staff);
  const published = Boolean(opportunity.publishedAt);
  const changeable = publisher && !opportunity.outcomesSentAt && (!published || !closed);
  const permalink = staffOpportunityPath(opportunity.id);
  const idField = { kind: 'hidden' as const, name: 'opportunity', value: opportunity.id };
  const noteField = {
    kind: 'textarea' as const,
    name: 'note',
    label: 'Why (the addendum’s note)',
    rows: 2,
    maxLength: 2000,
    hint: 'Interested companies are mailed it.',
  };
  const { saved, sent } = await searchParams;
  const message =
    saved === 'outcomes'
      ? `The outcomes are sent to ${typeof sent === 'string' ? sent : 'every'} ${sent === '1' ? 'company' : 'companies'} by mail; each sees its own in its members area.`
      : typeof saved === 'string'
        ? savedWords[saved]
        : undefined;
  const uninvited = companies.filter(
    (company) =>
      !invitations.some((invitation) => invitation.companyId === company.id) &&
      (opportunity.classes.length === 0 || opportunity.classes.includes(company.supplierClass)),
  );

  return (
    <StaffPage>
      <p>
        <Link href="/staff/opportunities">Opportunities</Link>
      </p>
      <h1>{opportunity.title}</h1>
      {message && (
        <FormFrame>
          <FocusedStatus message={message} />
        </FormFrame>
      )}
      <p>
        {opportunityState(opportunity, now)} ·{' '}
        {opportunity.visibility === 'invited' ? 'Invited companies only' : 'Every verified company'}
        {opportunity.classes.length ? ` (classes: ${opportunity.classes.join(', ')})` : ''}
        {opportunity.publicSummary && published && !closed && (
          <>
            {' · '}
            <Link href={publicOpportunityPath(opportunity.id)}>Public summary</Link>
          </>
        )}
      </p>
      {!publisher && <Notice>{NOT_A_PUBLISHER}</Notice>}

      {!published && publisher && (
        <FormFrame>
          <h2 id="publish">Publish</h2>
          <p>
            {opportunity.visibility === 'invited'
              ? `Publishing mails each of the ${invitations.length} invited companies a link of its own, and puts it on their board.`
              : 'Publishing puts it on the board of every verified company it is open to; their alerts mail it within a day.'}{' '}
            From then on, every change is a numbered addendum.
          </p>
          <ActionForm
            action={publishOpportunity}
            idPrefix="publish"
            permalink={permalink}
            label="Publish the opportunity"
            fields={[idField]}
            submitLabel="Publish it"
            pendingLabel="Publishing…"
          />
        </FormFrame>
      )}

      <OpportunityFacts opportunity={opportunity} now={now} />
      <h2>Scope</h2>
      <Fields>
        <div>
          <dt>Scope</dt>
          <dd>{opportunity.description}</dd>
        </div>
      </Fields>

      {changeable && (
        <FormFrame>
          <details>
            <summary>{published ? 'Change it (an addendum)' : 'Change the draft'}</summary>
            <ActionForm
              action={changeOpportunity}
              idPrefix="change"
              permalink={permalink}
              label={published ? 'Change the opportunity' : 'Change the draft'}
              fields={published ? opportunityFields(opportunity) : draftFields(opportunity)}
              submitLabel={published ? 'Publish the addendum' : 'Save the draft'}
            />
          </details>
        </FormFrame>
      )}

      <h2 id="documents">Documents</h2>
      {files.length === 0 ? (
        <p>None.</p>
      ) : (
        <FormFrame>
          <ul>
            {files.map((file) => (
              <li key={file.id}>
                <a href={`/api/staff/opportunities/files/${file.id}`}>{file.fileName}</a> (
                {size(file.bytes)}){file.addendum ? `, added by addendum ${file.addendum}` : ''}
                {file.withdrawnAt ? `, withdrawn ${when(file.withdrawnAt)}` : ''}
                {changeable && !file.withdrawnAt && (
                  <ActionForm
                    key={file.id}
                    action={withdrawOpportunityFile}
                    idPrefix={`withdraw-${file.id.slice(0, 8)}`}
                    permalink={permalink}
                    label={`Withdraw ${file.fileName}`}
                    fields={[
                      idField,
                      { kind: 'hidden', name: 'file', value: file.id },
                      ...(published ? [noteField] : []),
                    ]}
                    submitLabel={`Withdraw ${file.fileName}`}
                    tone="danger"
                  />
                )}
              </li>
            ))}
          </ul>
        </FormFrame>
      )}
      {changeable && (
        <FormFrame>
          <ActionForm
            action={addOpportunityFile}
            idPrefix="add-file"
            permalink={permalink}
            label="Add a document"
            fields={[
              idField,
              {
                kind: 'file',
                name: 'file',
                label: 'Add a document (PDF)',
                accept: 'application/pdf',
                hint: 'Up to 10 MB and 30 pages, without scripts or attachments.',
              },
              ...(published ? [noteField] : []),
            ]}
            submitLabel={published ? 'Add it as an addendum' : 'Add the document'}
            pendingLabel="Uploading…"
          />
        </FormFrame>
      )}

      <h2 id="invitations">Invitations</h2>
      {invitations.length === 0 ? (
        <p>No company is invited.</p>
      ) : (
        <ul>
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              <Link href={`/staff/suppliers/${invitation.companyId}`}>
                {invitation.companyName}
              </Link>
              {' · '}
              {invitation.usedAt
                ? `opened ${when(invitation.usedAt)}`
                : published
                  ? 'not opened yet'
                  : 'mailed when published'}
            </li>
          ))}
        </ul>
      )}
      {changeable && uninvited.length > 0 && (
        <FormFrame>
          <ActionForm
            action={inviteCompanies}
            idPrefix="invite"
            permalink={permalink}
            label="Invite companies"
            fields={[
              idField,
              {
                kind: 'choices',
                name: 'companies',
                label: 'Invite verified companies',
                hint: 'Each is mailed a link of its own (at publishing, for a draft).',
                options: uninvited.map((company) => ({ value: company.id, label: company.name })),
              },
            ]}
            submitLabel="Invite them"
          />
        </FormFrame>
      )}

      <h2 id="questions">Questions</h2>
      {questions.length === 0 ? (
        <p>None asked.</p>
      ) : (
        <FormFrame>
          {questions.map((question) => (
            <section
              key={question.id}
              aria-label={`Question from ${question.companyName ?? 'a company'}`}
            >
              <Fields>
                <div>
                  <dt>Asked by</dt>
                  <dd>
                    {question.companyName ?? 'A company no longer on the portal'},{' '}
                    {when(question.createdAt)} (never shown to other companies)
                  </dd>
                </div>
                <div>
                  <dt>Question</dt>
                  <dd>{question.question}</dd>
                </div>
                {question.answer && (
                  <div>
                    <dt>
                      Answer, published {question.answeredAt ? when(question.answeredAt) : ''}
                    </dt>
                    <dd>{question.answer}</dd>
                  </div>
                )}
              </Fields>
              {!question.answer && publisher && (
                <ActionForm
                  key={question.id}
                  action={answerQuestion}
                  idPrefix={`answer-${question.id.slice(0, 8)}`}
                  permalink={permalink}
                  label="Answer and publish"
                  fields={[
                    idField,
                    { kind: 'hidden', name: 'question', value: question.id },
                    {
                      kind: 'textarea',
                      name: 'answer',
                      label: 'Answer',
                      rows: 4,
                      maxLength: 4000,
                      hint: 'Published on the opportunity with the question, without the asker, and mailed to every interested company.',
                    },
                  ]}
                  submitLabel="Publish the answer"
                />
              )}
            </section>
          ))}
        </FormFrame>
      )}

      <h2 id="addenda">Addenda</h2>
      {addenda.length === 0 ? (
        <p>None.</p>
      ) : (
        <CardTable
          caption="Addenda, newest first"
          rows={addenda}
          rowKey={(row) => String(row.number)}
          columns={[
            { key: 'number', label: 'No.', cell: (row) => String(row.number) },
            {
              key: 'when',
              label: 'When',
              cell: (row) => `${when(row.createdAt)}${row.by ? `, ${row.by}` : ''}`,
            },
            {
              key: 'changes',
              label: 'What changed',
              cell: (row) => (
                <ul className="detail">
                  {Object.entries(row.changes).map(([field, [before, after]]) => (
                    <li key={field}>
                      {field}: {before ? `was ${before}; now ${after}` : after}
                    </li>
                  ))}
                </ul>
              ),
            },
            { key: 'note', label: 'Why', cell: (row) => row.note },
          ]}
        />
      )}

      <h2 id="interests">Companies’ interest</h2>
      {interests.length === 0 ? (
        <p>No company has answered yet.</p>
      ) : (
        <CardTable
          caption="Each company’s interest and expression of interest"
          rows={interests}
          rowKey={(row) => row.companyId}
          columns={[
            {
              key: 'company',
              label: 'Company',
              cell: (row) => (
                <Link href={`/staff/suppliers/${row.companyId}`}>{row.companyName}</Link>
              ),
            },
            {
              key: 'interest',
              label: 'Interest',
              cell: (row) =>
                row.submittedAt
                  ? `Sent ${when(row.submittedAt)}${(row.addendaSeen ?? 0) < opportunity.addenda ? ` · before addendum ${opportunity.addenda}` : ''}`
                  : row.interested
                    ? 'Interested'
                    : 'Not interested',
            },
            {
              key: 'standing',
              label: closed ? 'At the closing time' : 'Company now',
              cell: (row) => {
                const standing = row.closingStanding;
                if (!standing) return companyStateLabel[row.companyState];
                const state =
                  companyStateLabel[standing.state as keyof typeof companyStateLabel] ??
                  standing.state;
                return standing.lapsed.length ? (
                  <strong>
                    {state} · not valid on the closing day: {standing.lapsed.join(', ')}
                  </strong>
                ) : (
                  `${state} · every required document valid`
                );
              },
            },
            {
              key: 'statement',
              label: 'Statement and files',
              cell: (row) =>
                row.submittedAt ? (
                  <>
                    <details>
                      <summary>Statement</summary>
                      <p style={{ whiteSpace: 'pre-wrap' }}>{row.statement}</p>
                    </details>
                    {row.files.length > 0 && (
                      <ul className="detail">
                        {row.files.map((file) => (
                          <li key={file.id}>
                            <a href={`/api/staff/opportunities/submission-files/${file.id}`}>
                              {file.fileName}
                            </a>{' '}
                            ({size(file.bytes)})
                          </li>
                        ))}
                      </ul>
                    )}
                  </>
                ) : (
                  '—'
                ),
            },
            {
              key: 'outcome',
              label: 'Outcome',
              cell: (row) =>
                opportunity.outcomesSentAt && row.outcome ? outcomeLabel[row.outcome] : '—',
            },
          ]}
        />
      )}

      {closed && !opportunity.outcomesSentAt && submitted.length > 0 && (
        <FormFrame>
          <h2 id="outcomes">Shortlist and send the outcomes</h2>
          <p>
            Expressions of interest closed {lagosTime(opportunity.closesAt)}. Tick the companies to
            shortlist: each of the {submitted.length} is mailed its outcome (shortlisted or not
            selected) and sees it in its members area. This is done once.
          </p>
          <ActionForm
            action={sendOutcomes}
            idPrefix="outcomes"
            permalink={permalink}
            label="Shortlist and send the outcomes"
            fields={[
              idField,
              {
                kind: 'choices',
                name: 'shortlisted',
                label: 'Shortlisted',
                optional: true,
                hint: 'Companies left unticked are told they were not selected.',
                options: submitted.map((row) => ({ value: row.companyId, label: row.companyName })),
              },
              {
                kind: 'checkbox',
                name: 'confirm',
                value: 'yes',
                label: `Send the outcomes to the ${submitted.length} ${submitted.length === 1 ? 'company' : 'companies'} now: they cannot be taken back`,
              },
            ]}
            submitLabel="Send the outcomes"
            pendingLabel="Sending…"
            tone="danger"
          />
        </FormFrame>
      )}
      {closed && submitted.length === 0 && <p>No company sent an expression of interest.</p>}

      <SubjectHistory
        caption="What staff did with this opportunity, newest first"
        entries={history}
      />
    </StaffPage>
  );
}
