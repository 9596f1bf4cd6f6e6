import { z } from 'zod';
import { defineContent } from '@/content/schemas/define';
import { valueSchema } from '@/content/schemas/site';

/** The four cards of the home page's values strip, in display order. */
export const values = defineContent('values', z.array(valueSchema).length(4), [
  {
    id: 1,
    title: 'Technology Innovations',
    description:
      'We use remote monitoring, GPS-tracked fleets and digital inspection records so that clients see the condition of their assets and the progress of their work as it happens.',
    icon: '/images/values/technology-innovations.svg',
  },
  {
    id: 2,
    title: 'Safety standards',
    description:
      'Every job runs under a permit-to-work system, a written risk assessment and a daily toolbox talk, and any member of a crew can stop work they believe is unsafe.',
    icon: '/images/values/safety-standards.svg',
  },
  {
    id: 3,
    title: 'Sustainable Efforts',
    description:
      'We help operators cut flaring and diesel use, recover and recycle drilling fluids, and clear sites properly when a job is done.',
    icon: '/images/values/sustainable-efforts.svg',
  },
  {
    id: 4,
    title: 'Community Projects',
    description:
      'We recruit and train young people from host communities in the Niger Delta and support local schools, water schemes and skills centres near the sites where we work.',
    icon: '/images/values/community-projects.svg',
  },
]);
