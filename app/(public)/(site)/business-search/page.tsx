import { connection } from 'next/server';
import Link from '@/components/ui/Link';
import { BusinessSearchSection } from '@/components/businesses/BusinessSearchSection';
import { LegalNotice } from '@/components/canada/LegalNotice';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Container, PageHero, Section } from '@/components/ui/primitives';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Businesses for sale in Canada',
  description:
    'Search and invest in businesses for sale in Canada: restaurants, hotels, shops and services in Quebec, Saskatchewan, Manitoba, Ontario and Prince Edward Island.',
  path: '/business-search',
});

/**
 * Rendered per request, so that the list a browser without JavaScript gets is already filtered
 * by the URL's search (the search reads it with useSearchParams, on the server and in the page).
 */
export default async function BusinessSearchPage() {
  await connection();
  return (
    <>
      <PageHero>
        <Container>
          <Breadcrumbs trail={[{ name: 'Business Search', path: '/business-search' }]} />
          <h1>Search and invest in businesses in Canada</h1>
          <p>
            Established businesses offered for sale by their owners, with prices in Canadian
            dollars.
          </p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <h2 className="visually-hidden">Listings</h2>
          <BusinessSearchSection />
          <LegalNotice>
            Buying a business in Canada does not by itself give you the right to live or work there.
            Read about{' '}
            <Link href="/become-a-permanent-resident#business-immigration">
              business immigration
            </Link>{' '}
            before you commit, and take independent legal and financial advice on any purchase.
          </LegalNotice>
        </Container>
      </Section>
    </>
  );
}
