import type { Metadata } from 'next';
import { BusinessDetails } from '@/components/businesses/BusinessDetails';
import { sendEnquiry } from '../../actions';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import Link from '@/components/ui/Link';
import { MissingItemPage } from '@/components/ui/MissingItemPage';
import { Container, PageHero, Section } from '@/components/ui/primitives';
import { connection } from 'next/server';
import { findListedBusiness } from '@/lib/businesses/listed';
import { pageMetadata } from '@/lib/metadata';

type Params = { id: string };

const LISTING_NOT_FOUND = 'Listing not found';

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  await connection();
  const business = findListedBusiness((await params).id);
  if (!business) return { title: LISTING_NOT_FOUND, robots: { index: false, follow: true } };
  return pageMetadata({
    title: `${business.title}, ${business.location}`,
    description: business.summary,
    path: `/business-details-page/${business.id}`,
  });
}

/**
 * Rendered per request: a listing with a `listedOn` day appears on it without a new build. An
 * id with no listing draws its own "not found" (the proxy gives it its 404).
 */
export default async function BusinessDetailsPage({ params }: { params: Promise<Params> }) {
  await connection();
  const business = findListedBusiness((await params).id);
  if (!business) {
    return (
      <MissingItemPage
        title={LISTING_NOT_FOUND}
        text="We have no business for sale at this address: it may have been sold or taken down, or the link may be mistyped."
      >
        <p>
          <Link href="/business-search">Search the businesses for sale</Link>
        </p>
      </MissingItemPage>
    );
  }
  return (
    <>
      <PageHero>
        <Container>
          <Breadcrumbs
            trail={[
              { name: 'Business Search', path: '/business-search' },
              { name: business.title, path: `/business-details-page/${business.id}` },
            ]}
          />
          <h1>{business.title}</h1>
          <p>
            {business.category} in {business.location}, {business.province}
          </p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <BusinessDetails business={business} enquire={sendEnquiry} />
        </Container>
      </Section>
    </>
  );
}
