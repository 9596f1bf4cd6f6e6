'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { EnquiryFieldSpec, InputSpec } from '@/components/forms/field-spec';
import { FieldControl } from '@/components/forms/FieldControl.client';
import { PrivacyLine } from '@/components/forms/PrivacyLine';
import { ServerForm } from '@/components/forms/ServerForm.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import type { ServerFormAction } from '@/components/forms/use-server-form';
import { keptValue, type FormState } from '@/lib/forms/state';
import {
  CV_MAX_BYTES,
  CV_TOO_LARGE,
  CV_WRONG_KIND,
  SPAM_TRAP_FIELD,
} from '@/lib/validation/enquiry-rules';
import type { EnquiryKind } from '@/lib/validation/enquiries';
import { useMemberContact } from './use-member-contact';

type Props = {
  /** The page's address without a fragment (use-server-form.ts says why). */
  permalink?: string;
  action: ServerFormAction;
  kind: EnquiryKind;
  fields: EnquiryFieldSpec[];
  submitLabel: string;
  pendingLabel?: string;
  confirmation: { title: string; text: string };
  /** Query parameters that pre-fill a field, e.g. { service: 'service' } for ?service=slug. */
  prefillFromQuery?: Record<string, string>;
  /**
   * The form behind a disclosure (Apply), in a panel with its heading: drawn here, so that the
   * page a post comes back to has it open on the answer.
   */
  disclosure?: { summary: string; heading: string; id: string };
};

const noSubscribe = () => () => {};

/**
 * What the browser can tell of a CV before sending 5 MB for nothing; the server checks the
 * content too.
 */
function cvProblem(form: HTMLFormElement): string | undefined {
  const input = form.elements.namedItem('cv');
  const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
  if (!file) return undefined;
  if (file.size > CV_MAX_BYTES) return CV_TOO_LARGE;
  if (!/\.(pdf|docx?)$/i.test(file.name)) return CV_WRONG_KIND;
  return undefined;
}

/** The accepted enquiry, in the form's place: its reference, focused when it arrives. */
function Confirmation({
  title,
  text,
  reference,
}: {
  title: string;
  text: string;
  reference?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="form-message success enquiry-confirmation" role="status">
      {/* autoFocus for the page a browser without JavaScript gets back; the effect with it. */}
      <h3 ref={ref} tabIndex={-1} autoFocus>
        {title}
      </h3>
      <p>{text}</p>
      <p className="reference">Reference: {reference}</p>
    </div>
  );
}

/**
 * The one form behind the study, job application, business and contact enquiries. It posts to
 * the enquiry Server Action (lib/enquiries/form.ts), which checks it with the shared schema;
 * a refusal comes back with the values and each field's message, an accepted enquiry as a
 * confirmation with its reference in the form's place: with JavaScript or without.
 */
export function EnquiryForm({
  action,
  kind,
  fields,
  submitLabel,
  pendingLabel = 'Sending…',
  confirmation,
  prefillFromQuery,
  disclosure,
  permalink,
}: Props) {
  // React 19.1 on gives ids like `_r_1_`, usable as they are in an `href="#..."` and a selector.
  const idPrefix = useId();
  useMemberContact(idPrefix);
  // Read after hydration; the form remounts with the pre-filled values (static HTML has none).
  const search = useSyncExternalStore(
    noSubscribe,
    () => window.location.search,
    () => '',
  );
  const query = new URLSearchParams(search);
  const prefill = Object.fromEntries(
    Object.entries(prefillFromQuery ?? {}).flatMap(([param, field]) => {
      const value = query.get(param);
      return value ? [[field, value]] : [];
    }),
  );
  const inputs = fields.flatMap((field) => (field.kind === 'group' ? field.fields : [field]));
  const visible = inputs.flatMap((field) => (field.kind === 'hidden' ? [] : [field.name]));
  // A CV the browser can already tell is wrong: refused here, shown like the server's refusals.
  const [refusal, setRefusal] = useState<FormState>();

  return (
    <ServerForm
      action={action}
      idPrefix={idPrefix}
      permalink={permalink}
      fields={visible}
      describedBy={`${idPrefix}-required`}
      // A new form after each answer: React resets a form once its action is done, and a
      // select goes back to its first render's choice, not to the value given back.
      formKey={(form) => `${search}:${form.state.attempt}`}
      refusal={refusal}
      onSubmit={(event) => {
        const problem = cvProblem(event.currentTarget);
        if (problem) event.preventDefault();
        setRefusal(
          problem
            ? {
                status: 'refused',
                fieldErrors: { cv: [problem] },
                attempt: Date.now(),
              }
            : undefined,
        );
      }}
      done={(state) => <Confirmation {...confirmation} reference={state.result?.reference} />}
      frame={(content, form) =>
        disclosure ? (
          <details open={form.state.status !== 'idle' || undefined}>
            <summary className="disclosure-button">{disclosure.summary}</summary>
            <section className="enquiry-panel" aria-labelledby={disclosure.id}>
              <h2 id={disclosure.id} tabIndex={-1}>
                {disclosure.heading}
              </h2>
              {content}
            </section>
          </details>
        ) : (
          content
        )
      }
    >
      {(form) => (
        <>
          <input type="hidden" name="type" value={kind} />
          {/* The spam trap (enquiry-rules.ts): no person sees, reaches or hears it. */}
          <div className="form-trap" aria-hidden="true">
            <label htmlFor={`${idPrefix}-${SPAM_TRAP_FIELD}`}>Leave this field empty</label>
            <input
              id={`${idPrefix}-${SPAM_TRAP_FIELD}`}
              type="text"
              name={SPAM_TRAP_FIELD}
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          <p className="hint" id={`${idPrefix}-required`}>
            All fields are required unless marked optional.
          </p>
          {fields.map((field) => {
            const control = (input: InputSpec, oneOf?: boolean) => (
              <FieldControl
                key={input.name}
                field={input}
                idPrefix={idPrefix}
                oneOf={oneOf}
                error={(refusal ?? form.state).fieldErrors?.[input.name]?.[0]}
                defaultValue={keptValue(
                  form.state,
                  input.name,
                  prefill[input.name] ??
                    ('defaultValue' in input ? (input.defaultValue ?? '') : ''),
                )}
              />
            );
            if (field.kind !== 'group') return control(field);
            const hintId = `${idPrefix}-${field.name}-hint`;
            return (
              <fieldset key={field.name} className="field-group" aria-describedby={hintId}>
                <legend>{field.legend}</legend>
                <p className="hint" id={hintId}>
                  {field.hint}
                </p>
                {field.fields.map((input) => control(input, true))}
              </fieldset>
            );
          })}
          <div className="actions">
            <SubmitButton pending={form.pending} pendingLabel={pendingLabel}>
              {submitLabel}
            </SubmitButton>
            <PrivacyLine />
          </div>
        </>
      )}
    </ServerForm>
  );
}
