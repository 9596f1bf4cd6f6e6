import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { publicOpportunityPath } from '@/lib/board/paths';
import { publicBoard } from '@/lib/db/queries/board';
import { publicPaths } from '@/lib/public-routes';
import { absoluteUrl } from '@/lib/site';

/**
 * Made per request, so a job or an opportunity that has closed leaves it at once, without a new
 * build; the opportunities published with a public summary are read from the database.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const now = new Date();
  const opportunities = (await publicBoard(now)).map((item) => publicOpportunityPath(item.id));
  return [...publicPaths(now), ...opportunities].map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : path.split('/').length > 2 ? 0.6 : 0.8,
  }));
}
