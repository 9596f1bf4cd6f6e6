import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JobApplication } from '@/components/jobs/JobApplication';
import { JobDetails } from '@/components/jobs/JobDetails';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import { Container, PageHero, Section } from '@/components/ui/primitives';
import { findJob, jobs } from '@/content/jobs';
import { jobLocationLabel } from '@/lib/jobs/job-display';
import { jobPostingJsonLd } from '@/lib/jobs/job-posting-json-ld';
import { pageMetadata } from '@/lib/metadata';
import { sendEnquiry } from '../../actions';

type Params = { slug: string };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return jobs.map((job) => ({ slug: job.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const job = findJob((await params).slug);
  if (!job) return {};
  return pageMetadata({
    title: job.title,
    description: job.summary,
    path: `/job-detail-page/${job.slug}`,
  });
}

export default async function JobPage({ params }: { params: Promise<Params> }) {
  const job = findJob((await params).slug);
  if (!job) notFound();
  return (
    <>
      <JsonLd data={jobPostingJsonLd(job)} />
      <PageHero>
        <Container>
          <Breadcrumbs
            trail={[
              { name: 'Job Opportunities', path: '/job-opportunities' },
              { name: job.title, path: `/job-detail-page/${job.slug}` },
            ]}
          />
          <h1>{job.title}</h1>
          <p>
            {job.employer.name} · {jobLocationLabel(job)}
          </p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <JobDetails job={job} />
          <JobApplication job={{ slug: job.slug, title: job.title }} action={sendEnquiry} />
        </Container>
      </Section>
    </>
  );
}
