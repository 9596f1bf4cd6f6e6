'use client';

import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { FieldSpec } from '@/components/forms/field-spec';
import { FieldControl } from '@/components/forms/FieldControl.client';
import { FormRecovery } from '@/components/forms/FormRecovery.client';
import { formMessageId, FormSummary } from '@/components/forms/FormSummary.client';
import { PrivacyLine } from '@/components/forms/PrivacyLine';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { useServerForm, type ServerFormAction } from '@/components/forms/use-server-form';
import { keptValue, type FormState } from '@/lib/forms/state';
import {
  CV_MAX_BYTES,
  CV_TOO_LARGE,
  CV_WRONG_KIND,
  SPAM_TRAP_FIELD,
} from '@/lib/validation/enquiry-rules';
import type { EnquiryKind } from '@/lib/validation/enquiries';

type Props = {
  /** The page's address without a fragment (use-server-form.ts says why). */
  permalink?: string;
  action: ServerFormAction;
  kind: EnquiryKind;
  fields: FieldSpec[];
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
 * The one form behind the study, job application, business and contact enquiries. It posts to
 * the enquiry Server Action (lib/enquiries/form.ts), which checks it with the shared schema;
 * a refusal comes back with the values and each field's message, an accepted enquiry as a
 * confirmation with its reference in the form's place: with JavaScript or without.
 */
export function EnquiryForm(props: Props) {
  return <FormRecovery>{(recovered) => <Enquiry {...props} recovered={recovered} />}</FormRecovery>;
}

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

function Enquiry({
  action,
  kind,
  fields,
  submitLabel,
  pendingLabel = 'Sending…',
  confirmation,
  prefillFromQuery,
  disclosure,
  permalink,
  recovered,
}: Props & { recovered?: FormState }) {
  const idPrefix = useId().replace(/:/g, '');
  const form = useServerForm(action, idPrefix, { recovered, permalink });
  // A CV the browser can already tell is wrong: refused here, shown like the server's refusals.
  const [checked, setChecked] = useState<FormState>();
  const state = checked ?? form.state;
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const done = form.state.status === 'done';
  useEffect(() => {
    if (done) confirmationRef.current?.focus();
  }, [done]);
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
  const visible = fields.flatMap((field) => (field.kind === 'hidden' ? [] : [field.name]));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problem = cvProblem(event.currentTarget);
    setChecked(
      problem
        ? {
            status: 'refused',
            message: 'Some fields need attention.',
            fieldErrors: { cv: [problem] },
            attempt: state.attempt + 1,
          }
        : undefined,
    );
    if (problem) event.preventDefault();
  };

  const content: ReactNode = done ? (
    <div className="form-message success enquiry-confirmation" role="status">
      {/* autoFocus for the page a browser without JavaScript gets back; the effect with it. */}
      <h3 ref={confirmationRef} tabIndex={-1} autoFocus>
        {confirmation.title}
      </h3>
      <p>{confirmation.text}</p>
      <p className="reference">Reference: {form.state.result?.reference}</p>
    </div>
  ) : (
    <form
      // A new form after each answer: React resets a form once its action is done, and a
      // select goes back to its first render's choice, not to the value given back.
      key={`${search}:${form.state.attempt}`}
      action={form.dispatch}
      onSubmit={onSubmit}
      // Every form is answered by the site's error summary with every field's message, with
      // and without JavaScript; the browser's one-at-a-time tooltips would come first.
      noValidate
      aria-describedby={`${idPrefix}-required ${formMessageId(idPrefix)}`}
    >
      <FormSummary state={state} idPrefix={idPrefix} fields={visible} />
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
      {fields.map((field) => (
        <FieldControl
          key={field.name}
          field={field}
          idPrefix={idPrefix}
          error={state.fieldErrors?.[field.name]?.[0]}
          defaultValue={keptValue(
            form.state,
            field.name,
            prefill[field.name] ?? ('defaultValue' in field ? (field.defaultValue ?? '') : ''),
          )}
        />
      ))}
      <div className="actions">
        <SubmitButton pending={form.pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
        <PrivacyLine />
      </div>
    </form>
  );

  if (!disclosure) return content;
  return (
    <details open={state.status !== 'idle' || undefined}>
      <summary className="disclosure-button">{disclosure.summary}</summary>
      <section className="enquiry-panel" aria-labelledby={disclosure.id}>
        <h2 id={disclosure.id} tabIndex={-1}>
          {disclosure.heading}
        </h2>
        {content}
      </section>
    </details>
  );
}
