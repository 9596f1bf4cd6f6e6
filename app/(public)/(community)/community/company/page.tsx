import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PortalPage } from '@/components/community/PortalPage';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { FocusedStatus } from '@/components/forms/FocusedStatus.client';
import { CompanyFacts } from '@/components/suppliers/CompanyFacts';
import { CompanyStanding } from '@/components/suppliers/CompanyStanding';
import { DocumentList } from '@/components/suppliers/DocumentList';
import { IdentitySummary } from '@/components/suppliers/IdentitySummary';
import { RequiredDocuments } from '@/components/suppliers/RequiredDocuments';
import { profileFields } from '@/components/suppliers/profile-fields';
import Link from '@/components/ui/Link';
import { currentSession, signedOutPath } from '@/lib/auth/session';
import { companyOfMember, readCompany } from '@/lib/db/queries/companies';
import { lagosToday } from '@/lib/suppliers/dates';
import { profileOpen } from '@/lib/suppliers/membership';
import { holdings, submissionGaps } from '@/lib/suppliers/requirements';
import { createCompany, submitCompany } from './actions';

export const metadata: Metadata = {
  title: 'Your company',
  description: 'Your company as a verified supplier: its profile, documents and review.',
  robots: { index: false },
};

const PATH = '/community/company';

/** What the page says after a form sent the member back here. */
const answers: Record<string, string> = {
  created:
    'Your company is registered as a draft. Upload its documents and the identity document, then submit it for review.',
  profile: 'The profile is saved.',
  work: 'The trades and areas are saved.',
  document: 'The document is uploaded.',
  identity:
    'The identity document is uploaded. Only our reviewers see it, and it is deleted as soon as they decide.',
  submitted:
    'Submitted: our reviewers will e-mail you when they have decided, or if they need anything.',
  colleague: 'The colleague is removed from the company.',
  joined: 'You have joined the company.',
};

type Props = { searchParams: Promise<{ saved?: string | string[] }> };

/**
 * The member's company: where it stands and what to do next, its documents, the identity check,
 * its profile and its people; or, for a member without one, the form that registers it.
 */
export default async function CompanyPage({ searchParams }: Props) {
  const session = await currentSession();
  if (!session) redirect(signedOutPath(PATH));
  const member = session.member;
  if (!member) redirect('/community');
  const membership = await companyOfMember(member.id);
  const current = membership && (await readCompany(membership.companyId));
  const { saved } = await searchParams;
  const answer = typeof saved === 'string' ? answers[saved] : undefined;

  if (!current) {
    return (
      <PortalPage
        title="Register your company"
        intro="Become a verified supplier: a company works with us, and with the operators we serve, once it is prequalified."
      >
        <p>
          Tell us who the company is, upload the documents its supplier class needs and the identity
          document of the person responsible for it, then submit it. Our reviewers check everything
          and tell you by e-mail what they decided, or what they need.
        </p>
        <RequiredDocuments />
        <h2>The company</h2>
        <ActionForm
          action={createCompany}
          idPrefix="company"
          permalink={PATH}
          label="Register your company"
          fields={profileFields()}
          submitLabel="Register the company"
          pendingLabel="Registering…"
        />
      </PortalPage>
    );
  }

  const { company, documents, identity, people } = current;
  const today = lagosToday();
  const held = holdings(company, documents, today);
  const open = profileOpen(company);
  const owner = membership?.role === 'owner';
  return (
    <PortalPage
      title={company.registeredName}
      intro="Your company on the portal: where it stands, and what to do next."
      aside={
        <p>
          <Link href="/community">Back to your members area</Link>
        </p>
      }
    >
      {answer && <FocusedStatus message={answer} />}
      <CompanyStanding
        company={company}
        gaps={submissionGaps(held, identity, today)}
        held={held}
        today={today}
        submit={submitCompany}
      />
      <section id="documents" aria-labelledby="documents-heading">
        <h2 id="documents-heading">Documents</h2>
        <DocumentList held={held} today={today} canUpload={company.state !== 'rejected'} />
      </section>
      <section id="identity" aria-labelledby="identity-heading">
        <h2 id="identity-heading">Identity check</h2>
        <IdentitySummary
          company={company}
          identity={identity}
          canUpload={company.state !== 'rejected'}
        />
      </section>
      <section id="profile" aria-labelledby="profile-heading">
        <h2 id="profile-heading">Profile</h2>
        <CompanyFacts company={company} />
        {company.state !== 'rejected' && (
          <p>
            <Link href={`${PATH}/profile`}>
              {open ? 'Change the profile' : 'Change the trades and areas'}
            </Link>
          </p>
        )}
      </section>
      <section id="colleagues" aria-labelledby="colleagues-heading">
        <h2 id="colleagues-heading">People</h2>
        <ul>
          {people.map((person) => (
            <li key={person.memberId}>
              {person.name} ({person.email}){person.role === 'owner' ? ', registered it' : ''}
            </li>
          ))}
        </ul>
        {owner && (
          <p>
            <Link href={`${PATH}/colleagues`}>Invite or remove colleagues</Link>
          </p>
        )}
      </section>
    </PortalPage>
  );
}
