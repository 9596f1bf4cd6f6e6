import type { z } from 'zod';
import type { canadaPageSchema } from '@/content/schemas/canada';

const immigrate =
  'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada';

export const becomeAPermanentResident: z.input<typeof canadaPageSchema> = {
  slug: 'become-a-permanent-resident',
  title: 'Become a permanent resident of Canada',
  shortTitle: 'Permanent residence',
  description:
    'An overview of the main routes to Canadian permanent residence: Express Entry, Provincial Nominee Programs, family sponsorship and business immigration.',
  intro: [
    'A permanent resident of Canada may live, work and study anywhere in the country and, after meeting the residence requirements, apply for citizenship. There are several routes; which one fits depends on your work experience, education, language ability, family and plans.',
    'This page is an overview. Each program has detailed rules on the Government of Canada pages linked in each section.',
  ],
  sections: [
    {
      id: 'express-entry',
      heading: 'Express Entry',
      paragraphs: [
        'Express Entry is the online system Immigration, Refugees and Citizenship Canada (IRCC) uses to manage applications from skilled workers under three programs: the Federal Skilled Worker Program, the Federal Skilled Trades Program and the Canadian Experience Class.',
        'You create a profile, which is ranked with the Comprehensive Ranking System on factors such as age, education, language test results and work experience. IRCC invites the highest-ranked candidates to apply in regular rounds, some of them aimed at particular occupations or at French speakers. Once invited, you have a fixed time to submit a complete application.',
      ],
      links: [{ label: 'Express Entry (IRCC)', url: `${immigrate}/express-entry.html` }],
    },
    {
      id: 'provincial-nominees',
      heading: 'Provincial Nominee Programs',
      paragraphs: [
        'Most provinces and territories can nominate people who have the skills their economy needs and who intend to live there. Each runs its own streams, for example for workers with a job offer, graduates of local schools or people in occupations in demand.',
        'Some streams are linked to Express Entry, and a nomination adds a large number of points to your profile. Others are applied for outside Express Entry. Quebec selects its own immigrants under separate rules.',
      ],
      links: [
        {
          label: 'Provincial Nominee Program (IRCC)',
          url: `${immigrate}/provincial-nominees.html`,
        },
      ],
    },
    {
      id: 'family-sponsorship',
      heading: 'Family sponsorship',
      paragraphs: [
        'Canadian citizens and permanent residents aged 18 or over can sponsor certain relatives: a spouse, common-law or conjugal partner, and dependent children. Parents and grandparents can be sponsored only when the Parents and Grandparents Program is accepting applications, and places are limited.',
        'A sponsor promises to support the people they sponsor financially for a set number of years, and may have to show a minimum income.',
      ],
      links: [{ label: 'Family sponsorship (IRCC)', url: `${immigrate}/family-sponsorship.html` }],
    },
    {
      id: 'business-immigration',
      heading: 'Business immigration',
      paragraphs: [
        'The Start-up Visa Program is for entrepreneurs with an innovative business supported by a designated venture capital fund, angel investor group or business incubator. The Self-employed Persons Program is for people with relevant experience in cultural activities or athletics. Several provinces also have entrepreneur streams.',
        'Intake for some business programs has been paused or capped in recent years, so check that a program is accepting applications before you prepare one. Buying a business in Canada, such as those in our business search, does not by itself give you any immigration status.',
      ],
      links: [
        { label: 'Start-up Visa Program (IRCC)', url: `${immigrate}/start-visa.html` },
        { label: 'Self-employed Persons Program (IRCC)', url: `${immigrate}/self-employed.html` },
      ],
    },
  ],
  reviewed: '2026-11-20',
};
