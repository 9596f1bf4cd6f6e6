import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';

/**
 * "Unexpected Application Error!" with the error text, as the original site showed for unknown
 * or failing routes, plus ways back. Plain markup styled by GlobalStyle (.error-view) so the
 * client error boundary can use it without a styling runtime.
 */
export function ErrorView({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <section className="error-view" aria-labelledby="error-heading">
      <h1 id="error-heading">Unexpected Application Error!</h1>
      <p className="error-text">{text}</p>
      <p>The page you asked for could not be shown. These links lead back to the site:</p>
      <ul>
        <li>
          <Link href="/">Home</Link>
        </li>
        <li>
          <Link href="/services">Our Solutions</Link>
        </li>
        <li>
          <Link href="/about-us">About Us</Link>
        </li>
      </ul>
      {children}
    </section>
  );
}
