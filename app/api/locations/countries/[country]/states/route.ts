import { PUBLIC_DAY_CACHE } from '@/lib/http/cache';
import { HttpError } from '@/lib/http/errors';
import { json, route } from '@/lib/http/route';
import { listStates } from '@/lib/locations';

type Context = { params: Promise<{ country: string }> };

export const GET = route<Context>(async (_request, { params }) => {
  const { country } = await params;
  const states = listStates(country.toUpperCase());
  if (!states) throw new HttpError(404, `Unknown country code "${country.slice(0, 10)}".`);
  return json(states, { headers: { 'Cache-Control': PUBLIC_DAY_CACHE } });
});
