import styled from 'styled-components';
import Link from '@/components/ui/Link';
import type { Job } from '@/content/schemas/canada';
import { formatDate } from '@/lib/jobs/job-display';
import { JOB_CLOSED } from '@/lib/jobs/open-jobs';
import { color } from '@/lib/theme';
import { JobLinks } from './JobLinks';

const Styles = styled.div`
  max-width: 48rem;
  .closed {
    padding: 1rem 1.25rem;
    border-left: 4px solid ${color.amber};
    background: ${color.mist};
    margin: 0 0 2rem;
  }
  .closed p {
    margin: 0;
  }
  .closed p + p {
    margin-top: 0.5rem;
  }
`;

/** The page of a job that has closed: that it has, when, and the open jobs most like it. */
export function ClosedJob({ job, similar }: { job: Job; similar: readonly Job[] }) {
  return (
    <Styles>
      <div className="closed">
        <p>
          <strong>{JOB_CLOSED}</strong>
        </p>
        {job.validThrough && (
          <p>
            Applications closed at the end of{' '}
            <time dateTime={job.validThrough}>{formatDate(job.validThrough)}</time>.
          </p>
        )}
      </div>
      {similar.length > 0 && (
        <section aria-labelledby="similar-jobs">
          <h2 id="similar-jobs">Open jobs like this one</h2>
          <JobLinks jobs={similar} />
        </section>
      )}
      <p>
        <Link href="/job-opportunities">See every open job</Link>
      </p>
    </Styles>
  );
}
