import type { z } from 'zod';
import type { canadaPageSchema } from '@/content/schemas/canada';

const ircc = 'https://www.canada.ca/en/immigration-refugees-citizenship/services';

export const workInCanada: z.input<typeof canadaPageSchema> = {
  slug: 'work-in-canada',
  title: 'Work in Canada',
  shortTitle: 'Work in Canada',
  description:
    'Work permits, the Labour Market Impact Assessment and moving from temporary to permanent residence, plus a four-step job preference form.',
  intro: [
    'Most people who are not Canadian citizens or permanent residents need a work permit to work in Canada. This page explains the main routes in plain terms and links to the Government of Canada pages that set the rules.',
    'Our manpower team recruits for Canadian employers. Tell us what work you are looking for with the four questions at the end of this page and we will show you the openings that fit.',
  ],
  sections: [
    {
      id: 'work-permits',
      heading: 'Work permits',
      paragraphs: [
        'Immigration, Refugees and Citizenship Canada (IRCC) issues two kinds of work permit. An employer-specific permit names the employer, the job, where you may work and for how long; changing employer means applying for a new permit. An open work permit lets you work for almost any employer, but it is only available in particular situations.',
        'Which permit you can apply for, and whether you can apply from inside Canada, depends on your situation. IRCC’s online questionnaire tells you what applies to you.',
      ],
      points: [
        'Employer-specific permits usually need a job offer and, in many cases, a Labour Market Impact Assessment',
        'Open work permits include the post-graduation work permit and some permits for spouses and partners',
        'You may need biometrics, a medical exam and a police certificate',
      ],
      links: [
        {
          label: 'Work in Canada: find out if you need a permit (IRCC)',
          url: `${ircc}/work-canada/permit.html`,
        },
      ],
    },
    {
      id: 'lmia',
      heading: 'Labour Market Impact Assessment (LMIA)',
      paragraphs: [
        'An LMIA is a document that an employer in Canada may need before hiring a foreign worker. Employment and Social Development Canada (ESDC) issues it after checking that the employer needs a foreign worker and that no Canadian citizen or permanent resident is available to do the job.',
        'The employer applies for the LMIA, not the worker. With a positive LMIA and a job offer, the worker then applies to IRCC for the work permit. Some jobs are exempt from the LMIA under the International Mobility Program, for example under trade agreements or for transfers within a company.',
        'An employer may not recover the cost of an LMIA from a worker. Be wary of anyone who asks you to pay for a job offer or an LMIA.',
      ],
      links: [
        {
          label: 'Hire a temporary foreign worker: the LMIA (ESDC)',
          url: 'https://www.canada.ca/en/employment-social-development/services/foreign-workers.html',
        },
        {
          label: 'Protect yourself from immigration fraud (IRCC)',
          url: `${ircc}/protect-fraud.html`,
        },
      ],
    },
    {
      id: 'temporary-to-permanent',
      heading: 'From temporary to permanent residence',
      paragraphs: [
        'Skilled work experience gained in Canada can help you become a permanent resident. The Canadian Experience Class, one of the programs managed through Express Entry, is for people with at least one year of skilled work experience in Canada in the three years before they apply.',
        'Many provinces and territories also nominate workers already employed by an employer in the province. Keep your status valid while you prepare: apply to extend your permit before it expires.',
      ],
      links: [
        {
          label: 'Canadian Experience Class (IRCC)',
          url: `${ircc}/immigrate-canada/express-entry/who-can-apply/canadian-experience-class.html`,
        },
        {
          label: 'Provincial Nominee Program (IRCC)',
          url: `${ircc}/immigrate-canada/provincial-nominees.html`,
        },
      ],
    },
    {
      id: 'how-we-help',
      heading: 'How we can help',
      paragraphs: [
        'We match candidates with Canadian employers who are hiring, and we tell employers when a role may need an LMIA. We do not represent anyone before IRCC. For advice on your own case, use an authorised representative: a licensed immigration consultant, a lawyer or a notary in Quebec.',
      ],
      links: [
        {
          label: 'Use an authorized immigration representative (IRCC)',
          url: `${ircc}/immigration-citizenship-representative.html`,
        },
        {
          label: 'Job Bank: jobs and labour market information',
          url: 'https://www.jobbank.gc.ca/home',
        },
      ],
    },
  ],
  reviewed: '2026-11-20',
};
