import type { z } from 'zod';
import type { canadaPageSchema } from '@/content/schemas/canada';

const visit = 'https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada';

export const visitOrExtendYourStay: z.input<typeof canadaPageSchema> = {
  slug: 'visit-or-extend-your-stay',
  title: 'Visit Canada or extend your stay',
  shortTitle: 'Visit or extend your stay',
  description:
    'Visitor visas and electronic travel authorizations, the super visa for parents and grandparents, and how to extend your stay as a visitor in Canada.',
  intro: [
    'Whether you need a visa to visit Canada depends on the passport you hold and how you travel. This page explains the documents visitors use, the super visa for parents and grandparents, and what to do if you want to stay longer.',
  ],
  sections: [
    {
      id: 'visitor-visa',
      heading: 'Visitor visas and electronic travel authorizations',
      paragraphs: [
        'Most travellers need either a visitor visa (also called a temporary resident visa) or an electronic travel authorization (eTA) to fly to or through Canada. Which one depends on your nationality; citizens of the United States need neither, only a valid passport.',
        'A visitor visa shows that you meet the requirements to enter; it does not guarantee entry. At the border an officer decides how long you may stay, usually up to six months.',
      ],
      points: [
        'A valid passport or travel document',
        'Proof that you can support yourself during your stay',
        'Ties to your home country, such as a job, family or property',
        'Possibly biometrics and a medical exam',
      ],
      links: [
        { label: 'Visit Canada (IRCC)', url: `${visit}.html` },
        { label: 'Electronic travel authorization (eTA) (IRCC)', url: `${visit}/eta.html` },
      ],
    },
    {
      id: 'super-visa',
      heading: 'Super visa for parents and grandparents',
      paragraphs: [
        'Parents and grandparents of Canadian citizens and permanent residents can apply for a super visa, which allows visits of up to five years at a time and multiple entries over the visa’s validity.',
        'The child or grandchild in Canada must invite them in writing and show that they meet a minimum income. The visitor must have private medical insurance that meets IRCC’s requirements.',
      ],
      links: [
        {
          label: 'Parent and grandparent super visa (IRCC)',
          url: `${visit}/parent-grandparent-super-visa.html`,
        },
      ],
    },
    {
      id: 'extend-your-stay',
      heading: 'Extending your stay',
      paragraphs: [
        'To stay in Canada longer as a visitor, apply for a visitor record before your current status expires; IRCC recommends applying at least 30 days before. A visitor record is not a visa: it sets a new date by which you must leave.',
        'If you applied before your status expired, you may stay under the same conditions while IRCC decides. If you leave Canada while waiting, you will need a valid visa or eTA to come back.',
      ],
      links: [{ label: 'Extend your stay in Canada (IRCC)', url: `${visit}/extend-stay.html` }],
    },
    {
      id: 'what-visitors-cannot-do',
      heading: 'What visitors cannot do',
      paragraphs: [
        'Visitors may not work in Canada, and may only take courses of six months or less, unless they hold the right permit. A visit is not a route to permanent residence in itself; see our page on becoming a permanent resident for the programs that are.',
      ],
      links: [
        {
          label: 'Protect yourself from immigration fraud (IRCC)',
          url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/protect-fraud.html',
        },
      ],
    },
  ],
  reviewed: '2026-11-20',
};
