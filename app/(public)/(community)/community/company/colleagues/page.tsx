import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PortalPage } from '@/components/community/PortalPage';
import { ActionForm } from '@/components/forms/ActionForm.client';
import Link from '@/components/ui/Link';
import { memberCompanyPage } from '@/lib/suppliers/member-pages';
import { inviteColleague, removeColleague } from '../actions';

export const metadata: Metadata = { title: 'Colleagues', robots: { index: false } };

const PATH = '/community/company/colleagues';

/** The person who registered the company invites colleagues by e-mail and removes them. */
export default async function ColleaguesPage() {
  const { company, people, role } = await memberCompanyPage(PATH);
  if (role !== 'owner') redirect('/community/company#colleagues');
  const colleagues = people.filter((person) => person.role === 'colleague');
  return (
    <PortalPage
      title="Colleagues"
      intro={`People who work on ${company.registeredName}'s page with you: they upload and renew its documents.`}
      aside={
        <p>
          <Link href="/community/company#colleagues">Back to the company</Link>
        </p>
      }
    >
      <h2>Invite a colleague</h2>
      <p>
        We e-mail them a link that works for 7 days. They open it signed in with that address (or
        register with it first); a person belongs to one company on the portal.
      </p>
      <ActionForm
        action={inviteColleague}
        idPrefix="invite"
        permalink={PATH}
        label="Invite a colleague"
        fields={[
          {
            kind: 'text',
            name: 'email',
            label: 'Their e-mail address',
            type: 'email',
            maxLength: 254,
            autoComplete: 'off',
          },
        ]}
        submitLabel="Send the invitation"
        pendingLabel="Sending…"
      />
      <h2>Colleagues</h2>
      {colleagues.length === 0 ? (
        <p>No colleagues yet.</p>
      ) : (
        <ul>
          {colleagues.map((person) => (
            <li key={person.memberId}>
              <p>
                {person.name} ({person.email})
              </p>
              <ActionForm
                action={removeColleague}
                idPrefix={`remove-${person.memberId}`}
                permalink={PATH}
                label={`Remove ${person.name}`}
                fields={[{ kind: 'hidden', name: 'member', value: person.memberId }]}
                submitLabel={`Remove ${person.name}`}
                tone="danger"
              />
            </li>
          ))}
        </ul>
      )}
    </PortalPage>
  );
}
