/**
 * The public origin used for canonical URLs, the sitemap and structured data. It is read at
 * build time, so a deployment on another domain builds with SITE_URL set.
 */
export const siteUrl = (process.env.SITE_URL ?? 'https://www.deltacrest.example').replace(
  /\/$/,
  '',
);

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path === '/' ? '' : path}` || siteUrl;
}
