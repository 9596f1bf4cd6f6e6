import type { Metadata } from 'next';
import styled from 'styled-components';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { FormFrame } from '@/components/forms/FormFrame';
import { ColleagueForm, type ColleagueChange } from '@/components/staff/ColleagueForm.client';
import { StaffPage } from '@/components/staff/kit';
import { requireStaffPage } from '@/lib/auth/staff-session';
import { listStaff } from '@/lib/db/queries/staff';
import type { Staff } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { hasSignIn } from '@/lib/staff/accounts';
import { color } from '@/lib/theme';
import { changeColleague, inviteColleague, removeColleague } from '../actions';

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
  .role-change {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 0.75rem 1rem;
  }
  .role-change .field {
    flex: 1 1 12rem;
  }
  .changes {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 0.75rem 1rem;
  }
  /* An open question takes the card's width, its answer under it. */
  details[open] {
    flex-basis: 100%;
  }
  summary {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 48px;
    padding: 0.7rem 1.25rem;
    font-weight: 600;
    border: 2px solid ${color.navy};
    border-radius: 6px;
    color: ${color.navy};
    background: ${color.paper};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* A chevron drawn by its borders: the same in every system face. */
  summary::before {
    content: '';
    width: 0.45em;
    height: 0.45em;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(-45deg);
  }
  details[open] > summary::before {
    transform: rotate(45deg);
  }
  /* What takes away looks so: outlined in red, filled red only under the pointer. */
  .danger > summary {
    color: ${color.danger};
    border-color: ${color.danger};
  }
  .danger > summary:hover {
    color: #fff;
    background: ${color.danger};
  }
  summary:focus-visible {
    outline: 3px solid ${color.amberBright};
    outline-offset: 2px;
  }
  .ask-body {
    display: grid;
    justify-items: start;
    gap: 0.75rem;
    margin-top: 0.75rem;
    padding: 1rem;
    border-left: 4px solid ${color.navy};
    background: ${color.mist};
  }
  .danger > .ask-body {
    border-left-color: ${color.danger};
  }
  .ask-body p {
    margin: 0;
  }
`;

const roles = [
  { value: 'staff', label: 'Staff' },
  { value: 'admin', label: 'Admin' },
];

function state(person: Staff): string {
  if (person.disabledAt) return 'Disabled';
  return person.totpSecret ? 'Active' : 'Invited, not set up yet';
}

/**
 * What a colleague's card offers besides the role, each saying what it does. None on the
 * admin's own card: disabling, resetting or removing themselves would sign them out at once.
 */
function changesFor(person: Staff, hours: number): ColleagueChange[] {
  if (person.disabledAt) return [{ change: 'enable', button: 'Enable', tone: 'secondary' }];
  const link: ColleagueChange = hasSignIn(person)
    ? {
        change: 'link',
        ask: {
          summary: 'New set-up link…',
          explain: `${person.name}’s password and authenticator stop working at once, and they are signed out. A link to set up both again is mailed to ${person.email}; it works once, within ${hours} hours. For a lost phone or a forgotten password.`,
        },
        button: 'Reset and send the link',
        tone: 'danger',
      }
    : {
        change: 'link',
        ask: {
          summary: 'New set-up link…',
          explain: `A new set-up link is mailed to ${person.email}, and the one sent before stops working. It works once, within ${hours} hours.`,
        },
        button: 'Send a new link',
        tone: 'secondary',
      };
  return [
    link,
    {
      change: 'disable',
      ask: {
        summary: 'Disable…',
        explain: `${person.name} is signed out at once and cannot sign in until an admin enables the account again. Their notes, replies and assignments stay.`,
      },
      button: `Disable ${person.name}`,
      tone: 'danger',
    },
  ];
}

/**
 * The team in the browser (admins): invite a colleague (the set-up link goes to them by mail
 * only); on each colleague's card, one form: role, a new set-up link, disable or enable; remove.
 * The same rules and audit as `npm run staff`; no change may leave the team without an enabled
 * admin, and none on the page signs out the admin who makes it.
 */
export default async function TeamPage() {
  const session = await requireStaffPage('admin');
  const team = await listStaff();
  const others = team.filter((person) => person.id !== session.staff.id);
  const hours = env().STAFF_SETUP_LINK_HOURS;
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
                <ColleagueForm
                  action={changeColleague}
                  idPrefix={`team-${person.id}`}
                  name={person.name}
                  email={person.email}
                  role={person.role}
                  changes={self ? [] : changesFor(person, hours)}
                  note={
                    self
                      ? 'This is you. To reset your own sign-in, or to disable or remove your account, ask another admin: doing it here would sign you out at once.'
                      : undefined
                  }
                />
              </FormFrame>
            </li>
          );
        })}
      </Colleagues>

      {others.length > 0 && (
        <FormFrame>
          <h2>Remove a colleague</h2>
          <p>
            Removing deletes the account for good and clears their assignments; their notes stay,
            without an author, and the audit log keeps what they did. To stop someone signing in
            while keeping the account, disable it instead.
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
                options: others.map((person) => ({
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
      )}
    </StaffPage>
  );
}
