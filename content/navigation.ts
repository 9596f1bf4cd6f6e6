import { defineContent } from '@/lib/content/define';
import { navigationSchema } from '@/lib/content/schemas';

export const navigation = defineContent('navigation', navigationSchema, {
  main: [
    { label: 'Home', href: '/' },
    { label: 'About Us', href: '/about-us' },
    { label: 'Our Services', href: '/services' },
  ],
  footer: [
    { label: 'Home', href: '/' },
    { label: 'About Us', href: '/about-us' },
    { label: 'Who We Are', href: '/who-we-are' },
    { label: 'Our Solutions', href: '/services' },
  ],
});
