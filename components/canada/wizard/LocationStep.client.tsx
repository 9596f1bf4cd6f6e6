'use client';

import { LocationFields } from '@/components/forms/LocationFields.client';
import { useCountries, useStates } from '@/components/forms/location-data';
import type { JobAnswers } from '@/lib/jobs/job-answers';
import type { WizardErrors, WizardField } from '@/lib/wizard/wizard-machine';

type Props = {
  answers: JobAnswers;
  errors: WizardErrors;
  idPrefix: string;
  onChange: (field: WizardField, value: string, label?: string) => void;
};

/** Step 4. Its own component so the location lists are fetched only when it is shown. */
export function LocationStep({ answers, errors, idPrefix, onChange }: Props) {
  // Read during render: swr re-renders only for the fields a component reads while rendering.
  const countries = useCountries().data;
  const states = useStates(answers.country).data;
  return (
    <LocationFields
      idPrefix={idPrefix}
      value={{ country: answers.country, state: answers.state, city: answers.city }}
      labels={{ state: 'Province or state (optional)', city: 'City (optional)' }}
      errors={{ country: errors.country }}
      onChange={(next) => {
        // Names are kept with the codes so the job list can show them without the lists.
        if (next.country !== answers.country) {
          onChange('country', next.country, countries?.find((c) => c.code === next.country)?.name);
        } else if (next.state !== answers.state) {
          onChange('state', next.state, states?.find((s) => s.code === next.state)?.name);
        } else {
          onChange('city', next.city);
        }
      }}
    />
  );
}
