import type { Metadata } from 'next';
import { NotFoundView } from '@/components/NotFoundView';
import { GlobalStyle } from '@/components/GlobalStyle';
import { Footer } from '@/components/layout/Footer';
import { Header, STICKY_HEADER_ROOT } from '@/components/layout/Header';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/**
 * An address that matches no route at all: a whole page of its own (html and body), since the
 * site has two root layouts. It is served alone, so its header and footer are never sent along
 * with other pages.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en-GB" className={STICKY_HEADER_ROOT}>
      <body>
        <GlobalStyle />
        <Header />
        <main id="main">
          <NotFoundView />
        </main>
        <Footer />
      </body>
    </html>
  );
}
