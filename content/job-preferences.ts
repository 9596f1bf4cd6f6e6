import { defineContent } from '@/content/schemas/define';
import { jobPreferenceOptionsSchema } from '@/content/schemas/canada';

/**
 * The choices offered by the work-in-Canada wizard, with the seed's values. Jobs in
 * content/jobs.ts use the same values, so the wizard's answers filter the job list.
 */
export const jobPreferences = defineContent('job-preferences', jobPreferenceOptionsSchema, {
  categories: [
    { value: 'web-developer', label: 'Web development' },
    { value: 'project-management', label: 'Project management' },
  ],
  titles: [
    { value: 'frontend-developer', label: 'Front-end developer', category: 'web-developer' },
    { value: 'backend-developer', label: 'Back-end developer', category: 'web-developer' },
    { value: 'project-management', label: 'Project manager', category: 'project-management' },
  ],
  experience: [
    { value: '0-2', label: '0 to 2 years' },
    { value: '3-5', label: '3 to 5 years' },
    { value: '6-10', label: '6 to 10 years' },
  ],
  presence: [
    { value: 'remote', label: 'Remote' },
    { value: 'hybrid', label: 'Hybrid' },
    { value: 'full-time', label: 'Full time on site' },
  ],
  commitment: [
    { value: 'full-time', label: 'Full time' },
    { value: 'part-time', label: 'Part time' },
    { value: 'hourly', label: 'Hourly' },
  ],
});

type OptionList = 'categories' | 'titles' | 'experience' | 'presence' | 'commitment';

/** The label shown for a stored value, or the value itself if the options no longer hold it. */
export function preferenceLabel(list: OptionList, value: string): string {
  return jobPreferences[list].find((option) => option.value === value)?.label ?? value;
}
