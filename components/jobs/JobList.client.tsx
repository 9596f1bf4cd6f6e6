'use client';

import Link from '@/components/ui/Link';
import { useEffect } from 'react';
import {
  hasAnswers,
  jobListHref,
  noAnswers,
  withoutAnswer,
  type JobAnswers,
} from '@/lib/jobs/job-answers';
import {
  activeFilters,
  blockingFilters,
  filterJobs,
  jobAlertHref,
  withPermitFilter,
  type FilterKey,
} from '@/lib/jobs/job-filters';
import type { JobSummary } from '@/lib/jobs/job-display';
import { useAppStore, useStoredState } from '@/stores/app-store';

export type FilterLabels = Record<
  'category' | 'title' | 'experience' | 'presence' | 'commitment',
  Record<string, string>
>;

/** A country's English name from its code, for answers stored without one. */
function regionName(code?: string): string | undefined {
  if (!code) return undefined;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const filterNames: Record<FilterKey, string> = {
  category: 'Category',
  title: 'Job title',
  experience: 'Experience',
  presence: 'Presence',
  commitment: 'Commitment',
  location: 'Location',
};

/**
 * The job list, filtered by the wizard's answers. Answers in the URL (the wizard's form or a
 * shared link) filter the server HTML and win over stored ones, which they replace; without any
 * in the URL, the stored answers apply once the store has rehydrated. Filters come off by links,
 * so they work before and without JavaScript.
 */
export function JobList({
  jobs,
  labels,
  fromUrl,
  permit,
}: {
  jobs: JobSummary[];
  labels: FilterLabels;
  fromUrl: JobAnswers;
  /** The work permit filter is on (applied by the server); links that change answers keep it. */
  permit: boolean;
}) {
  const listHref = (answers: JobAnswers) => withPermitFilter(jobListHref(answers), permit);
  const stored = useAppStore((state) => state.answers);
  const { chooseJob, removeAnswer: remove, clearAnswers: clearAll } = useAppStore.getState();
  const inUrl = hasAnswers(fromUrl);
  const hydrated = useStoredState();
  const prefs = inUrl ? fromUrl : hydrated ? stored : noAnswers;

  useEffect(() => {
    if (inUrl && hydrated) useAppStore.getState().saveAnswers(fromUrl);
  }, [inUrl, hydrated, fromUrl]);
  const filters = activeFilters(prefs);
  const shown = filterJobs(jobs, prefs);

  const valueOf = (key: FilterKey): string => {
    if (key === 'location') {
      return [
        prefs.city,
        prefs.stateName || prefs.state,
        prefs.countryName || regionName(prefs.country),
      ]
        .filter(Boolean)
        .join(', ');
    }
    const value = prefs[key];
    return labels[key][value] ?? value;
  };

  return (
    <>
      {filters.length > 0 && (
        <div className="job-filters">
          <h3 id="active-filters">Your answers</h3>
          <ul aria-labelledby="active-filters">
            {filters.map((key) => (
              <li key={key}>
                <span>
                  {filterNames[key]}: <strong>{valueOf(key)}</strong>
                </span>
                <Link
                  className="filter-remove"
                  href={listHref(withoutAnswer(prefs, key))}
                  onClick={() => remove(key)}
                >
                  <span aria-hidden="true">×</span>
                  <span className="visually-hidden">
                    Remove filter {filterNames[key]}: {valueOf(key)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="filter-actions">
            <Link className="link-button" href="/job-opportunities" onClick={clearAll}>
              Clear all filters
            </Link>
            <Link href="/work-in-canada#job-preferences">Change your answers</Link>
          </p>
        </div>
      )}
      <p role="status" className="job-count">
        {filters.length === 0
          ? `${jobs.length} openings`
          : `${shown.length} of ${jobs.length} openings match your answers`}
      </p>
      <p className="job-alert">
        <Link href={jobAlertHref(listHref(prefs))}>E-mail me new jobs like these</Link>
      </p>
      {shown.length === 0 ? (
        <div className="job-empty">
          <h3>No openings match all your answers</h3>
          <p>
            Every opening fails at least one of your answers.{' '}
            {blockingFilters(jobs, prefs).length > 0
              ? 'Removing one of these would bring some back:'
              : 'Remove some of your answers above to widen the search.'}
          </p>
          <ul>
            {blockingFilters(jobs, prefs).map((key) => (
              <li key={key}>
                <Link
                  className="link-button"
                  href={listHref(withoutAnswer(prefs, key))}
                  onClick={() => remove(key)}
                >
                  Remove {filterNames[key].toLowerCase()}: {valueOf(key)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className="job-cards">
          {shown.map((job) => (
            <li key={job.slug} className="job-card">
              <h3>
                <Link href={`/job-detail-page/${job.slug}`} onClick={() => chooseJob(job.slug)}>
                  {job.title}
                </Link>
              </h3>
              <p className="job-meta">
                {job.employer} · {job.locationLabel}
              </p>
              <ul className="job-tags" aria-label="Job details">
                <li>{labels.presence[job.presence] ?? job.presence}</li>
                <li>{labels.commitment[job.commitment] ?? job.commitment}</li>
                <li>{labels.experience[job.experience] ?? job.experience} experience</li>
                {job.permitSupported && <li>Work permit supported</li>}
              </ul>
              <p>{job.summary}</p>
              <p className="job-footer">
                <span>{job.salaryLabel}</span>
                <span>
                  Posted <time dateTime={job.datePosted}>{job.datePostedLabel}</time>
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
