import type { Metadata } from 'next';
import { StoredItemRedirect } from '@/components/canada/StoredItemRedirect.client';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { ButtonLink, Container, PageHero, Section } from '@/components/ui/primitives';
import { businesses } from '@/content/businesses';

// The bare route is a bookmark for "the listing I chose": not a page of its own for search engines.
export const metadata: Metadata = {
  title: 'Business details',
  robots: { index: false, follow: true },
  alternates: { canonical: '/business-search' },
};

export default function StoredBusinessPage() {
  return (
    <>
      <PageHero>
        <Container>
          <Breadcrumbs
            trail={[
              { name: 'Business Search', path: '/business-search' },
              { name: 'Business details', path: '/business-details-page' },
            ]}
          />
          <h1>Business details</h1>
          <p>This page shows the business you last chose in the search.</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <StoredItemRedirect
            slice="business"
            basePath="/business-details-page"
            known={businesses.map((business) => business.id)}
          />
          <p>
            No business has been chosen yet on this device. Search the listings and choose one to
            see its details.
          </p>
          <ButtonLink href="/business-search">Search businesses</ButtonLink>
        </Container>
      </Section>
    </>
  );
}
