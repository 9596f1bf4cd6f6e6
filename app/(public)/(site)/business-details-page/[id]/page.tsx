import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BusinessDetails } from '@/components/businesses/BusinessDetails';
import { sendEnquiry } from '../../actions';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Container, PageHero, Section } from '@/components/ui/primitives';
import { connection } from 'next/server';
import { findListedBusiness } from '@/lib/businesses/listed';
import { pageMetadata } from '@/lib/metadata';

type Params = { id: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  await connection();
  const business = findListedBusiness((await params).id);
  if (!business) return {};
  return pageMetadata({
    title: `${business.title}, ${business.location}`,
    description: business.summary,
    path: `/business-details-page/${business.id}`,
  });
}

/** Rendered per request: a listing with a `listedOn` day appears on it without a new build. */
export default async function BusinessDetailsPage({ params }: { params: Promise<Params> }) {
  await connection();
  const business = findListedBusiness((await params).id);
  if (!business) notFound();
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
