import 'server-only';
import type { FieldSpec } from '@/components/forms/field-spec';
import { contactFields } from '@/components/forms/field-spec';
import { businessCategories, businessLocations } from '@/content/businesses';
import { jobPreferences } from '@/content/job-preferences';
import { placeLabel, placeValue, type Criteria } from '@/lib/alerts/criteria';
import { listStates } from '@/lib/locations';

const choices = (options: readonly { value: string; label: string }[]) =>
  options.map(({ value, label }) => ({ value, label }));
const named = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const categoryLabel = new Map(jobPreferences.categories.map((c) => [c.value, c.label]));

/**
 * The subscription form's fields, set to what the list or the search showed: each can be changed
 * or widened to "any" before subscribing (and by a member later). The place is the one the
 * wizard's answers named, or anywhere: choosing a new one is the wizard's work.
 */
export function alertFieldSpecs(criteria: Criteria): FieldSpec[] {
  if (criteria.kind === 'businesses') {
    const { q, category, location } = criteria.businesses;
    return [
      { kind: 'hidden', name: 'kind', value: 'businesses' },
      {
        kind: 'text',
        name: 'q',
        label: 'Search words',
        optional: true,
        maxLength: 100,
        defaultValue: q,
        hint: 'A listing matches when its title, category, price, place or sale type holds them.',
      },
      select('category', 'Category', named(businessCategories), category, 'Any category'),
      select('location', 'Location', named(businessLocations), location, 'Anywhere in Canada'),
    ];
  }
  // An opportunity alert is the company's: it has nothing to choose (started from the board).
  if (criteria.kind === 'opportunities') return [];
  const jobs = criteria.jobs;
  const titles = jobPreferences.titles.map((t) => ({
    value: t.value,
    label: `${t.label} (${categoryLabel.get(t.category) ?? t.category})`,
  }));
  const place = placeValue(jobs);
  return [
    { kind: 'hidden', name: 'kind', value: 'jobs' },
    select(
      'category',
      'Category',
      choices(jobPreferences.categories),
      jobs.category,
      'Any category',
    ),
    select('title', 'Job title', titles, jobs.title, 'Any job title'),
    select(
      'experience',
      'Experience',
      choices(jobPreferences.experience),
      jobs.experience,
      'Any experience',
    ),
    select(
      'presence',
      'Presence',
      choices(jobPreferences.presence),
      jobs.presence,
      'Remote, hybrid or on site',
    ),
    select(
      'commitment',
      'Commitment',
      choices(jobPreferences.commitment),
      jobs.commitment,
      'Any commitment',
    ),
    select('place', 'Where', placeOptions(jobs), place, 'Anywhere in Canada'),
    select(
      'permit',
      'Work permit',
      [{ value: 'supported', label: 'Only employers who support a work permit' }],
      jobs.permit ? 'supported' : '',
      'Any employer',
    ),
  ];
}

/**
 * Where the jobs are: a province or territory of Canada, or the place the alert named when that
 * is narrower (a city), so that changing the alert can widen it or move it.
 */
function placeOptions(jobs: Parameters<typeof placeValue>[0]) {
  const provinces = (listStates('CA') ?? []).map((province) => ({
    value: `CA|${province.code}|`,
    label: province.name,
  }));
  const place = placeValue(jobs);
  const own = place && !provinces.some((province) => province.value === place);
  return own ? [{ value: place, label: placeLabel(jobs) }, ...provinces] : provinces;
}

function select(
  name: string,
  label: string,
  options: { value: string; label: string }[],
  value: string,
  any: string,
): FieldSpec {
  return {
    kind: 'select',
    name,
    label,
    options,
    defaultValue: value,
    placeholder: any,
    optional: true,
  };
}

export const alertEmailField = (email: string): FieldSpec => ({
  ...contactFields.email,
  label: 'Your e-mail address',
  defaultValue: email,
  hint: 'We send a link to confirm it first: nothing else is sent until you open it.',
});
