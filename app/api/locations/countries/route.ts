import { PUBLIC_DAY_CACHE } from '@/lib/http/cache';
import { json, route } from '@/lib/http/route';
import { listCountries } from '@/lib/locations';

export const GET = route(async () =>
  json(listCountries(), { headers: { 'Cache-Control': PUBLIC_DAY_CACHE } }),
);
