import type { ComponentType, ReactNode } from 'react';

type LinkLike = ComponentType<{ href: string; children: ReactNode }> | 'a';

/**
 * "Unexpected Application Error!" with the error text, as the original site showed for a failing
 * route, plus ways back (an address with nothing behind it gets NotFoundView). Plain markup
 * styled by GlobalStyle (.error-view) so the client error boundary can use it without a styling
 * runtime.
 *
 * Its links are plain anchors unless a page inside a layout passes the site's Link: the global
 * error page is a root of its own, so leaving it loads a whole page anyway, and the global error
 * view is in every page's scripts, where importing next/link from it put the link's code there a
 * second time.
 */
export function ErrorView({
  text,
  link: LinkTo = 'a',
  children,
}: {
  text: string;
  link?: LinkLike;
  children?: ReactNode;
}) {
  return (
    <section className="error-view" aria-labelledby="error-heading">
      <h1 id="error-heading">Unexpected Application Error!</h1>
      <p className="error-text">{text}</p>
      <p>The page you asked for could not be shown. These links lead back to the site:</p>
      <ul>
        <li>
          <LinkTo href="/">Home</LinkTo>
        </li>
        <li>
          <LinkTo href="/services">Our Solutions</LinkTo>
        </li>
        <li>
          <LinkTo href="/about-us">About Us</LinkTo>
        </li>
      </ul>
      {children}
    </section>
  );
}
