import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import styled from 'styled-components';
import { MemberAlerts } from '@/components/alerts/MemberAlerts';
import { CompanyAnswers } from '@/components/board/CompanyAnswers';
import { MemberNotices } from '@/components/board/MemberNotices';
import { FocusedStatus } from '@/components/forms/FocusedStatus.client';
import { ChangePasswordForm } from '@/components/community/ChangePasswordForm.client';
import { MemberEnquiries } from '@/components/community/MemberEnquiries';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { PortalPage } from '@/components/community/PortalPage';
import { SignOutForm } from '@/components/community/SignOutForm.client';
import { Address } from '@/components/ui/Address';
import Link from '@/components/ui/Link';
import { currentSession, signedOutPath } from '@/lib/auth/session';
import { providerPublicProfile } from '@/lib/community/provider';
import { alertsOf } from '@/lib/db/queries/alerts';
import { companyInterests, viewerCompany } from '@/lib/db/queries/board';
import { noticesForMember } from '@/lib/db/queries/notices';
import { listMemberEnquiries } from '@/lib/db/queries/member-enquiries';
import { color, media } from '@/lib/theme';
import { companyStateLabel } from '@/lib/suppliers/words';
import { genderLabels } from '@/lib/validation/form-constants';
import { changePassword, deleteAccount, signOut, stopOwnAlert, withdrawEnquiry } from '../actions';
import { answerPoll } from './opportunities/actions';

export const metadata: Metadata = {
  title: 'Members area',
  description: 'Your community profile.',
  robots: { index: false },
};

const Profile = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, max-content) minmax(0, 1fr);
  gap: 0.5rem 1.5rem;
  margin: 0 0 1.5rem;
  dt {
    font-weight: 600;
    color: ${color.navy};
  }
  dd {
    margin: 0;
    /* A long word breaks only when it cannot fit its own line; an address after its @ first. */
    overflow-wrap: break-word;
  }
  /* On a phone each value sits under its name, with the whole width for an e-mail address. */
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.15rem;
    dd {
      margin-bottom: 0.6rem;
    }
  }
`;

const genderLabel: Record<string, string> = genderLabels;

/** Checked here on the server, whatever the proxy file let through. */
export default async function CommunityPage({
  searchParams,
}: {
  searchParams: Promise<{ alert?: string | string[]; saved?: string | string[] }>;
}) {
  const session = await currentSession();
  if (!session) redirect(signedOutPath('/community'));

  const member = session.member;
  const [sent, alerts, company] = member
    ? await Promise.all([
        listMemberEnquiries(member.id),
        alertsOf(member.email.toLowerCase()),
        viewerCompany(member.id),
      ])
    : [[], [], undefined];
  const [answers, notices] = member
    ? await Promise.all([
        company ? companyInterests(company.id, 5) : [],
        noticesForMember(company?.id),
      ])
    : [[], []];
  const { alert: alertAnswer, saved } = await searchParams;
  const answer = (session.providerProfile ?? {}) as Record<string, unknown>;
  const email = member?.email ?? (typeof answer.email === 'string' ? answer.email : '');
  const profile = member
    ? { firstName: member.firstName, lastName: member.lastName, username: member.username }
    : providerPublicProfile(answer, email);
  const rows: [string, ReactNode][] = member
    ? [
        ['Name', `${member.firstName} ${member.lastName}`],
        ['Username', member.username],
        ['E-mail', <Address key="email" email={member.email} />],
        [
          'Phone',
          member.phone &&
            (parsePhoneNumberFromString(member.phone)?.formatInternational() ?? member.phone),
        ],
        ['Gender', member.gender ? (genderLabel[member.gender] ?? member.gender) : 'Not given'],
        [
          'Location',
          [member.city, member.stateName, member.countryName].filter(Boolean).join(', '),
        ],
        ['Member since', member.createdAt.toLocaleDateString('en-GB', { dateStyle: 'long' })],
      ]
    : [
        ['Name', `${profile.firstName} ${profile.lastName}`.trim()],
        ['Username', profile.username],
        ['E-mail', <Address key="email" email={email} />],
      ];

  return (
    <PortalPage title={`Welcome, ${profile.firstName}`} intro="Your community profile and account.">
      <h2>Your profile</h2>
      <Profile>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </Profile>
      {member && (
        <section aria-labelledby="company-heading" id="company">
          <h2 id="company-heading">Your company</h2>
          {company ? (
            <p>
              {company.registeredName}: <strong>{companyStateLabel[company.state]}</strong>.{' '}
              <Link href="/community/company">See its documents and what to do next</Link>
            </p>
          ) : (
            <p>
              Contractors and suppliers work with us once verified.{' '}
              <Link href="/community/company">Register your company as a supplier</Link>
            </p>
          )}
        </section>
      )}
      {member && (
        <section aria-labelledby="opportunities-heading" id="opportunities">
          <h2 id="opportunities-heading">Opportunities</h2>
          <p>
            Subcontract packages, supply requests and manpower calls for verified suppliers.{' '}
            <Link href="/community/opportunities">See the opportunities open to your company</Link>
          </p>
          {answers.length > 0 && <CompanyAnswers answers={answers} />}
        </section>
      )}
      {member && notices.length > 0 && (
        <section aria-labelledby="notices-heading" id="notices">
          <h2 id="notices-heading">Notices</h2>
          {saved === 'poll' && (
            <FocusedStatus message="Thank you: your company’s answer is counted." />
          )}
          <MemberNotices notices={notices} answer={answerPoll} canAnswer={Boolean(company)} />
        </section>
      )}
      {member && (
        <section aria-labelledby="enquiries-heading" id="enquiries">
          <h2 id="enquiries-heading">Your enquiries and applications</h2>
          <MemberEnquiries items={sent} withdraw={withdrawEnquiry} />
        </section>
      )}
      {member && (
        <section aria-labelledby="alerts-heading" id="alerts">
          <h2 id="alerts-heading">Your alerts</h2>
          <MemberAlerts
            alerts={alerts}
            stop={stopOwnAlert}
            answer={typeof alertAnswer === 'string' ? alertAnswer : undefined}
          />
        </section>
      )}
      <SignOutForm action={signOut} permalink="/community" />
      {member && (
        <>
          <h2 id="password">Change your password</h2>
          <ChangePasswordForm action={changePassword} permalink="/community" />
          <h2 id="delete">Delete your account</h2>
          <ActionForm
            action={deleteAccount}
            idPrefix="delete"
            permalink="/community"
            submitLabel="Delete my account"
            pendingLabel="Deleting..."
            tone="danger"
            fields={[
              {
                kind: 'text',
                name: 'currentPassword',
                label: 'Your password',
                type: 'password',
                autoComplete: 'current-password',
                hint: 'Your account and sessions, every enquiry and CV in it, and your alerts are deleted for good.',
              },
            ]}
          />
        </>
      )}
    </PortalPage>
  );
}
