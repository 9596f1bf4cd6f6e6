import { PUBLIC_DAY_CACHE } from '@/lib/http/cache';
import { HttpError } from '@/lib/http/errors';
import { json, route } from '@/lib/http/route';
import { listCities } from '@/lib/locations';

type Context = { params: Promise<{ country: string; state: string }> };

export const GET = route<Context>(async (_request, { params }) => {
  const { country, state } = await params;
  const cities = listCities(country.toUpperCase(), state.toUpperCase());
  if (!cities) throw new HttpError(404, 'Unknown country or state code.');
  return json(cities, { headers: { 'Cache-Control': PUBLIC_DAY_CACHE } });
});
