import type { Metadata } from 'next';
import styled from 'styled-components';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { FormFrame } from '@/components/forms/FormFrame';
import { StaffPage } from '@/components/staff/kit';
import { requireStaffPage } from '@/lib/auth/staff-session';
import { listStaff } from '@/lib/db/queries/staff';
import { color } from '@/lib/theme';
import { changeRole, inviteColleague, newSetupLink, removeColleague, setEnabled } from '../actions';

export const metadata: Metadata = { title: 'Team' };

const Colleagues = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 1rem;
  > li {
    border: 1px solid ${color.line};
    border-radius: 6px;
    padding: 1rem;
  }
  h3 {
    margin: 0 0 0.25rem;
  }
  .facts {
    margin: 0 0 1rem;
    overflow-wrap: anywhere;
  }
  .changes {
    display: grid;
    gap: 1.25rem;
  }
  @media (min-width: 900px) {
    .changes {
      grid-template-columns: repeat(3, minmax(0, 1fr));
      align-items: end;
    }
  }
`;

const roles = [
  { value: 'staff', label: 'Staff' },
  { value: 'admin', label: 'Admin' },
];

function state(person: { disabledAt: Date | null; totpSecret: string | null }): string {
  if (person.disabledAt) return 'Disabled';
  return person.totpSecret ? 'Active' : 'Invited, not set up yet';
}

/**
 * The team in the browser (admins): invite a colleague (the set-up link goes to them by mail
 * only), a new set-up link, role, disable and enable, remove. The same rules and
 * audit as `npm run staff`; no change may leave the team without an enabled admin.
 */
export default async function TeamPage() {
  const session = await requireStaffPage('admin');
  const team = await listStaff();
  return (
    <StaffPage>
      <h1>Team</h1>
      <FormFrame>
        <h2>Invite a colleague</h2>
        <ActionForm
          action={inviteColleague}
          idPrefix="invite"
          permalink="/staff/team"
          label="Invite a colleague"
          submitLabel="Invite"
          pendingLabel="Inviting…"
          fields={[
            { kind: 'text', name: 'name', label: 'Name', autoComplete: 'off', maxLength: 120 },
            {
              kind: 'text',
              name: 'email',
              label: 'E-mail address',
              type: 'email',
              autoComplete: 'off',
              maxLength: 254,
            },
            { kind: 'select', name: 'role', label: 'Role', options: roles, defaultValue: 'staff' },
          ]}
        />
      </FormFrame>

      <h2>Colleagues</h2>
      <Colleagues>
        {team.map((person) => {
          const who = { kind: 'hidden', name: 'email', value: person.email } as const;
          const prefix = `team-${person.id}`;
          const self = person.id === session.staff.id;
          return (
            <li key={person.id}>
              <h3>
                {person.name}
                {self && ' (you)'}
              </h3>
              <p className="facts">
                {person.email} · {person.role === 'admin' ? 'Admin' : 'Staff'} · {state(person)}
              </p>
              <FormFrame>
                <div className="changes">
                  <ActionForm
                    action={changeRole}
                    idPrefix={`${prefix}-role`}
                    permalink="/staff/team"
                    label={`Role of ${person.name}`}
                    submitLabel="Change role"
                    fields={[
                      who,
                      {
                        kind: 'select',
                        name: 'role',
                        label: 'Role',
                        options: roles,
                        defaultValue: person.role,
                      },
                    ]}
                  />
                  <ActionForm
                    action={setEnabled}
                    idPrefix={`${prefix}-enabled`}
                    permalink="/staff/team"
                    label={`${person.disabledAt ? 'Enable' : 'Disable'} ${person.name}`}
                    submitLabel={person.disabledAt ? 'Enable' : 'Disable'}
                    tone={person.disabledAt ? undefined : 'danger'}
                    fields={[
                      who,
                      { kind: 'hidden', name: 'enabled', value: person.disabledAt ? 'yes' : 'no' },
                    ]}
                  />
                  <ActionForm
                    action={newSetupLink}
                    idPrefix={`${prefix}-link`}
                    permalink="/staff/team"
                    label={`New set-up link for ${person.name}`}
                    submitLabel="New set-up link"
                    fields={[who]}
                  />
                </div>
              </FormFrame>
            </li>
          );
        })}
      </Colleagues>

      <FormFrame>
        <h2>Remove a colleague</h2>
        <p>
          Removing deletes the account and clears their assignments; their notes stay, without an
          author, and the audit log keeps what they did. To stop someone signing in while keeping
          the account, disable it instead.
        </p>
        <ActionForm
          action={removeColleague}
          idPrefix="remove"
          permalink="/staff/team"
          label="Remove a colleague"
          submitLabel="Remove"
          tone="danger"
          fields={[
            {
              kind: 'select',
              name: 'email',
              label: 'Colleague',
              placeholder: 'Choose a colleague',
              options: team.map((person) => ({
                value: person.email,
                label: `${person.name} (${person.email})`,
              })),
            },
            {
              kind: 'checkbox',
              name: 'confirm',
              value: 'yes',
              label: 'Remove this account for good',
            },
          ]}
        />
      </FormFrame>
    </StaffPage>
  );
}
