import { NavLinks } from '@/components/ui/NavLinks';
import { currentStaffSession } from '@/lib/auth/staff-session';

/**
 * The back office's pages, with the one being read marked (`aria-current`), for a signed-in
 * member of staff; nothing otherwise. Drawn in the header's bar by the layout's `@nav` slot, whose
 * pages give the path under /staff: a slot's page is rendered again for each page, so the mark
 * follows navigation, and the pages on the way in (sign-in, set-up, enrolment) match empty pages
 * of the slot. No script: on a phone the line scrolls sideways and the marked link is its initial
 * scroll target (CSS), so the page being read shows. Styled by the header (StaffHeader.tsx).
 */
export async function StaffNav({ path }: { path: readonly string[] }) {
  const session = await currentStaffSession();
  if (session?.secondFactorAt == null) return null;
  const links = [
    { href: '/staff', label: 'Inbox' },
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
    <nav aria-label="Back office" className="staff-nav">
      <ul>
        <NavLinks links={links} current={current} />
      </ul>
    </nav>
  );
}
