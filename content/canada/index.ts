import { z } from 'zod';
import { defineContent } from '@/content/schemas/define';
import { canadaPageSchema, type CanadaPage } from '@/content/schemas/canada';
import { becomeAPermanentResident } from './become-a-permanent-resident';
import { studyInCanada } from './study-in-canada';
import { visitOrExtendYourStay } from './visit-or-extend-your-stay';
import { workInCanada } from './work-in-canada';

/** The four Canada information pages, in menu order. Each is one entry rendered by one template. */
export const canadaPages: readonly CanadaPage[] = defineContent(
  'canada/index',
  z.array(canadaPageSchema),
  [workInCanada, studyInCanada, becomeAPermanentResident, visitOrExtendYourStay],
);

export type CanadaSlug =
  | 'work-in-canada'
  | 'study-in-canada'
  | 'become-a-permanent-resident'
  | 'visit-or-extend-your-stay';

export function canadaPage(slug: CanadaSlug): CanadaPage {
  const page = canadaPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`content/canada: no page "${slug}"`);
  return page;
}

/** The static pages this area adds besides the job and business pages (see jobPaths, businessPaths). */
export const canadaPaths = [
  ...canadaPages.map((page) => `/${page.slug}`),
  '/job-opportunities',
  '/business-search',
  '/contact-us',
];
