import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        // '$' ends a pattern: the members area is private, but the login and registration pages
        // (/community-login, /community-register) are public and in the sitemap. The back office
        // (/staff) is never crawled.
        disallow: ['/api/', '/community$', '/community-reset-password', '/staff'],
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
