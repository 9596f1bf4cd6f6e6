'use client';

import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * The back office's pages, with the one being read marked (`aria-current`). On a phone the line
 * scrolls sideways on its own, brought round so the current page shows. Its styles come with the
 * header (StaffHeader.tsx), which draws it.
 */
export function StaffNav({ links }: { links: { href: string; label: string }[] }) {
  const pathname = usePathname();
  const current = (href: string) =>
    href === '/staff'
      ? pathname === '/staff' || pathname.startsWith('/staff/enquiries')
      : pathname.startsWith(href);
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav aria-label="Back office" className="staff-nav" ref={nav}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} aria-current={current(link.href) ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
