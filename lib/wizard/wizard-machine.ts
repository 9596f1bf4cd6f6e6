/**
 * The work-in-Canada wizard as a pure state machine: four steps, forward only when the current
 * step is answered, back at any time but the first step, and "complete" after the last step.
 * The component renders it; the tests drive it without a browser.
 */
import { JOBS_COUNTRY, noAnswers, withoutAnswer, type JobAnswers } from '@/lib/jobs/job-answers';

export type WizardField = keyof JobAnswers;

export const wizardSteps = [
  { id: 'role', heading: 'Job role and experience', required: ['category', 'title', 'experience'] },
  { id: 'presence', heading: 'Presence', required: ['presence'] },
  { id: 'commitment', heading: 'Time commitment', required: ['commitment'] },
  // Where in Canada, if anywhere in particular: "Anywhere in Canada" is an answer too.
  { id: 'location', heading: 'Preferred location', required: [] },
] as const satisfies readonly { id: string; heading: string; required: readonly WizardField[] }[];

export const stepCount = wizardSteps.length;

export const requiredMessages: Partial<Record<WizardField, string>> = {
  category: 'Choose a job category',
  title: 'Choose a job title',
  experience: 'Choose your years of experience',
  presence: 'Choose where you want to work: remote, hybrid or full time on site',
  commitment: 'Choose a time commitment',
};

export type WizardErrors = Partial<Record<WizardField, string>>;

export type WizardState = {
  /** 0-based index of the step shown. */
  step: number;
  answers: JobAnswers;
  errors: WizardErrors;
  status: 'editing' | 'complete';
};

export type WizardEvent =
  | { type: 'change'; field: WizardField; value: string; label?: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'restart'; answers?: Partial<JobAnswers> };

export function initialWizardState(answers: Partial<JobAnswers> = {}): WizardState {
  const start = { ...noAnswers, ...answers };
  // A place outside Canada (a shared job list link may name one) is none of the wizard's choices.
  const inCanada =
    start.country && start.country !== JOBS_COUNTRY.code ? withoutAnswer(start, 'location') : start;
  return { step: 0, answers: inCanada, errors: {}, status: 'editing' };
}

export function validateStep(step: number, answers: JobAnswers): WizardErrors {
  const errors: WizardErrors = {};
  for (const field of wizardSteps[step]?.required ?? []) {
    if (!answers[field].trim()) errors[field] = requiredMessages[field];
  }
  return errors;
}

const noPlace = { country: '', countryName: '', stateName: '', city: '' };

/** A field's new value, plus the answers that depend on it and no longer apply. */
function applyChange(
  answers: JobAnswers,
  field: WizardField,
  value: string,
  label = '',
): JobAnswers {
  const next = { ...answers, [field]: value };
  if (field === 'category' && value !== answers.category) next.title = '';
  if (field === 'country') {
    next.countryName = label;
    if (value !== answers.country) Object.assign(next, { state: '', stateName: '', city: '' });
  }
  if (field === 'state') {
    // A province or territory places the answer in Canada; none ("Anywhere in Canada") leaves
    // the place open, city included.
    Object.assign(
      next,
      value ? { country: JOBS_COUNTRY.code, countryName: JOBS_COUNTRY.name } : noPlace,
    );
    next.stateName = label;
    if (value !== answers.state) next.city = '';
  }
  return next;
}

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'change': {
      const errors = { ...state.errors };
      delete errors[event.field];
      return {
        ...state,
        answers: applyChange(state.answers, event.field, event.value, event.label),
        errors,
      };
    }
    case 'next': {
      if (state.status === 'complete') return state;
      const errors = validateStep(state.step, state.answers);
      if (Object.keys(errors).length > 0) return { ...state, errors };
      if (state.step === stepCount - 1) return { ...state, errors: {}, status: 'complete' };
      return { ...state, step: state.step + 1, errors: {} };
    }
    case 'back':
      if (state.step === 0) return state;
      return { ...state, step: state.step - 1, errors: {}, status: 'editing' };
    case 'restart':
      return initialWizardState(event.answers);
  }
}
