import type { Metadata } from 'next';
import { OpportunityFacts, When } from '@/components/board/OpportunityFacts';
import { PortalPage } from '@/components/community/PortalPage';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { FocusedStatus } from '@/components/forms/FocusedStatus.client';
import { Callout } from '@/components/ui/Callout';
import { CardList } from '@/components/ui/CardList';
import Link from '@/components/ui/Link';
import { isOpen, questionsOpen, whatToDo } from '@/lib/board/access';
import { MAX_INTEREST_FILES } from '@/lib/board/member-forms';
import { boardViewer, memberOpportunity } from '@/lib/board/member-pages';
import { BOARD_PATH, opportunityPath } from '@/lib/board/paths';
import { outcomeLabel } from '@/lib/board/words';
import { UPLOAD_MAX_BYTES } from '@/lib/documents/upload';
import { askQuestion, markInterest, removeSubmissionFile, sendSubmission } from '../actions';

export const metadata: Metadata = { title: 'Opportunity', robots: { index: false } };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ saved?: string | string[] }>;
};

const answers: Record<string, string> = {
  interested:
    'Marked Interested: we e-mail your company every addendum and published answer of this opportunity.',
  'not-interested': 'Marked Not interested: we send your company nothing more about it.',
  question:
    'Your question is sent to our team. When it is answered, the answer is published here for every company, without naming yours.',
  submitted:
    'Your expression of interest is in. You can change it until the closing time; the last version sent then is the one we read.',
  'file-removed': 'The file is removed from your expression of interest.',
};

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * One opportunity for a member: in full for a verified company it is open to (the scope, its
 * documents, its addenda, the published answers, the company's interest, questions and
 * expression of interest, and the outcome); the summary and what to do for a company that may
 * not take part yet; "not found" for anything else.
 */
export default async function OpportunityPage({ params, searchParams }: Props) {
  const { id } = await params;
  const path = opportunityPath(encodeURIComponent(id));
  const { company } = await boardViewer(path);
  const found = await memberOpportunity(id, company);
  const back = (
    <p>
      <Link href={BOARD_PATH}>Back to the opportunities</Link>
    </p>
  );
  if (!found)
    return (
      <PortalPage
        title="Opportunity not found"
        intro="No opportunity open to your company has this address."
        aside={back}
      >
        <p>
          It may have been withdrawn, or the link may be mistyped. The opportunities open to your
          company are on the <Link href={BOARD_PATH}>board</Link>.
        </p>
      </PortalPage>
    );
  const now = new Date();
  const { summary, full, viewer } = found;
  const { saved } = await searchParams;
  const answer = typeof saved === 'string' ? answers[saved] : undefined;
  if (!full)
    return (
      <PortalPage title={summary.title} intro="An opportunity for verified suppliers." aside={back}>
        <OpportunityFacts opportunity={summary} now={now} />
        <h2>Take part</h2>
        <Callout>
          <p>{whatToDo(viewer)}</p>
          <p>
            <Link href="/community/company">
              {company ? 'See your company and what to do next' : 'Register your company'}
            </Link>
          </p>
        </Callout>
      </PortalPage>
    );

  const { opportunity, files, addenda, answered, interest, ownFiles, ownQuestions } = full;
  const open = isOpen(opportunity, now);
  const asking = questionsOpen(opportunity, now);
  const hidden = (name: string, value: string) => ({ kind: 'hidden' as const, name, value });
  const idField = hidden('opportunity', opportunity.id);
  const outcome = opportunity.outcomesSentAt && interest?.outcome;
  const stale = interest?.submittedAt && (interest.addendaSeen ?? 0) < opportunity.addenda;
  return (
    <PortalPage
      title={opportunity.title}
      intro={
        viewer.invited
          ? 'Your company is invited to this opportunity.'
          : 'An opportunity open to verified suppliers.'
      }
      aside={back}
    >
      {answer && <FocusedStatus message={answer} />}
      {outcome && (
        <Callout $tone={outcome === 'shortlisted' ? 'good' : undefined}>
          <p>
            <strong>Outcome: {outcomeLabel[outcome]}.</strong>{' '}
            {outcome === 'shortlisted'
              ? 'We will contact your company about the next step.'
              : 'Thank you for taking part: your company was not selected this time.'}
          </p>
        </Callout>
      )}
      <OpportunityFacts opportunity={opportunity} now={now} />

      <section aria-labelledby="interest-heading">
        <h2 id="interest-heading">Your company’s interest</h2>
        <p>
          {interest?.submittedAt
            ? 'Your company has sent an expression of interest.'
            : interest?.interested === true
              ? 'Your company is interested: it receives this opportunity’s addenda and answers by e-mail.'
              : interest?.interested === false
                ? 'Your company is not interested: it receives nothing about this opportunity.'
                : 'Tell us whether your company is interested: only interested companies receive its addenda and answers by e-mail.'}
        </p>
        {open && !interest?.submittedAt && (
          <>
            {interest?.interested !== true && (
              <ActionForm
                key="interested"
                action={markInterest}
                idPrefix="interested"
                permalink={path}
                label="Mark as interested"
                fields={[idField, hidden('interested', 'yes')]}
                submitLabel="Interested"
              />
            )}
            {interest?.interested !== false && (
              <ActionForm
                key="not-interested"
                action={markInterest}
                idPrefix="not-interested"
                permalink={path}
                label="Mark as not interested"
                fields={[idField, hidden('interested', 'no')]}
                submitLabel="Not interested"
              />
            )}
          </>
        )}
      </section>

      <section aria-labelledby="scope-heading">
        <h2 id="scope-heading">Scope</h2>
        <p style={{ whiteSpace: 'pre-wrap' }}>{opportunity.description}</p>
      </section>

      <section aria-labelledby="documents-heading" id="documents">
        <h2 id="documents-heading">Documents</h2>
        {files.length ? (
          <ul>
            {files.map((file) => (
              <li key={file.id}>
                <a href={`/api/community/opportunities/files/${file.id}`}>{file.fileName}</a> (PDF,{' '}
                {size(file.bytes)}){file.addendum ? `, added by addendum ${file.addendum}` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p>No documents: the scope above is all there is.</p>
        )}
      </section>

      <section aria-labelledby="addenda-heading" id="addenda">
        <h2 id="addenda-heading">Addenda</h2>
        {addenda.length ? (
          <CardList>
            {addenda.map((addendum) => (
              <li key={addendum.number}>
                <h3>Addendum {addendum.number}</h3>
                <p className="meta">
                  <When at={addendum.createdAt} />
                </p>
                <ul>
                  {Object.entries(addendum.changes).map(([field, [before, after]]) => (
                    <li key={field}>
                      {field}: {before ? `was ${before}; now ${after}` : after}
                    </li>
                  ))}
                </ul>
                <p className="note">Why: {addendum.note}</p>
              </li>
            ))}
          </CardList>
        ) : (
          <p>None: the opportunity is as it was published.</p>
        )}
      </section>

      <section aria-labelledby="questions-heading" id="questions">
        <h2 id="questions-heading">Questions and answers</h2>
        {answered.length ? (
          <CardList>
            {answered.map((item) => (
              <li key={item.id}>
                <p className="note">
                  <strong>Q:</strong> {item.question}
                </p>
                <p className="note">
                  <strong>A:</strong> {item.answer}
                </p>
              </li>
            ))}
          </CardList>
        ) : (
          <p>No answers published yet.</p>
        )}
        {ownQuestions.some((item) => !item.answeredAt) && (
          <>
            <h3>Your company’s questions waiting for an answer</h3>
            <ul>
              {ownQuestions
                .filter((item) => !item.answeredAt)
                .map((item) => (
                  <li key={item.id} style={{ whiteSpace: 'pre-wrap' }}>
                    {item.question}
                  </li>
                ))}
            </ul>
          </>
        )}
        {asking ? (
          <ActionForm
            action={askQuestion}
            idPrefix="question"
            permalink={path}
            label="Ask a question"
            fields={[
              idField,
              {
                kind: 'textarea',
                name: 'question',
                label: 'Ask a question',
                hint: 'Only our team sees who asked. The answer is published here for every company taking part.',
                rows: 4,
                maxLength: 2000,
              },
            ]}
            submitLabel="Send the question"
            pendingLabel="Sending…"
          />
        ) : (
          <p>Questions are closed.</p>
        )}
      </section>

      <section aria-labelledby="submission-heading" id="submission">
        <h2 id="submission-heading">Your expression of interest</h2>
        {interest?.submittedAt ? (
          <p>
            Sent <When at={interest.submittedAt} />.
            {open ? ' You can change it until the closing time.' : ''}
          </p>
        ) : (
          !open && <p>Your company sent no expression of interest before the closing time.</p>
        )}
        {stale && (
          <Callout>
            <p>
              Sent before addendum {opportunity.addenda}: check that it still answers the
              opportunity as it now stands, and send it again if not.
            </p>
          </Callout>
        )}
        {ownFiles.length > 0 && (
          <ul>
            {ownFiles.map((file) => (
              <li key={file.id}>
                <a href={`/api/community/opportunities/submission-files/${file.id}`}>
                  {file.fileName}
                </a>{' '}
                ({size(file.bytes)})
                {open && (
                  <ActionForm
                    key={file.id}
                    action={removeSubmissionFile}
                    idPrefix={`remove-${file.id.slice(0, 8)}`}
                    permalink={path}
                    label={`Remove ${file.fileName}`}
                    fields={[idField, hidden('file', file.id)]}
                    submitLabel={`Remove ${file.fileName}`}
                    pendingLabel="Removing…"
                    tone="danger"
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {open ? (
          <ActionForm
            action={sendSubmission}
            idPrefix="submission"
            permalink={path}
            label="Your expression of interest"
            fields={[
              idField,
              {
                kind: 'textarea',
                name: 'statement',
                label: 'Statement',
                hint: 'What your company offers for this work: its experience of similar work, its people and equipment, and anything the scope asks for.',
                rows: 8,
                maxLength: 6000,
                defaultValue: interest?.statement ?? '',
              },
              ...(ownFiles.length < MAX_INTEREST_FILES
                ? [
                    {
                      kind: 'file' as const,
                      name: 'file',
                      label: 'Add a file',
                      optional: true,
                      accept: 'application/pdf,image/jpeg,image/png',
                      hint: `A PDF, or a JPEG or PNG, up to ${UPLOAD_MAX_BYTES / 1024 / 1024} MB: ${ownFiles.length} of ${MAX_INTEREST_FILES} files used. Send the form once per file.`,
                    },
                  ]
                : []),
            ]}
            submitLabel={
              interest?.submittedAt ? 'Send the changes' : 'Send the expression of interest'
            }
            pendingLabel="Sending…"
          />
        ) : (
          interest?.statement && <p style={{ whiteSpace: 'pre-wrap' }}>{interest.statement}</p>
        )}
      </section>
    </PortalPage>
  );
}
