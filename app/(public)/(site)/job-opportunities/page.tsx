import Link from '@/components/ui/Link';
import { CanadaNav } from '@/components/canada/CanadaNav';
import { JobListSection } from '@/components/jobs/JobListSection';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Container, PageHero, Section } from '@/components/ui/primitives';
import { answersFromSearchParams, type SearchParams } from '@/lib/jobs/job-search-params';
import { pageMetadata } from '@/lib/metadata';
import styled from 'styled-components';

export const metadata = pageMetadata({
  title: 'Job Opportunities',
  description:
    'Featured job openings with Canadian employers in web development and project management: on site, hybrid and remote, full time, part time and hourly.',
  path: '/job-opportunities',
});

const Layout = styled.div`
  display: grid;
  gap: 2.5rem;
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) 16rem;
  }
`;

/** Rendered per request: the wizard's answers arrive in the URL and filter the list here. */
export default async function JobOpportunitiesPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const params = await searchParams;
  const answers = answersFromSearchParams(params);
  return (
    <>
      <PageHero>
        <Container>
          <Breadcrumbs trail={[{ name: 'Job Opportunities', path: '/job-opportunities' }]} />
          <h1>Job Opportunities</h1>
          <p>
            Openings we recruit for on behalf of Canadian employers, in web development and project
            management.
          </p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <Layout>
            <div>
              <h2>Featured Job Opportunities</h2>
              <p>
                Answer four questions on{' '}
                <Link href="/work-in-canada#job-preferences">Work in Canada</Link> and this list
                shows only the jobs that fit your answers.
              </p>
              <JobListSection answers={answers} permitOnly={params.permit === 'supported'} />
            </div>
            <CanadaNav current="/job-opportunities" />
          </Layout>
        </Container>
      </Section>
    </>
  );
}
