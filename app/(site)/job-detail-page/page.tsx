import type { Metadata } from 'next';
import { StoredItemRedirect } from '@/components/canada/StoredItemRedirect.client';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { ButtonLink, Container, PageHero, Section } from '@/components/ui/primitives';
import { jobs } from '@/content/jobs';

// The bare route is a bookmark for "the job I chose": not a page of its own for search engines.
export const metadata: Metadata = {
  title: 'Job details',
  robots: { index: false, follow: true },
  alternates: { canonical: '/job-opportunities' },
};

export default function StoredJobPage() {
  return (
    <>
      <PageHero>
        <Container>
          <Breadcrumbs
            trail={[
              { name: 'Job Opportunities', path: '/job-opportunities' },
              { name: 'Job details', path: '/job-detail-page' },
            ]}
          />
          <h1>Job details</h1>
          <p>This page shows the job you last chose from the list.</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <StoredItemRedirect
            slice="job"
            basePath="/job-detail-page"
            known={jobs.map((job) => job.slug)}
          />
          <p>
            No job has been chosen yet on this device. Pick one from the list to see its details and
            apply.
          </p>
          <ButtonLink href="/job-opportunities">See job opportunities</ButtonLink>
        </Container>
      </Section>
    </>
  );
}
