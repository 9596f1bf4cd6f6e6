import styled from 'styled-components';
import { FactList } from '@/components/ui/FactList';
import { Prose } from '@/components/ui/primitives';
import type { Job } from '@/content/schemas/canada';
import { preferenceLabel } from '@/content/job-preferences';
import {
  formatDate,
  jobLocationLabel,
  occupationLabel,
  salaryLabel,
  workPermitLabels,
} from '@/lib/jobs/job-display';

const Body = styled(Prose)`
  h2 {
    font-size: clamp(1.3rem, 3vw, 1.6rem);
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
    ['Work permit', workPermitLabels[job.workPermit]],
    ['Occupation', occupationLabel(job)],
    [
      'Posted',
      <time key="posted" dateTime={job.datePosted}>
        {formatDate(job.datePosted)}
      </time>,
    ],
    [
      'Apply by',
      job.validThrough ? (
        <time key="by" dateTime={job.validThrough}>
          {formatDate(job.validThrough)}
        </time>
      ) : (
        'Open until filled'
      ),
    ],
  ];
  return (
    <Body>
      <FactList facts={facts} />
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
