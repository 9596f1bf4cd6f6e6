import styled from 'styled-components';
import { NavLinks } from '@/components/ui/NavLinks';
import { currentStaffSession } from '@/lib/auth/staff-session';
import { color } from '@/lib/theme';

/** A line of its own in the header's bar. */
const Nav = styled.nav`
  flex: 1 0 100%;
  min-width: 0;
  margin-bottom: -0.5rem;
  /*
   * The links wrap onto as many lines as the width needs: on a phone every page is in sight,
   * none hidden past an edge that gives no sign it scrolls.
   */
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 0.6rem;
    white-space: nowrap;
    color: ${color.navy};
    font-weight: 600;
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  a:hover {
    border-bottom-color: ${color.line};
  }
  a[aria-current='page'] {
    border-bottom-color: ${color.amber};
  }
`;

/**
 * The back office's pages, with the one being read marked (`aria-current`), for a signed-in
 * member of staff; nothing otherwise. Drawn in the header's bar by the layout's `@nav` slot, whose
 * pages give the path under /staff: a slot's page is rendered again for each page, so the mark
 * follows navigation, and the pages on the way in (sign-in, set-up, enrolment) match empty pages
 * of the slot. No script: on a phone the links wrap onto a second or third line, so every page is
 * in sight. Its styles come with it: the pages on the way in carry none of them.
 */
export async function StaffNav({ path }: { path: readonly string[] }) {
  const session = await currentStaffSession();
  if (session?.secondFactorAt == null) return null;
  const links = [
    { href: '/staff', label: 'Inbox' },
    { href: '/staff/suppliers', label: 'Suppliers' },
    { href: '/staff/opportunities', label: 'Opportunities' },
    { href: '/staff/notices', label: 'Notices' },
    ...(session.staff.role === 'admin'
      ? [
          { href: '/staff/erase', label: 'Erase on request' },
          { href: '/staff/audit', label: 'Audit log' },
          { href: '/staff/team', label: 'Team' },
          { href: '/staff/notifications', label: 'Notifications' },
          { href: '/staff/replies', label: 'Saved replies' },
          { href: '/staff/operations', label: 'Operations' },
        ]
      : []),
  ];
  // An enquiry is read from the inbox, so the inbox stays marked there.
  const section = path[0] === undefined || path[0] === 'enquiries' ? '' : `/${path[0]}`;
  const current = `/staff${section}`;
  return (
    <Nav aria-label="Back office">
      <ul>
        <NavLinks links={links} current={current} />
      </ul>
    </Nav>
  );
}
