import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { publicPaths } from '@/lib/public-routes';
import { absoluteUrl } from '@/lib/site';

/** Made per request, so a job that has closed leaves it at once, without a new build. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  return publicPaths().map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : path.split('/').length > 2 ? 0.6 : 0.8,
  }));
}
