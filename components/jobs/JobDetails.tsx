import styled from 'styled-components';
import type { Job } from '@/content/schemas/canada';
import { preferenceLabel } from '@/content/job-preferences';
import { formatDate, jobLocationLabel, salaryLabel } from '@/lib/jobs/job-display';
import { color, measure } from '@/lib/theme';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1.25rem;
  background: ${color.mist};
  border-radius: 10px;
  padding: 1.25rem 1.5rem;
  margin: 0 0 2rem;
  dt {
    font-weight: 700;
    color: ${color.navy};
  }
  dd {
    margin: 0;
  }
  div {
    display: contents;
  }
`;

const Body = styled.div`
  max-width: ${measure(70)};
  h2 {
    font-size: clamp(1.3rem, 3vw, 1.6rem);
    margin-top: 2rem;
  }
  ul {
    padding-left: 1.2rem;
  }
  li {
    margin-bottom: 0.4rem;
  }
`;

/** A job's facts and description, as the job page shows them. */
export function JobDetails({ job }: { job: Job }) {
  const facts: [string, React.ReactNode][] = [
    ['Employer', job.employer.name],
    ['Location', jobLocationLabel(job)],
    ['Presence', preferenceLabel('presence', job.presence)],
    ['Commitment', preferenceLabel('commitment', job.commitment)],
    ['Experience', preferenceLabel('experience', job.experience)],
    ['Pay', salaryLabel(job)],
    [
      'Posted',
      <time key="posted" dateTime={job.datePosted}>
        {formatDate(job.datePosted)}
      </time>,
    ],
    [
      'Apply by',
      <time key="by" dateTime={job.validThrough}>
        {formatDate(job.validThrough)}
      </time>,
    ],
  ];
  return (
    <Body>
      <Facts>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      <h2>About the role</h2>
      {job.description.map((paragraph) => (
        <p key={paragraph.slice(0, 48)}>{paragraph}</p>
      ))}
      <h2>What you will do</h2>
      <ul>
        {job.responsibilities.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>What you bring</h2>
      <ul>
        {job.requirements.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>About {job.employer.name}</h2>
      <p>{job.employer.about}</p>
    </Body>
  );
}
