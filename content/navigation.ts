import { defineContent } from '@/content/schemas/define';
import { navigationSchema } from '@/content/schemas/site';

export const navigation = defineContent('navigation', navigationSchema, {
  // What visitors come for, in the header and the phone's menu: the company, the jobs, the
  // Canada pages and the business search, then the way to write to us.
  main: [
    { label: 'Home', href: '/' },
    { label: 'About Us', href: '/about-us' },
    { label: 'Our Services', href: '/services' },
    { label: 'Jobs', href: '/job-opportunities' },
    {
      label: 'Canada',
      links: [
        { label: 'Work in Canada', href: '/work-in-canada' },
        { label: 'Study in Canada', href: '/study-in-canada' },
        { label: 'Become a Permanent Resident', href: '/become-a-permanent-resident' },
        { label: 'Visit or Extend Your Stay', href: '/visit-or-extend-your-stay' },
      ],
    },
    { label: 'Businesses for Sale', href: '/business-search' },
    { label: 'Contact Us', href: '/contact-us' },
  ],
  footer: [
    { label: 'Home', href: '/' },
    { label: 'About Us', href: '/about-us' },
    { label: 'Who We Are', href: '/who-we-are' },
    { label: 'Our Solutions', href: '/services' },
    { label: 'Work in Canada', href: '/work-in-canada' },
    { label: 'Study in Canada', href: '/study-in-canada' },
    { label: 'Become a Permanent Resident', href: '/become-a-permanent-resident' },
    { label: 'Visit or Extend Your Stay', href: '/visit-or-extend-your-stay' },
    { label: 'Job Opportunities', href: '/job-opportunities' },
    { label: 'Business Search', href: '/business-search' },
    { label: 'Contact Us', href: '/contact-us' },
    { label: 'Privacy notice', href: '/privacy' },
  ],
});
