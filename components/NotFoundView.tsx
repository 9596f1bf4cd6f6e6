import type { ReactNode } from 'react';

/** Where a visitor who followed a dead link most likely wanted to go. */
const waysBack = [
  { href: '/', label: 'Home' },
  { href: '/services', label: 'Our Solutions' },
  { href: '/job-opportunities', label: 'Job opportunities' },
  { href: '/business-search', label: 'Businesses for sale in Canada' },
  { href: '/contact-us', label: 'Contact us' },
] as const;

/**
 * "Page not found" for an address with nothing behind it, with the ways back. Plain anchors
 * styled by GlobalStyle (.error-view): the page for an address that matches no route is a root
 * of its own, so following one loads a whole page anyway. "Unexpected Application Error!" stays
 * the words of a route that failed (ErrorView).
 */
export function NotFoundView({ children }: { children?: ReactNode }) {
  return (
    <section className="error-view" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">Page not found</h1>
      <p className="error-text">404 Not Found</p>
      <p>
        There is no page at this address. The link may be mistyped or out of date, or the page may
        have moved.
      </p>
      {children}
      <ul>
        {waysBack.map((way) => (
          <li key={way.href}>
            <a href={way.href}>{way.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
