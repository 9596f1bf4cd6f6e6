'use client';

import { Field } from '@/components/forms/Field';
import { SelectField } from '@/components/forms/SelectField.client';
import type { JobAnswers } from '@/lib/jobs/job-answers';
import { wizardSteps, type WizardField } from '@/lib/wizard/wizard-machine';
import { WizardStepFields, type Choice, type WizardOptions } from './WizardStepFields.client';

type Props = {
  answers: JobAnswers;
  options: WizardOptions;
  countries: readonly Choice[];
  idPrefix: string;
  onChange: (field: WizardField, value: string) => void;
};

/**
 * Steps 2 to 4 of the form sent before the scripts run (and all there is without them): with
 * step 1 above them, one ordinary GET form whose answers the job list reads from its URL. The
 * location is a server-rendered country list and free text for the optional state and city.
 */
export function WizardOneForm({ answers, options, countries, idPrefix, onChange }: Props) {
  const id = (field: WizardField) => `${idPrefix}-${field}`;
  return (
    <>
      {[1, 2].map((step) => (
        <div key={step} className="wizard-part">
          <h3 className="wizard-heading">{wizardSteps[step]!.heading}</h3>
          <WizardStepFields
            step={step}
            answers={answers}
            errors={{}}
            options={options}
            idPrefix={idPrefix}
            onChange={onChange}
          />
        </div>
      ))}
      <div className="wizard-part">
        <h3 className="wizard-heading">{wizardSteps[3]!.heading}</h3>
        <SelectField
          id={id('country')}
          name="country"
          label="Country"
          options={countries}
          placeholder="Choose a country"
          value={answers.country}
          onChange={(event) => onChange('country', event.target.value)}
        />
        <div className="field-row">
          {(['state', 'city'] as const).map((field) => (
            <Field
              key={field}
              id={id(field)}
              label={field === 'state' ? 'Province or state (optional)' : 'City (optional)'}
            >
              {(described) => (
                <input
                  id={id(field)}
                  name={field}
                  type="text"
                  autoComplete={field === 'state' ? 'address-level1' : 'address-level2'}
                  {...described}
                  value={answers[field]}
                  onChange={(event) => onChange(field, event.target.value)}
                />
              )}
            </Field>
          ))}
        </div>
      </div>
    </>
  );
}
