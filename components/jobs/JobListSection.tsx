import styled from 'styled-components';
import { jobPreferences } from '@/content/job-preferences';
import type { Option } from '@/content/schemas/canada';
import Link from '@/components/ui/Link';
import { jobListHref, type JobAnswers } from '@/lib/jobs/job-answers';
import { toJobSummary } from '@/lib/jobs/job-display';
import { withPermitFilter } from '@/lib/jobs/job-filters';
import { openJobs } from '@/lib/jobs/open-jobs';
import { color } from '@/lib/theme';
import { JobList, type FilterLabels } from './JobList.client';

const Styles = styled.div`
  .job-filters {
    background: ${color.mist};
    border-radius: 10px;
    padding: 1.25rem 1.5rem;
    margin-bottom: 1.5rem;
  }
  .job-filters h3 {
    font-size: 1.05rem;
  }
  .job-filters ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    list-style: none;
    margin: 0 0 0.75rem;
    padding: 0;
  }
  .job-filters li {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    background: #fff;
    border: 1px solid ${color.line};
    border-radius: 999px;
    padding: 0.15rem 0.25rem 0.15rem 0.85rem;
  }
  .job-filters .filter-remove {
    display: inline-grid;
    place-items: center;
    min-width: 44px;
    min-height: 44px;
    text-decoration: none;
    font-size: 1.35rem;
    line-height: 1;
    color: ${color.navy};
    cursor: pointer;
    border-radius: 50%;
  }
  .job-filters .filter-remove:hover {
    background: ${color.mist};
  }
  .filter-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 1.5rem;
    margin: 0;
    align-items: center;
  }
  .link-button {
    display: inline-block;
    padding: 0.5rem 0;
    min-height: 44px;
    color: ${color.amber};
    text-decoration: underline;
  }
  .permit-filter {
    margin: 0 0 1rem;
  }
  .permit-filter a {
    color: ${color.amber};
    display: inline-block;
    padding: 0.5rem 0;
  }
  .job-count {
    font-weight: 600;
    color: ${color.muted};
  }
  .job-cards {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 1.25rem;
  }
  @media (min-width: 900px) {
    .job-cards {
      grid-template-columns: 1fr 1fr;
    }
  }
  .job-card {
    border: 1px solid ${color.line};
    border-radius: 10px;
    padding: 1.5rem;
    background: #fff;
    display: flex;
    flex-direction: column;
  }
  .job-card h3 {
    font-size: 1.2rem;
    margin-bottom: 0.35rem;
  }
  .job-card h3 a {
    color: ${color.navy};
  }
  .job-meta {
    color: ${color.muted};
    margin-bottom: 0.75rem;
  }
  .job-tags {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    list-style: none;
    padding: 0;
    margin: 0 0 0.75rem;
  }
  .job-tags li {
    background: #e8eef6;
    color: ${color.navy};
    border-radius: 4px;
    padding: 0.1rem 0.55rem;
    font-size: 0.85rem;
    font-weight: 600;
  }
  .job-footer {
    margin: auto 0 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.5rem;
    font-size: 0.9rem;
    color: ${color.muted};
  }
  .job-footer span:first-child {
    color: ${color.ink};
    font-weight: 600;
  }
  .job-empty {
    border: 2px dashed ${color.line};
    border-radius: 10px;
    padding: 1.5rem;
  }
  .job-empty ul {
    list-style: none;
    padding: 0;
    margin: 0;
  }
`;

const byValue = (options: readonly Option[]) =>
  Object.fromEntries(options.map((o) => [o.value, o.label]));

/**
 * Server half of the job list: styles, and the summaries of the jobs open now (rendered per
 * request, so a job leaves the list on its closing date) and the answers read from the URL handed
 * to the client half.
 */
export function JobListSection({
  answers,
  permitOnly,
}: {
  answers: JobAnswers;
  /** Only the jobs whose employer supports a work permit (`?permit=supported`). */
  permitOnly: boolean;
}) {
  const open = openJobs();
  const supported = open.filter((job) => job.workPermit !== 'not-supported');
  const labels: FilterLabels = {
    category: byValue(jobPreferences.categories),
    title: byValue(jobPreferences.titles),
    experience: byValue(jobPreferences.experience),
    presence: byValue(jobPreferences.presence),
    commitment: byValue(jobPreferences.commitment),
  };
  return (
    <Styles>
      {/* Applied here, on the server: it works without JavaScript and ships none. */}
      <p className="permit-filter">
        {permitOnly ? (
          <>
            Showing only the jobs whose employer supports a work permit.{' '}
            <Link href={jobListHref(answers)}>Show every job</Link>
          </>
        ) : (
          <Link href={withPermitFilter(jobListHref(answers))}>
            Only jobs whose employer supports a work permit
          </Link>
        )}
      </p>
      <JobList
        jobs={(permitOnly ? supported : open).map(toJobSummary)}
        labels={labels}
        fromUrl={answers}
        permit={permitOnly}
      />
    </Styles>
  );
}
