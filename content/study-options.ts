import { defineContent } from '@/content/schemas/define';
import { studyOptionsSchema } from '@/content/schemas/canada';

/**
 * Choices on the study enquiry form. The schools are public universities on the Government of
 * Canada's designated learning institution list; we are not their agents.
 */
export const studyOptions = defineContent('study-options', studyOptionsSchema, {
  programs: [
    { value: 'bachelor-degree', label: 'Bachelor’s degree' },
    { value: 'masters-degree', label: 'Master’s degree' },
  ],
  schools: [
    { value: 'university-of-saskatchewan', label: 'University of Saskatchewan' },
    { value: 'university-of-manitoba', label: 'University of Manitoba' },
    { value: 'dalhousie-university', label: 'Dalhousie University' },
  ],
  durations: [1, 2, 3, 4, 5],
});
