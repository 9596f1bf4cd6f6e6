import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ClosedJob } from '@/components/jobs/ClosedJob';
import { JobApplication } from '@/components/jobs/JobApplication';
import { JobDetails } from '@/components/jobs/JobDetails';
import { JobLinks } from '@/components/jobs/JobLinks';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import Link from '@/components/ui/Link';
import { MissingItemPage } from '@/components/ui/MissingItemPage';
import { Container, PageHero, Section } from '@/components/ui/primitives';
import { jobLocationLabel } from '@/lib/jobs/job-display';
import { jobPostingJsonLd } from '@/lib/jobs/job-posting-json-ld';
import { findPostedJob, isOpen, openJobs, similarOpenJobs } from '@/lib/jobs/open-jobs';
import { pageMetadata } from '@/lib/metadata';
import { sendEnquiry } from '../../actions';

type Params = { slug: string };

const JOB_NOT_FOUND = 'Job not found';

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  await connection();
  const job = findPostedJob((await params).slug);
  if (!job) return { title: JOB_NOT_FOUND, robots: { index: false, follow: true } };
  const metadata = pageMetadata({
    title: job.title,
    description: job.summary,
    path: `/job-detail-page/${job.slug}`,
  });
  // A closed job's page stays for those who follow an old link; search engines drop it.
  return isOpen(job) ? metadata : { ...metadata, robots: { index: false, follow: true } };
}

/**
 * A job's page, rendered per request (`connection()`) so that it closes at the moment its
 * `validThrough` date ends, without a new build. Open: its facts, its JobPosting data and the
 * application form. Closed: a notice and the open jobs most like it, with neither. Not there:
 * the open jobs (the proxy gives that page its 404).
 */
export default async function JobPage({ params }: { params: Promise<Params> }) {
  await connection();
  const now = new Date(); // one moment for the page: open, or closed with its alternatives
  const job = findPostedJob((await params).slug, now);
  if (!job) {
    return (
      <MissingItemPage
        title={JOB_NOT_FOUND}
        text="We have no job at this address: it may have been taken down, or the link may be mistyped."
      >
        <section aria-labelledby="open-jobs">
          <h2 id="open-jobs">Open jobs</h2>
          <JobLinks jobs={openJobs(now).slice(0, 5)} />
        </section>
        <p>
          <Link href="/job-opportunities">See every open job, with filters</Link>
        </p>
      </MissingItemPage>
    );
  }
  const open = isOpen(job, now);
  return (
    <>
      {open && <JsonLd data={jobPostingJsonLd(job)} />}
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
          {open ? (
            <>
              <JobDetails job={job} />
              <JobApplication job={{ slug: job.slug, title: job.title }} action={sendEnquiry} />
            </>
          ) : (
            <ClosedJob job={job} similar={similarOpenJobs(job, 3, now)} />
          )}
        </Container>
      </Section>
    </>
  );
}
