import { Field } from '@/components/forms/Field';
import { SelectField } from '@/components/forms/SelectField.client';
import { wizardSteps } from '@/lib/wizard/wizard-machine';
import { locationLabels } from './location-labels';
import { ChoiceGroup } from './ChoiceGroup';
import type { WizardOptions } from './WizardStepFields.client';

/** The ids of the one form's fields. */
const oneFormId = (field: string) => `job-preferences-${field}`;

/**
 * The form sent before the scripts run (and all there is without them): the four steps' questions
 * as one ordinary GET form, whose answers the job list reads from its URL. The job title lists
 * every title grouped by category (it cannot follow the category without a script); the location
 * is where in Canada: a province or territory, and free text for the city (the job list reads
 * them as Canada's). Drawn here on the server: once the wizard has read the browser's store it
 * shows its steps instead, so no script draws these.
 */
export function WizardOneForm({ options }: { options: WizardOptions }) {
  const questions = [
    { name: 'presence', legend: 'Where do you want to work?', options: options.presence },
    { name: 'commitment', legend: 'How much time can you commit?', options: options.commitment },
  ] as const;
  return (
    <>
      <div className="field-row">
        <SelectField
          id={oneFormId('category')}
          name="category"
          label="Job category"
          options={options.categories}
          placeholder="Choose a category"
          defaultValue=""
        />
        <Field id={oneFormId('title')} label="Job title">
          {(described) => (
            <select id={oneFormId('title')} name="title" {...described} defaultValue="">
              <option value="">Choose a job title</option>
              {options.categories.map((category) => (
                <optgroup key={category.value} label={category.label}>
                  {options.titles
                    .filter((title) => title.category === category.value)
                    .map((title) => (
                      <option key={title.value} value={title.value}>
                        {title.label}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
      </div>
      <ChoiceGroup
        id={oneFormId('experience')}
        name="experience"
        legend="Years of experience"
        options={options.experience}
      />
      {questions.map((question, index) => (
        <div key={question.name} className="wizard-part">
          <h3 className="wizard-heading">{wizardSteps[index + 1]!.heading}</h3>
          <ChoiceGroup id={oneFormId(question.name)} {...question} />
        </div>
      ))}
      <div className="wizard-part">
        <h3 className="wizard-heading">{wizardSteps[3]!.heading}</h3>
        <div className="field-row">
          <SelectField
            id={oneFormId('state')}
            name="state"
            label={locationLabels.state}
            options={options.provinces}
            placeholder={locationLabels.anywhere}
            defaultValue=""
          />
          <Field id={oneFormId('city')} label={locationLabels.city}>
            {(described) => (
              <input
                id={oneFormId('city')}
                name="city"
                type="text"
                autoComplete="address-level2"
                {...described}
              />
            )}
          </Field>
        </div>
      </div>
    </>
  );
}
