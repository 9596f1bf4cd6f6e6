import { z } from 'zod';
import { jobSchema, type JobPreferenceOptions } from './canada';

const has = (list: readonly { value: string }[], value: string) =>
  list.some((o) => o.value === value);

/** "one of "a", "b", "c"": what an editor may write instead. */
const oneOf = (list: readonly { value: string }[]) =>
  `one of ${list.map((o) => `"${o.value}"`).join(', ')}`;

/**
 * The job list, checked against the wizard's options: every job uses the wizard's values, so
 * the wizard's answers can filter the list.
 */
export function jobListSchema(preferences: JobPreferenceOptions) {
  return z.array(jobSchema).superRefine((jobs, ctx) => {
    const slugs = new Set<string>();
    jobs.forEach((job, index) => {
      const issue = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [index, field], message });
      if (slugs.has(job.slug)) issue('slug', `duplicate slug "${job.slug}"`);
      slugs.add(job.slug);
      if (!has(preferences.categories, job.category))
        issue(
          'category',
          `"${job.category}" is not a wizard category: use ${oneOf(preferences.categories)}`,
        );
      const role = preferences.titles.find((t) => t.value === job.role);
      if (!role) {
        const inCategory = preferences.titles.filter((t) => t.category === job.category);
        const titles = inCategory.length > 0 ? inCategory : preferences.titles;
        issue('role', `"${job.role}" is not a wizard job title: use ${oneOf(titles)}`);
      } else if (role.category !== job.category)
        issue('role', `belongs to category "${role.category}"`);
      if (!has(preferences.experience, job.experience))
        issue(
          'experience',
          `"${job.experience}" is not an experience band: use ${oneOf(preferences.experience)}`,
        );
      if (!has(preferences.presence, job.presence))
        issue(
          'presence',
          `"${job.presence}" is not a presence option: use ${oneOf(preferences.presence)}`,
        );
      if (!has(preferences.commitment, job.commitment))
        issue(
          'commitment',
          `"${job.commitment}" is not a commitment option: use ${oneOf(preferences.commitment)}`,
        );
      if (job.presence === 'remote' && job.applicantCountries.length === 0) {
        issue('applicantCountries', 'a remote job must say where applicants may work from');
      }
      if (job.salary.min > job.salary.max) issue('salary', 'min must not exceed max');
      if (job.validThrough !== undefined && job.validThrough <= job.datePosted)
        issue('validThrough', 'must be after datePosted');
    });
  });
}
