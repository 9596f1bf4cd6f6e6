import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ActionForm } from '@/components/forms/ActionForm.client';
import type { ServerFormAction } from '@/components/forms/use-server-form';
import { NewCount } from '@/components/staff/NewCount';
import Link from '@/components/ui/Link';
import type { StaffSessionRecord } from '@/lib/auth/staff-session';
import { color, layout } from '@/lib/theme';

/** The rule under the bar runs the page's full width; the bar's content lines up with the page's. */
const Rule = styled.header`
  border-bottom: 1px solid ${color.line};
  background: ${color.paper};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 1rem;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0.5rem ${layout.gutter};
  /* The back office's name leads to its inbox, as a site's name leads home. */
  .home {
    font-weight: 700;
    color: ${color.navy};
    text-decoration: none;
  }
  .home:hover {
    text-decoration: underline;
  }
  .who {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    margin-left: auto;
    min-width: 0;
  }
  .who > span {
    overflow-wrap: anywhere;
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

/**
 * The back office's own bar: who is signed in, where to go (`nav`, the layout's slot: the page
 * being read marked), signing out.
 */
export function StaffHeader({
  session,
  signOut,
  nav,
}: {
  session?: StaffSessionRecord;
  signOut: ServerFormAction;
  nav: ReactNode;
}) {
  const signedIn = session?.secondFactorAt != null;
  return (
    <Rule>
      <Bar>
        <Link href="/staff" className="home">
          Back office
        </Link>
        {session && (
          <div className="who">
            {signedIn && (
              <>
                <NewCount />
                <span data-testid="staff-name">{session.staff.name}</span>
              </>
            )}
            <ActionForm
              action={signOut}
              idPrefix="staff-sign-out"
              fields={[]}
              submitLabel="Sign out"
            />
          </div>
        )}
        {nav}
      </Bar>
    </Rule>
  );
}
