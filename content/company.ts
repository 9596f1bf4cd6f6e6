import { defineContent } from '@/content/schemas/define';
import { companySchema } from '@/content/schemas/site';

/**
 * Every company fact lives here, once. The company is fictional: the domain is a reserved
 * example domain, and no telephone number can reach anyone. The UK ones are Ofcom drama numbers,
 * which are never assigned. Nigeria reserves no numbers for fiction, so the Port Harcourt ones
 * are written as Port Harcourt numbers are (+234, area code 84) with a local number of zeros that
 * Nigeria's numbering plan does not issue: libphonenumber-js, which follows the plan, finds them
 * invalid (content/content.test.ts checks both kinds). The company and RC numbers are made up in
 * the registers' formats.
 */
export const company = defineContent('company', companySchema, {
  name: 'Deltacrest Energy Services',
  legalName: 'Deltacrest Energy Services Limited',
  shortName: 'Deltacrest',
  description:
    'Oil, gas and energy services from Port Harcourt and Manchester: construction, pipelines, manpower, procurement, chemicals and technical consultancy.',
  foundingYear: 2009,
  email: 'info@deltacrest.example',
  phones: [
    { label: 'Port Harcourt operations desk', display: '+234 84 000 0101', e164: '+234840000101' },
    { label: 'Port Harcourt procurement', display: '+234 84 000 0102', e164: '+234840000102' },
    { label: 'Manchester office', display: '0161 496 0123', e164: '+441614960123' },
    { label: '24-hour field emergency line', display: '07700 900461', e164: '+447700900461' },
  ],
  offices: [
    {
      id: 'port-harcourt',
      name: 'Port Harcourt operations base',
      streetAddress: '14 Trans-Amadi Industrial Layout',
      locality: 'Port Harcourt',
      region: 'Rivers State',
      postalCode: '500272',
      country: 'Nigeria',
      countryCode: 'NG',
      phone: { label: 'Port Harcourt', display: '+234 84 000 0101', e164: '+234840000101' },
      openingHours: 'Mo-Fr 08:00-17:00',
      latitude: 4.8156,
      longitude: 7.0498,
    },
    {
      id: 'manchester',
      name: 'Manchester engineering office',
      streetAddress: '3 Hardman Street, Spinningfields',
      locality: 'Manchester',
      region: 'Greater Manchester',
      postalCode: 'M3 3HF',
      country: 'United Kingdom',
      countryCode: 'GB',
      phone: { label: 'Manchester', display: '0161 496 0123', e164: '+441614960123' },
      openingHours: 'Mo-Fr 09:00-17:30',
      latitude: 53.4794,
      longitude: -2.2514,
    },
  ],
  social: [
    {
      network: 'facebook',
      label: 'Deltacrest on Facebook',
      url: 'https://www.facebook.com/deltacrestenergy',
    },
    { network: 'whatsapp', label: 'Message us on WhatsApp', url: 'https://wa.me/447700900461' },
    { network: 'x', label: 'Deltacrest on X', url: 'https://x.com/deltacrestenergy' },
    {
      network: 'instagram',
      label: 'Deltacrest on Instagram',
      url: 'https://www.instagram.com/deltacrestenergy',
    },
  ],
  registration: {
    uk: {
      registeredName: 'Deltacrest Energy Services Limited',
      registeredIn: 'England and Wales',
      companyNumber: '16078421',
      registeredOffice: '3 Hardman Street, Spinningfields, Manchester M3 3HF, United Kingdom',
    },
    nigeria: {
      registeredName: 'Deltacrest Energy Services Nigeria Limited',
      rcNumber: 'RC 1850462',
      registeredOffice:
        '14 Trans-Amadi Industrial Layout, Port Harcourt 500272, Rivers State, Nigeria',
    },
  },
  immigrationAdvice: {
    authorisedRepresentative: false,
    statement:
      'Deltacrest is not an authorised immigration representative: we do not advise on anyone’s own case, fill in or submit applications, or represent anyone before Immigration, Refugees and Citizenship Canada (IRCC). These pages are general information.',
    whoMayAdvise:
      'Only these may be paid to advise you or act for you: a licensed immigration consultant (a member of the College of Immigration and Citizenship Consultants), a lawyer or paralegal of a Canadian provincial or territorial law society, or, in Quebec, a notary of the Chambre des notaires du Québec.',
    checkRepresentative: {
      label: 'IRCC: find out if your representative is authorised',
      url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigration-citizenship-representative/choose/authorized.html',
    },
    officialTools: [
      {
        label: 'Come to Canada',
        description: 'IRCC’s questionnaire of which programmes you may be eligible for.',
        url: 'https://ircc.canada.ca/english/come-canada-tool/',
      },
      {
        label: 'Comprehensive Ranking System (CRS) tool',
        description: 'IRCC’s calculator of your Express Entry score.',
        url: 'https://ircc.canada.ca/english/immigrate/skilled/crs-tool.asp',
      },
      {
        label: 'Job Bank job search',
        description:
          'The Government of Canada’s own job listings, with LMIA-approved openings marked.',
        url: 'https://www.jobbank.gc.ca/jobsearch',
      },
    ],
  },
});
