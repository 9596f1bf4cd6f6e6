/**
 * When a day's publication begins: the start of that day where it begins first in Canada
 * (Newfoundland, UTC−3:30). A job is posted (`datePosted`) and a listing listed (`listedOn`)
 * from then, without a new build; a job closes at the other end (lib/jobs/open-jobs.ts).
 */
export function dayStarts(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00-03:30`);
}
