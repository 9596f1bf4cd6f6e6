import Link from 'next/link';
import { canadaPages } from '@/content/canada';

const extraLinks = [
  { href: '/job-opportunities', label: 'Job opportunities' },
  { href: '/business-search', label: 'Businesses for sale' },
  { href: '/contact-us?type=immigration', label: 'Contact us' },
];

/** Links between the Canada pages; the current one is marked, not linked twice. */
export function CanadaNav({ current }: { current?: string }) {
  return (
    <nav aria-labelledby="canada-nav-heading" className="canada-nav">
      <h2 id="canada-nav-heading">Canada: work, study and live</h2>
      <ul>
        {canadaPages.map((page) => (
          <li key={page.slug}>
            <Link href={`/${page.slug}`} aria-current={page.slug === current ? 'page' : undefined}>
              {page.shortTitle}
            </Link>
          </li>
        ))}
        {extraLinks.map((link) => (
          <li key={link.href}>
            <Link href={link.href} aria-current={link.href === current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
