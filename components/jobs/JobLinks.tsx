import styled from 'styled-components';
import Link from '@/components/ui/Link';
import type { Job } from '@/content/schemas/canada';
import { jobLocationLabel } from '@/lib/jobs/job-display';
import { color } from '@/lib/theme';

const List = styled.ul`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  gap: 1rem;
  li {
    border: 1px solid ${color.line};
    border-radius: 10px;
    padding: 1rem 1.25rem;
  }
  li a {
    font-weight: 700;
    font-size: 1.1rem;
    color: ${color.navy};
  }
  li p {
    margin: 0.25rem 0 0;
    color: ${color.muted};
  }
`;

/** Jobs as links to their pages, each with its employer and place. */
export function JobLinks({ jobs }: { jobs: readonly Job[] }) {
  return (
    <List>
      {jobs.map((job) => (
        <li key={job.slug}>
          <Link href={`/job-detail-page/${job.slug}`}>{job.title}</Link>
          <p>
            {job.employer.name} · {jobLocationLabel(job)}
          </p>
        </li>
      ))}
    </List>
  );
}
