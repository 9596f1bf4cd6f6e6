'use client';

import { useCities } from '@/components/forms/location-data';
import { SelectField } from '@/components/forms/SelectField.client';
import { JOBS_COUNTRY, type JobAnswers } from '@/lib/jobs/job-answers';
import type { WizardField } from '@/lib/wizard/wizard-machine';
import { locationLabels } from './location-labels';
import type { Choice } from './WizardStepFields.client';

type Props = {
  answers: JobAnswers;
  provinces: Choice[];
  idPrefix: string;
  onChange: (field: WizardField, value: string, label?: string) => void;
};

/**
 * Step 4: where in Canada, if anywhere in particular. Its own component so the chosen province's
 * cities (swr and the fetcher) load only with it.
 */
export function LocationStep({ answers, provinces, idPrefix, onChange }: Props) {
  // Read during render: swr re-renders only for the fields a component reads while rendering.
  const { data: cities, isLoading, error } = useCities(JOBS_COUNTRY.code, answers.state);
  const cityPlaceholder = !answers.state
    ? 'Choose a province first'
    : isLoading
      ? 'Loading cities...'
      : 'Any city';
  return (
    <>
      <div className="field-row">
        <SelectField
          id={`${idPrefix}-state`}
          name="state"
          label={locationLabels.state}
          options={provinces}
          placeholder={locationLabels.anywhere}
          value={answers.state}
          // Names are kept with the codes so the job list can show them without the lists.
          onChange={(event) =>
            onChange(
              'state',
              event.target.value,
              provinces.find((p) => p.value === event.target.value)?.label,
            )
          }
        />
        <SelectField
          id={`${idPrefix}-city`}
          name="city"
          label={locationLabels.city}
          options={(cities ?? []).map((city) => ({ value: city.name, label: city.name }))}
          placeholder={cityPlaceholder}
          disabled={!answers.state || !cities?.length}
          value={answers.city}
          onChange={(event) => onChange('city', event.target.value)}
        />
      </div>
      {error && (
        <p className="field-error" role="alert">
          The list of cities could not be loaded. Check your connection and reload the page.
        </p>
      )}
    </>
  );
}
