'use client';

import { useRouter } from 'next/navigation';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { FormSummary } from '@/components/forms/FormSummary.client';
import type { FormState } from '@/lib/forms/state';
import { hasAnswers, jobListHref, noAnswers, type JobAnswers } from '@/lib/jobs/job-answers';
import {
  initialWizardState,
  stepCount,
  wizardReducer,
  wizardSteps,
  type WizardField,
} from '@/lib/wizard/wizard-machine';
import { useAppStore, useStoredState } from '@/stores/app-store';
import { loadLocationStep, WizardStepFields, type WizardOptions } from './WizardStepFields.client';

type Options = {
  options: WizardOptions;
  /** The one form, drawn on the server (WizardOneForm): shown until the store is read. */
  oneForm: ReactNode;
};

/**
 * The job preference wizard. The server sends one ordinary GET form to /job-opportunities with
 * every question, which works without JavaScript. Once the store is read it becomes the four-step
 * wizard, starting from the answers already stored (so nothing is asked twice): only when the
 * store holds answers is the form rebuilt with them; a first visit keeps what the visitor chose.
 */
export function JobPreferenceWizard({ options, oneForm }: Options) {
  const hydrated = useStoredState();
  const stored = hydrated ? useAppStore.getState().answers : undefined;
  const resume = stored && hasAnswers(stored) ? stored : undefined;
  return (
    <Wizard
      key={resume ? 'stored' : 'empty'}
      options={options}
      oneForm={oneForm}
      initial={resume}
      ready={hydrated}
    />
  );
}

function Wizard({
  options,
  oneForm,
  initial,
  ready,
}: Options & { initial?: JobAnswers; ready: boolean }) {
  const [state, dispatch] = useReducer(wizardReducer, initial, initialWizardState);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const idPrefix = `wizard${useId()}`; // `_r_1_` since React 19.1: fit for an id as it is
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  const formRef = useRef<HTMLFormElement>(null);
  const router = useRouter();

  // React keeps what the server rendered, so choices made before hydration join the state here.
  useLayoutEffect(() => {
    if (!formRef.current) return;
    for (const [field, value] of new FormData(formRef.current)) {
      if (typeof value === 'string' && value && Object.hasOwn(noAnswers, field)) {
        dispatch({ type: 'change', field: field as WizardField, value });
      }
    }
  }, []);

  // Focus follows the step (not on first render, so loading the page does not jump to it).
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus();
  }, [state.step]);

  useEffect(() => {
    if (state.status !== 'complete') return;
    useAppStore.getState().saveAnswers(state.answers);
    router.push(jobListHref(state.answers));
  }, [router, state.status, state.answers]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Before the store is read the one form submits as it would without JavaScript.
    if (!ready) return;
    event.preventDefault();
    const next = wizardReducer(state, { type: 'next' });
    if (Object.keys(next.errors).length > 0) setFailedSubmits((count) => count + 1);
    // Each answered step is kept at once, so leaving half-way loses nothing.
    else useAppStore.getState().saveAnswers(next.answers);
    dispatch({ type: 'next' });
  }

  const step = wizardSteps[state.step]!;
  const last = state.step === stepCount - 1;
  // The step's problems, drawn by the site's one error summary as a refusal would be (its list
  // says what is wrong, so no summary line).
  const errors = Object.entries(state.errors); // only messages: a field answered leaves it
  const summary: FormState = {
    status: errors.length && failedSubmits ? 'refused' : 'idle',
    fieldErrors: Object.fromEntries(errors.map(([field, message]) => [field, [message!]])),
    attempt: failedSubmits,
  };

  return (
    <form
      ref={formRef}
      className="wizard"
      action="/job-opportunities"
      method="get"
      onSubmit={onSubmit}
      onFocus={ready ? () => void loadLocationStep() : undefined}
      noValidate
      aria-labelledby={ready ? `${idPrefix}-heading` : 'job-preferences-heading'}
      data-ready={ready || undefined}
    >
      {ready && (
        <ol className="wizard-progress" aria-label="Progress">
          {wizardSteps.map((item, index) => (
            <li
              key={item.id}
              aria-current={index === state.step ? 'step' : undefined}
              className={index < state.step ? 'done' : undefined}
            >
              <span className="wizard-progress-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="wizard-progress-label">
                {item.heading}
                {index < state.step && <span className="visually-hidden"> (answered)</span>}
              </span>
            </li>
          ))}
        </ol>
      )}
      <h3 id={`${idPrefix}-heading`} ref={headingRef} tabIndex={-1} className="wizard-heading">
        {ready && (
          <>
            <span className="wizard-count">
              Step {state.step + 1} of {stepCount}
            </span>{' '}
          </>
        )}
        {step.heading}
      </h3>
      <FormSummary state={summary} idPrefix={idPrefix} fields={errors.map(([field]) => field)} />
      {ready ? (
        <WizardStepFields
          step={state.step}
          answers={state.answers}
          errors={state.errors}
          options={options}
          idPrefix={idPrefix}
          onChange={(field: WizardField, value: string, label?: string) =>
            dispatch({ type: 'change', field, value, label })
          }
        />
      ) : (
        oneForm
      )}
      <div className="actions wizard-actions">
        {ready && (
          <button
            type="button"
            className="secondary"
            disabled={state.step === 0}
            onClick={() => dispatch({ type: 'back' })}
          >
            Previous
          </button>
        )}
        <button type="submit">{!ready || last ? 'Submit' : 'Next'}</button>
      </div>
    </form>
  );
}
