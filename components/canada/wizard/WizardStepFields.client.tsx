'use client';

import { lazy, Suspense } from 'react';
import { SelectField } from '@/components/forms/SelectField.client';
import type { JobAnswers } from '@/lib/jobs/job-answers';
import type { WizardErrors, WizardField } from '@/lib/wizard/wizard-machine';
import { ChoiceGroup } from './ChoiceGroup';

/**
 * Step 4's city list (swr, the fetcher) loads with step 4, or
 * sooner once the visitor is in the wizard (`loadLocationStep` on its first focus): the page
 * ships without them.
 */
export const loadLocationStep = () => import('./LocationStep.client');
const LocationStep = lazy(() => loadLocationStep().then((m) => ({ default: m.LocationStep })));

export type Choice = { value: string; label: string };
export type WizardOptions = {
  categories: Choice[];
  titles: (Choice & { category: string })[];
  experience: Choice[];
  presence: Choice[];
  commitment: Choice[];
  /** Canada's provinces and territories, by code: where every opening is. */
  provinces: Choice[];
};

type Props = {
  step: number;
  answers: JobAnswers;
  errors: WizardErrors;
  options: WizardOptions;
  idPrefix: string;
  onChange: (field: WizardField, value: string, label?: string) => void;
};

/** The questions of one wizard step. Ids are `${idPrefix}-${field}` so the error summary links to them. */
export function WizardStepFields({ step, answers, errors, options, idPrefix, onChange }: Props) {
  const id = (field: WizardField) => `${idPrefix}-${field}`;

  switch (step) {
    case 0:
      return (
        <>
          <div className="field-row">
            <SelectField
              id={id('category')}
              name="category"
              label="Job category"
              options={options.categories}
              placeholder="Choose a category"
              value={answers.category}
              onChange={(event) => onChange('category', event.target.value)}
              error={errors.category}
            />
            <TitleSelect
              id={id('title')}
              answers={answers}
              options={options}
              error={errors.title}
              onChange={(value) => onChange('title', value)}
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
        <Suspense fallback={<p role="status">Loading the location lists…</p>}>
          <LocationStep
            answers={answers}
            provinces={options.provinces}
            idPrefix={idPrefix}
            onChange={onChange}
          />
        </Suspense>
      );
  }
}

/** The job title: the chosen category's titles (the one form drawn on the server has them all). */
function TitleSelect({
  id,
  answers,
  options,
  error,
  onChange,
}: {
  id: string;
  answers: JobAnswers;
  options: WizardOptions;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <SelectField
      id={id}
      name="title"
      label="Job title"
      options={options.titles.filter((title) => title.category === answers.category)}
      placeholder={answers.category ? 'Choose a job title' : 'Choose a category first'}
      disabled={!answers.category}
      value={answers.title}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
