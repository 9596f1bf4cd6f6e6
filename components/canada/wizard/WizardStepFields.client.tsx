'use client';

import { LocationFields } from '@/components/forms/LocationFields.client';
import { SelectField } from '@/components/forms/SelectField.client';
import { useCountries, useStates } from '@/components/forms/location-data';
import type { JobAnswers } from '@/lib/jobs/job-answers';
import type { WizardErrors, WizardField } from '@/lib/wizard/wizard-machine';
import { ChoiceGroup } from './ChoiceGroup.client';

export type Choice = { value: string; label: string };
export type WizardOptions = {
  categories: Choice[];
  titles: (Choice & { category: string })[];
  experience: Choice[];
  presence: Choice[];
  commitment: Choice[];
};

type Props = {
  step: number;
  answers: JobAnswers;
  errors: WizardErrors;
  options: WizardOptions;
  idPrefix: string;
  onChange: (field: WizardField, value: string, label?: string) => void;
  /** Boxes in place of the first step's controls, until the wizard can work (see Wizard). */
  standIn?: boolean;
};

/** The questions of one wizard step. Ids are `${idPrefix}-${field}` so the error summary links to them. */
export function WizardStepFields({
  step,
  answers,
  errors,
  options,
  idPrefix,
  onChange,
  standIn,
}: Props) {
  const id = (field: WizardField) => `${idPrefix}-${field}`;

  switch (step) {
    case 0:
      return (
        <>
          <div className="field-row">
            <SelectField
              id={id('category')}
              label="Job category"
              options={options.categories}
              placeholder="Choose a category"
              value={answers.category}
              onChange={(event) => onChange('category', event.target.value)}
              error={errors.category}
              standIn={standIn}
            />
            <SelectField
              id={id('title')}
              label="Job title"
              options={options.titles.filter((title) => title.category === answers.category)}
              placeholder={answers.category ? 'Choose a job title' : 'Choose a category first'}
              disabled={!answers.category}
              value={answers.title}
              onChange={(event) => onChange('title', event.target.value)}
              error={errors.title}
              standIn={standIn}
            />
          </div>
          <ChoiceGroup
            id={id('experience')}
            name="experience"
            legend="Years of experience"
            options={options.experience}
            value={answers.experience}
            onChange={(value) => onChange('experience', value)}
            error={errors.experience}
            standIn={standIn}
          />
        </>
      );
    case 1:
      return (
        <ChoiceGroup
          id={id('presence')}
          name="presence"
          legend="Where do you want to work?"
          options={options.presence}
          value={answers.presence}
          onChange={(value) => onChange('presence', value)}
          error={errors.presence}
        />
      );
    case 2:
      return (
        <ChoiceGroup
          id={id('commitment')}
          name="commitment"
          legend="How much time can you commit?"
          options={options.commitment}
          value={answers.commitment}
          onChange={(value) => onChange('commitment', value)}
          error={errors.commitment}
        />
      );
    default:
      return (
        <LocationStep answers={answers} errors={errors} idPrefix={idPrefix} onChange={onChange} />
      );
  }
}

/** Step 4. Its own component so the location lists are fetched only when it is shown. */
function LocationStep({ answers, errors, idPrefix, onChange }: Omit<Props, 'step' | 'options'>) {
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
