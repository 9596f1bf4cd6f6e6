import type { z } from 'zod';
import type { canadaPageSchema } from '@/content/schemas/canada';

const study = 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada';

export const studyInCanada: z.input<typeof canadaPageSchema> = {
  slug: 'study-in-canada',
  title: 'Study in Canada',
  shortTitle: 'Study in Canada',
  description:
    'What a Canadian study permit is, what to prepare before you apply, working while you study and after, and a form to ask us about a programme.',
  intro: [
    'If your programme in Canada lasts longer than six months, you will usually need a study permit. This page summarises how the permit works and what to prepare, and links to the Government of Canada pages that set the rules.',
    'At the end of the page you can tell us which programme, university and length of study you have in mind, and we will reply with the next steps.',
  ],
  sections: [
    {
      id: 'study-permit',
      heading: 'The study permit',
      paragraphs: [
        'A study permit is issued by Immigration, Refugees and Citizenship Canada (IRCC) and lets you study at a designated learning institution (DLI): a school approved by a provincial or territorial government to host international students.',
        'You normally apply from outside Canada before you travel. If you are approved, you also receive a visitor visa or an electronic travel authorization so you can enter the country; the permit itself is issued at the border.',
      ],
      points: [
        'A letter of acceptance from a designated learning institution',
        'In most cases, a provincial or territorial attestation letter (PAL or TAL)',
        'Proof that you can pay tuition and living costs',
        'Identity documents, and possibly biometrics, a medical exam and a police certificate',
      ],
      links: [
        { label: 'Study permit: who can apply and how (IRCC)', url: `${study}/study-permit.html` },
      ],
    },
    {
      id: 'before-you-apply',
      heading: 'Before you apply',
      paragraphs: [
        'Check that your school is on the designated learning institution list and that its programme leads to the qualification you want. Budget for tuition, housing, health insurance and the cost of living in the city you choose; IRCC sets a minimum amount of funds that you must show.',
        'Canada limits the number of new study permit applications it accepts each year and shares them out between provinces and territories, which is why most applicants need an attestation letter from the province. Apply well ahead of your start date.',
      ],
      links: [
        {
          label: 'Designated learning institutions list (IRCC)',
          url: `${study}/study-permit/prepare/designated-learning-institutions-list.html`,
        },
      ],
    },
    {
      id: 'working-while-studying',
      heading: 'Working while you study and after',
      paragraphs: [
        'Many full-time students may work off campus for a limited number of hours a week during term and full time during scheduled breaks, if their study permit allows it. The conditions are printed on the permit.',
        'After graduating from an eligible programme you may be able to get a post-graduation work permit. Eligibility depends on the school, the programme, its length and, for some programmes, the field of study, so check before you choose.',
      ],
      links: [
        { label: 'Work while you study (IRCC)', url: `${study}/work.html` },
        { label: 'Work after you graduate (IRCC)', url: `${study}/work/after-graduation.html` },
      ],
    },
    {
      id: 'ask-us',
      heading: 'Ask us about a programme',
      paragraphs: [
        'Use the form below to tell us the programme, the university and how long you plan to study. We will reply by e-mail with the university’s admission steps and deadlines. We are not agents of these universities and cannot apply for a permit on your behalf; for advice on your case, use an authorised representative.',
      ],
      links: [
        {
          label: 'Use an authorized immigration representative (IRCC)',
          url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigration-citizenship-representative.html',
        },
      ],
    },
  ],
  reviewed: '2026-11-20',
};
