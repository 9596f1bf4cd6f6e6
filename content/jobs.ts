import { defineContent } from '@/content/schemas/define';
import type { Job } from '@/content/schemas/canada';
import { jobListSchema } from '@/content/schemas/job-list';
import { jobPreferences } from './job-preferences';

/**
 * Openings we recruit for on behalf of Canadian employers. Values for category, role,
 * experience, presence and commitment come from content/job-preferences.ts. A job with a
 * `validThrough` date closes at the end of that day by itself (lib/jobs/open-jobs.ts); without
 * one it stays open until it is removed here.
 */
const entries = defineContent('jobs', jobListSchema(jobPreferences), [
  {
    slug: 'frontend-developer-toronto',
    title: 'Front-end Developer (React)',
    category: 'web-developer',
    role: 'frontend-developer',
    experience: '3-5',
    presence: 'hybrid',
    commitment: 'full-time',
    employer: {
      name: 'Lakeshore Freight Systems',
      about:
        'A Toronto logistics software company building dispatch and tracking tools for regional hauliers.',
    },
    location: {
      countryCode: 'CA',
      country: 'Canada',
      stateCode: 'ON',
      state: 'Ontario',
      city: 'Toronto',
    },
    salary: { currency: 'CAD', min: 85000, max: 100000, unit: 'YEAR' },
    summary:
      'Build the dispatcher and driver screens of a freight-tracking product in React and TypeScript, three days a week in our Toronto office.',
    description: [
      'Lakeshore Freight Systems is growing its product team and needs a front-end developer who cares about fast, accessible interfaces used all day by dispatchers.',
      'You will work in a team of six with a designer and two back-end developers, shipping to production several times a week.',
    ],
    responsibilities: [
      'Build and maintain React and TypeScript screens for dispatch, tracking and invoicing',
      'Keep pages fast on low-end Android phones used by drivers',
      'Write component and end-to-end tests alongside your code',
      'Review pull requests and pair with junior developers',
    ],
    requirements: [
      'Three or more years of professional front-end development',
      'Strong React, TypeScript, HTML and CSS',
      'Working knowledge of accessibility (WCAG 2.1 AA)',
      'Legal right to work in Canada, or eligibility for an employer-supported work permit',
    ],
    workPermit: 'supported-lmia',
    noc: { code: '21234', title: 'Web developers and programmers' },
    datePosted: '2026-11-10',
  },
  {
    slug: 'junior-frontend-developer-remote',
    title: 'Junior Front-end Developer (part time, remote)',
    category: 'web-developer',
    role: 'frontend-developer',
    experience: '0-2',
    presence: 'remote',
    commitment: 'part-time',
    employer: {
      name: 'Maple Ledger Software',
      about:
        'A Halifax company making bookkeeping software for small Atlantic Canadian businesses.',
    },
    location: {
      countryCode: 'CA',
      country: 'Canada',
      stateCode: 'NS',
      state: 'Nova Scotia',
      city: 'Halifax',
    },
    applicantCountries: ['CA'],
    salary: { currency: 'CAD', min: 28, max: 34, unit: 'HOUR' },
    summary:
      'Twenty hours a week, fully remote within Canada: help a small team build accessible bookkeeping screens in TypeScript.',
    description: [
      'A first or second developer job for someone who wants to learn from experienced colleagues. Hours are flexible within Atlantic business hours.',
    ],
    responsibilities: [
      'Build forms and tables from the team’s design system',
      'Fix bugs reported by customers and write a test for each',
      'Take part in weekly planning and code review by video call',
    ],
    requirements: [
      'Up to two years of experience, a diploma, a bootcamp or a portfolio of real projects',
      'HTML, CSS and JavaScript; some TypeScript or React',
      'Living in Canada with the right to work here',
    ],
    workPermit: 'not-supported',
    noc: { code: '21234', title: 'Web developers and programmers' },
    datePosted: '2026-11-14',
  },
  {
    slug: 'backend-developer-calgary',
    title: 'Senior Back-end Developer (Node.js and PostgreSQL)',
    category: 'web-developer',
    role: 'backend-developer',
    experience: '6-10',
    presence: 'full-time',
    commitment: 'full-time',
    employer: {
      name: 'Foothills Energy Analytics',
      about:
        'A Calgary firm that turns well and pipeline sensor data into maintenance schedules for operators.',
    },
    location: {
      countryCode: 'CA',
      country: 'Canada',
      stateCode: 'AB',
      state: 'Alberta',
      city: 'Calgary',
    },
    salary: { currency: 'CAD', min: 110000, max: 130000, unit: 'YEAR' },
    summary:
      'Design the services that ingest sensor readings from wells and pipelines and turn them into maintenance work orders. On site in Calgary.',
    description: [
      'Foothills Energy Analytics processes millions of sensor readings a day for oil and gas operators. You will own the ingestion and scheduling services and mentor two developers.',
      'The role is on site in our Calgary office, close to the operations teams who use the product.',
    ],
    responsibilities: [
      'Design and run Node.js services on PostgreSQL with high write volumes',
      'Model maintenance schedules with operations engineers',
      'Set standards for testing, observability and incident review',
      'Mentor two intermediate developers',
    ],
    requirements: [
      'Six or more years building and operating back-end services',
      'Deep PostgreSQL knowledge: query plans, partitioning, migrations',
      'Experience with time-series or industrial data is an asset',
      'Legal right to work in Canada; the employer will consider an LMIA-supported work permit',
    ],
    workPermit: 'supported-lmia',
    noc: { code: '21232', title: 'Software developers and programmers' },
    datePosted: '2026-11-03',
  },
  {
    slug: 'backend-developer-contract-vancouver',
    title: 'Back-end Developer (hourly contract, remote)',
    category: 'web-developer',
    role: 'backend-developer',
    experience: '3-5',
    presence: 'remote',
    commitment: 'hourly',
    employer: {
      name: 'Coastline Booking Co.',
      about:
        'A Vancouver company running online booking for ferries, tours and marinas in British Columbia.',
    },
    location: {
      countryCode: 'CA',
      country: 'Canada',
      stateCode: 'BC',
      state: 'British Columbia',
      city: 'Vancouver',
    },
    applicantCountries: ['CA'],
    salary: { currency: 'CAD', min: 60, max: 75, unit: 'HOUR' },
    summary:
      'A six-month hourly contract moving a booking platform’s payment and availability services to a new API, remote within Canada.',
    description: [
      'Coastline Booking Co. needs an experienced contractor for six months, about 25 to 35 hours a week, billed hourly.',
    ],
    responsibilities: [
      'Move availability and payment endpoints to a versioned REST API',
      'Write contract tests with the mobile team',
      'Document the new API for partner integrators',
    ],
    requirements: [
      'Three to five years of back-end development in TypeScript, Go or Python',
      'Experience with payment providers and idempotent APIs',
      'Able to invoice as a contractor while living in Canada',
    ],
    workPermit: 'not-supported',
    noc: { code: '21232', title: 'Software developers and programmers' },
    datePosted: '2026-11-17',
    validThrough: '2027-10-31',
  },
  {
    slug: 'project-manager-pipeline-edmonton',
    title: 'Project Manager, Pipeline Integrity Programme',
    category: 'project-management',
    role: 'project-management',
    experience: '6-10',
    presence: 'full-time',
    commitment: 'full-time',
    employer: {
      name: 'Northgate Pipeline Services',
      about:
        'An Edmonton contractor delivering inspection, repair and integrity programmes on gathering and transmission pipelines.',
    },
    location: {
      countryCode: 'CA',
      country: 'Canada',
      stateCode: 'AB',
      state: 'Alberta',
      city: 'Edmonton',
    },
    salary: { currency: 'CAD', min: 115000, max: 135000, unit: 'YEAR' },
    summary:
      'Lead a multi-year pipeline integrity programme in northern Alberta: schedule, budget, contractors and safety. Based in Edmonton with site visits.',
    description: [
      'Northgate Pipeline Services has been awarded a three-year integrity programme covering in-line inspection, dig-ups and repairs. You will run it from our Edmonton office with regular site visits.',
    ],
    responsibilities: [
      'Own the programme schedule, budget and monthly client reporting',
      'Coordinate inspection, excavation and repair contractors',
      'Lead safety planning with the field supervisors',
      'Manage change orders and regulatory submissions',
    ],
    requirements: [
      'Six or more years managing oil and gas or heavy civil projects',
      'A PMP or equivalent certification',
      'Knowledge of CSA Z662 is a strong asset',
      'A valid driver’s licence and willingness to travel to remote sites',
    ],
    workPermit: 'supported-lmia',
    noc: { code: '70010', title: 'Construction managers' },
    datePosted: '2026-10-28',
  },
  {
    slug: 'junior-project-coordinator-montreal',
    title: 'Junior Project Coordinator (bilingual)',
    category: 'project-management',
    role: 'project-management',
    experience: '0-2',
    presence: 'hybrid',
    commitment: 'full-time',
    employer: {
      name: 'Groupe Construction Saint-Laurent',
      about: 'A Montréal builder of schools, clinics and social housing across southern Quebec.',
    },
    location: {
      countryCode: 'CA',
      country: 'Canada',
      stateCode: 'QC',
      state: 'Quebec',
      city: 'Montréal',
    },
    salary: { currency: 'CAD', min: 55000, max: 65000, unit: 'YEAR' },
    summary:
      'Support project managers on public building projects in Montréal: schedules, minutes, permits and supplier follow-up, in French and English.',
    description: [
      'A first step into construction project management. You will support two project managers on public projects and learn the full cycle from tender to handover.',
    ],
    responsibilities: [
      'Keep schedules, meeting minutes and action logs up to date',
      'Follow up permits, submittals and supplier deliveries',
      'Prepare monthly progress reports for clients',
    ],
    requirements: [
      'Up to two years of experience; a diploma in construction or engineering is an asset',
      'Fluent French and working English',
      'Comfortable with spreadsheets and scheduling software',
    ],
    workPermit: 'not-supported',
    noc: { code: '13100', title: 'Administrative officers' },
    datePosted: '2026-11-12',
    validThrough: '2027-11-30',
  },
  {
    slug: 'part-time-project-manager-saskatoon',
    title: 'Project Manager (part time)',
    category: 'project-management',
    role: 'project-management',
    experience: '3-5',
    presence: 'hybrid',
    commitment: 'part-time',
    employer: {
      name: 'Prairie Water Cooperative',
      about:
        'A Saskatoon cooperative upgrading water treatment and distribution for rural communities.',
    },
    location: {
      countryCode: 'CA',
      country: 'Canada',
      stateCode: 'SK',
      state: 'Saskatchewan',
      city: 'Saskatoon',
    },
    salary: { currency: 'CAD', min: 45, max: 55, unit: 'HOUR' },
    summary:
      'Three days a week, manage small water-treatment upgrades for rural Saskatchewan communities, from design review to commissioning.',
    description: [
      'The cooperative runs four to six small capital projects a year. You will manage them from design review to commissioning, working from Saskatoon and from home.',
    ],
    responsibilities: [
      'Plan and track small capital projects of up to CAD 2 million',
      'Coordinate engineers, contractors and community councils',
      'Report progress and risks to the cooperative’s board',
    ],
    requirements: [
      'Three to five years managing construction or utility projects',
      'Clear written English for board and council reports',
      'A valid driver’s licence for site visits',
    ],
    workPermit: 'not-supported',
    noc: { code: '70010', title: 'Construction managers' },
    datePosted: '2026-11-06',
    validThrough: '2027-12-15',
  },
]);

/** Newest first. */
export const jobs: readonly Job[] = [...entries].sort((a, b) =>
  b.datePosted.localeCompare(a.datePosted),
);

export function findJob(slug: string): Job | undefined {
  return jobs.find((job) => job.slug === slug);
}

/** Site paths of every job page, for the sitemap. */
export const jobPaths = jobs.map((job) => `/job-detail-page/${job.slug}`);
