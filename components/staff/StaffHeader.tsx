import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { ActionForm } from '@/components/forms/ActionForm.client';
import type { ServerFormAction } from '@/components/forms/use-server-form';
import { NewCount } from '@/components/staff/NewCount';
import type { StaffSessionRecord } from '@/lib/auth/staff-session';
import { color, layout } from '@/lib/theme';

/** The rule under the bar runs the page's full width; the bar's content lines up with the page's. */
const Rule = styled.header`
  border-bottom: 1px solid ${color.muted};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.25rem;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0.75rem ${layout.gutter};
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
  }
  a {
    color: ${color.navy};
    font-weight: 600;
  }
  > div:last-child {
    margin-left: auto;
  }
  form,
  .actions {
    display: flex;
    margin: 0;
  }
  button {
    font: inherit;
    min-height: 2.5rem;
    padding: 0.25rem 0.75rem;
    background: transparent;
    color: ${color.navy};
    border: 1px solid ${color.navy};
    border-radius: 4px;
    cursor: pointer;
  }
`;

/** The back office's own bar: who is signed in, where to go, and signing out. */
export function StaffHeader({
  session,
  signOut,
}: {
  session?: StaffSessionRecord;
  signOut: ServerFormAction;
}) {
  const signedIn = session?.secondFactorAt != null;
  const admin = session?.staff.role === 'admin';
  return (
    <Rule>
      <Bar>
        <strong>Back office</strong>
        {signedIn && session && (
          <>
            <nav aria-label="Back office">
              <Link href="/staff">Inbox</Link>
              {admin && <Link href="/staff/erase">Erase on request</Link>}
              {admin && <Link href="/staff/audit">Audit log</Link>}
              {admin && <Link href="/staff/team">Team</Link>}
              {admin && <Link href="/staff/notifications">Notifications</Link>}
              {admin && <Link href="/staff/replies">Saved replies</Link>}
              {admin && <Link href="/staff/operations">Operations</Link>}
            </nav>
            <NewCount />
            <span data-testid="staff-name">{session.staff.name}</span>
          </>
        )}
        {session && (
          <div>
            <ActionForm
              action={signOut}
              idPrefix="staff-sign-out"
              fields={[]}
              submitLabel="Sign out"
            />
          </div>
        )}
      </Bar>
    </Rule>
  );
}
