import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { GlobalStyle } from '@/components/GlobalStyle';
import { Footer } from '@/components/layout/Footer';
import { Header, STICKY_HEADER_ROOT } from '@/components/layout/Header';
import { company } from '@/content/company';
import { siteUrl } from '@/lib/site';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: {
    default: `${company.name} | Oil, gas and energy services`,
    template: `%s | ${company.name}`,
  },
  description: company.description,
  applicationName: company.name,
  openGraph: { type: 'website', siteName: company.name, locale: 'en_GB' },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = { themeColor: '#0b2545', width: 'device-width', initialScale: 1 };

/** The public site's root: the marketing pages and the community portal. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={STICKY_HEADER_ROOT}>
      <body>
        <GlobalStyle />
        {/* The header and footer live here, above both groups of public pages; the page for an
            address that matches nothing (app/global-not-found.tsx) brings its own. */}
        <Header />
        <main id="main">{children}</main>
        <Footer />
      </body>
    </html>
  );
}
