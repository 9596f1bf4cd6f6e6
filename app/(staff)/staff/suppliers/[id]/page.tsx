import type { Metadata } from 'next';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { FocusedStatus } from '@/components/forms/FocusedStatus.client';
import { FormFrame } from '@/components/forms/FormFrame';
import { SubjectHistory } from '@/components/staff/SubjectHistory';
import { Notice, StaffPage } from '@/components/staff/kit';
import { DocumentReview } from '@/components/staff/suppliers/DocumentReview';
import { IdentityReview } from '@/components/staff/suppliers/IdentityReview';
import { companyDecisionFields } from '@/components/staff/suppliers/review-fields';
import { CompanyFacts } from '@/components/suppliers/CompanyFacts';
import Link from '@/components/ui/Link';
import { requireStaffPage } from '@/lib/auth/staff-session';
import { auditOf, recordAudit } from '@/lib/db/queries/audit';
import { readCompany } from '@/lib/db/queries/companies';
import { claimHolder } from '@/lib/db/queries/review-queue';
import { lagosToday } from '@/lib/suppliers/dates';
import { holdings, verificationGaps } from '@/lib/suppliers/requirements';
import { conflictOfInterest } from '@/lib/suppliers/review';
import { classLabel, companyStateLabel, waited } from '@/lib/suppliers/words';
import { enquiryId as uuid } from '@/lib/validation/staff-inbox';
import {
  claimCompany,
  decideCompany,
  decideDocument,
  decideIdentity,
  releaseCompany,
} from '../actions';

export const metadata: Metadata = {
  title: 'Company review',
  robots: { index: false, follow: false },
};

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ decided?: string | string[] }>;
};

/** What the page says after the company's decision sent the reviewer back here. */
const decidedWords: Record<string, string> = {
  verified: 'Verified: the company is told by mail, and its identity images are deleted.',
  'action-requested': 'Action requested: the company is told by mail what to do.',
  rejected: 'Rejected: the company is told why by mail.',
};

/**
 * One company under review: its profile, each document with its file opened in the page, the
 * identity check, the claim that keeps colleagues apart, the decisions, and its history. Staff
 * who belong to the company or invited it see it but decide nothing.
 */
export default async function CompanyReviewPage({ params, searchParams }: Props) {
  const session = await requireStaffPage();
  const id = uuid((await params).id);
  const current = id ? await readCompany(id) : undefined;
  if (!id || !current) {
    return (
      <StaffPage>
        <h1>Company not found</h1>
        <p>
          No company has this address: it may have been deleted.{' '}
          <Link href="/staff/suppliers">Back to the suppliers</Link>.
        </p>
      </StaffPage>
    );
  }
  const { company, documents, identity } = current;
  const reviewer = {
    id: session.staff.id,
    email: session.staff.email,
    name: session.staff.name,
    admin: session.staff.role === 'admin',
  };
  const conflicted = conflictOfInterest(current, reviewer);
  const mine = company.claimedBy === session.staff.id && !conflicted;
  const [holder, history] = await Promise.all([
    company.claimedBy && !mine ? claimHolder(company.id) : undefined,
    auditOf('company', company.id),
    recordAudit(session.staff, {
      action: 'supplier-view',
      subjectType: 'company',
      subjectId: company.id,
      detail: { company: company.registeredName },
    }),
  ]);
  const today = lagosToday();
  const held = holdings(company, documents, today);
  const gaps = verificationGaps(held, identity);
  const permalink = `/staff/suppliers/${company.id}`;
  const { decided: decision } = await searchParams;
  const companyField = { kind: 'hidden' as const, name: 'company', value: company.id };
  return (
    <StaffPage>
      <p>
        <Link href="/staff/suppliers">Suppliers</Link>
      </p>
      <h1>{company.registeredName}</h1>
      {typeof decision === 'string' && decidedWords[decision] && (
        <FormFrame>
          <FocusedStatus message={decidedWords[decision]} />
        </FormFrame>
      )}
      <p>
        {companyStateLabel[company.state]} · {classLabel(company.supplierClass)}
        {company.waitingSince ? ` · waiting ${waited(company.waitingSince)}` : ''}
      </p>
      {conflicted ? (
        <Notice role="note">
          You belong to this company or invited it to join: a colleague must review it.
        </Notice>
      ) : (
        <FormFrame>
          {mine ? (
            // Keyed: each claim form keeps its own answer, not the one drawn in its place before.
            <ActionForm
              key="release"
              action={releaseCompany}
              idPrefix="release"
              permalink={permalink}
              label="Release this company"
              fields={[companyField]}
              submitLabel="Release it for a colleague"
            />
          ) : holder ? (
            <>
              <p>{holder} is reviewing this company.</p>
              {reviewer.admin && (
                <ActionForm
                  key="take-over"
                  action={claimCompany}
                  idPrefix="take-over"
                  permalink={permalink}
                  label="Take over this review"
                  fields={[companyField, { kind: 'hidden', name: 'takeOver', value: 'yes' }]}
                  submitLabel={`Take it over from ${holder}`}
                  tone="danger"
                />
              )}
            </>
          ) : (
            <ActionForm
              key="claim"
              action={claimCompany}
              idPrefix="claim"
              permalink={permalink}
              label="Claim this company"
              fields={[companyField]}
              submitLabel="Claim it to review"
            />
          )}
        </FormFrame>
      )}

      <h2>Profile</h2>
      <CompanyFacts company={company} />
      {company.stateMessage && <Notice>Message to the company: {company.stateMessage}</Notice>}

      <h2 id="documents">Documents</h2>
      <FormFrame>
        {held.map((holding) => (
          <DocumentReview
            key={holding.type.key}
            companyId={company.id}
            holding={holding}
            earlier={documents.filter((d) => d.type === holding.type.key && d.replacedAt !== null)}
            today={today}
            canDecide={mine}
            decide={decideDocument}
          />
        ))}
      </FormFrame>

      <h2 id="identity">Identity check</h2>
      <FormFrame>
        <IdentityReview
          companyId={company.id}
          responsible={`${company.responsibleName}, ${company.responsibleRole}`}
          identity={identity}
          canDecide={mine}
          mayView={!conflicted}
          decide={decideIdentity}
        />
      </FormFrame>

      {company.state === 'submitted' && mine && (
        <FormFrame>
          <h2 id="decision">Decide on the company</h2>
          {gaps.length > 0 ? (
            <>
              <p>Before it can be verified:</p>
              <ul>
                {gaps.map((gap) => (
                  <li key={gap}>{gap}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>Every required document and the identity check are accepted: it can be verified.</p>
          )}
          <ActionForm
            action={decideCompany}
            idPrefix="decide-company"
            permalink={permalink}
            label="Decide on the company"
            fields={companyDecisionFields(company.id)}
            submitLabel="Send the decision"
          />
        </FormFrame>
      )}

      <SubjectHistory
        caption="What staff and the server did with this company, newest first"
        entries={history}
      />
    </StaffPage>
  );
}
