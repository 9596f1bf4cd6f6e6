'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { ErrorSummary } from '@/components/forms/ErrorSummary.client';
import { hasAnswers, type JobAnswers } from '@/lib/jobs/job-answers';
import {
  initialWizardState,
  stepCount,
  wizardReducer,
  wizardSteps,
  type WizardField,
} from '@/lib/wizard/wizard-machine';
import { useAppStore, useStoredState } from '@/stores/app-store';
import { WizardStepFields, type WizardOptions } from './WizardStepFields.client';

/**
 * The four-step job preference wizard. It starts from the answers already stored (so nothing is
 * asked twice): the store is read after hydration, and only when it holds answers is the form
 * rebuilt with them; a first visit keeps the form the server rendered.
 *
 * Until the store is read, the first step shows stand-ins of its controls' size instead of the
 * controls (ControlStandIn says why the server sends no controls), and Next does nothing, so
 * nothing typed in that moment is lost when stored answers replace the form.
 */
export function JobPreferenceWizard({ options }: { options: WizardOptions }) {
  const hydrated = useStoredState();
  const stored = hydrated ? useAppStore.getState().answers : undefined;
  const resume = stored && hasAnswers(stored) ? stored : undefined;
  return (
    <Wizard key={resume ? 'stored' : 'empty'} options={options} initial={resume} ready={hydrated} />
  );
}

function Wizard({
  options,
  initial,
  ready,
}: {
  options: WizardOptions;
  initial?: JobAnswers;
  ready: boolean;
}) {
  const [state, dispatch] = useReducer(wizardReducer, initial, initialWizardState);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const idPrefix = `wizard${useId().replace(/:/g, '')}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  const router = useRouter();

  // Focus follows the step (not on first render, so loading the page does not jump to it).
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus();
  }, [state.step]);

  useEffect(() => {
    if (state.status !== 'complete') return;
    useAppStore.getState().saveAnswers(state.answers);
    router.push('/job-opportunities');
  }, [router, state.status, state.answers]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    const next = wizardReducer(state, { type: 'next' });
    if (Object.keys(next.errors).length > 0) setFailedSubmits((count) => count + 1);
    // Each answered step is kept at once, so leaving half-way loses nothing.
    else useAppStore.getState().saveAnswers(next.answers);
    dispatch({ type: 'next' });
  }

  const step = wizardSteps[state.step]!;
  const last = state.step === stepCount - 1;
  const summary = Object.entries(state.errors).map(([field, message]) => ({
    fieldId: `${idPrefix}-${field}`,
    message: message ?? '',
  }));

  return (
    <form
      className="wizard"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${idPrefix}-heading`}
      data-ready={ready || undefined}
    >
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
      <h3 id={`${idPrefix}-heading`} ref={headingRef} tabIndex={-1} className="wizard-heading">
        <span className="wizard-count">
          Step {state.step + 1} of {stepCount}
        </span>{' '}
        {step.heading}
      </h3>
      <ErrorSummary items={summary} focusKey={failedSubmits} />
      <WizardStepFields
        step={state.step}
        answers={state.answers}
        errors={state.errors}
        options={options}
        idPrefix={idPrefix}
        standIn={!ready}
        onChange={(field: WizardField, value: string, label?: string) =>
          dispatch({ type: 'change', field, value, label })
        }
      />
      <div className="actions wizard-actions">
        <button
          type="button"
          className="secondary"
          disabled={state.step === 0}
          onClick={() => dispatch({ type: 'back' })}
        >
          Previous
        </button>
        <button type="submit">{last ? 'Submit' : 'Next'}</button>
      </div>
    </form>
  );
}
