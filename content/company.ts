import { defineContent } from '@/content/schemas/define';
import { companySchema } from '@/content/schemas/site';

/**
 * Every company fact lives here, once. The company is fictional: the domain is a reserved
 * example domain and the numbers are Ofcom drama numbers, which are never assigned to anyone.
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
    { label: 'Port Harcourt operations desk', display: '+44 161 496 0101', e164: '+441614960101' },
    { label: 'Port Harcourt procurement', display: '+44 161 496 0102', e164: '+441614960102' },
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
      phone: { label: 'Port Harcourt', display: '+44 161 496 0101', e164: '+441614960101' },
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
});
