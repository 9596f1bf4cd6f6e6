'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { FormFeedback } from '@/components/forms/FormFeedback.client';
import { PrivacyLine } from '@/components/forms/PrivacyLine';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import {
  formMessageId,
  summaryOf,
  useFormFeedback,
  type PlaceFieldError,
} from '@/components/forms/use-form-feedback';
import { api } from '@/lib/api-client';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import {
  CV_MAX_BYTES,
  CV_REQUIRED,
  CV_TOO_LARGE,
  CV_WRONG_KIND,
  formDataToObject,
  enquiryReference,
  type EnquiryReceipt,
} from '@/lib/validation/enquiry-rules';
import type { EnquiryKind } from '@/lib/validation/enquiries';
import type { FieldSpec } from './field-spec';
import { FieldControl } from './FieldControl.client';

type Props = {
  kind: EnquiryKind;
  fields: FieldSpec[];
  submitLabel: string;
  pendingLabel?: string;
  confirmation: { title: string; text: string };
  /** Query parameters that pre-fill a field, e.g. { service: 'service' } for ?service=slug. */
  prefillFromQuery?: Record<string, string>;
};

/** What the browser can check of a CV before sending; the server checks the content too. */
function cvError(form: FormData): string | undefined {
  const file = form.get('cv');
  const upload = file instanceof File && file.size > 0 ? file : undefined;
  if (!upload) return form.get('cvLink') ? undefined : CV_REQUIRED;
  if (upload.size > CV_MAX_BYTES) return CV_TOO_LARGE;
  if (!/\.(pdf|docx?)$/i.test(upload.name)) return CV_WRONG_KIND;
  return undefined;
}

const noSubscribe = () => () => {};

let schemaModule: Promise<typeof import('@/lib/validation/enquiries')> | undefined;
/** The shared zod schema, fetched when a visitor first focuses a field (see enquiry-rules.ts). */
const loadSchema = () => (schemaModule ??= import('@/lib/validation/enquiries'));

/**
 * The one client engine behind the study, job application, business and contact forms: checks
 * the input with the shared schema, posts it as multipart to /api/enquiries, shows the server's
 * field messages on their fields, and ends on a confirmation that takes focus.
 */
export function EnquiryForm({
  kind,
  fields,
  submitLabel,
  pendingLabel = 'Sending…',
  confirmation,
  prefillFromQuery,
}: Props) {
  const idPrefix = useId().replace(/:/g, '');
  const feedback = useFormFeedback();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [receipt, setReceipt] = useState<EnquiryReceipt | null>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  // Read after hydration; the form remounts with the pre-filled values (static HTML has none).
  const search = useSyncExternalStore(
    noSubscribe,
    () => window.location.search,
    () => '',
  );
  const hydrated = useHydrated();
  const query = new URLSearchParams(search);
  const defaults = Object.fromEntries(
    Object.entries(prefillFromQuery ?? {}).flatMap(([param, field]) => {
      const value = query.get(param);
      return value ? [[field, value]] : [];
    }),
  );

  useEffect(() => {
    if (receipt) confirmationRef.current?.focus();
  }, [receipt]);

  const visible = fields.flatMap((field) => (field.kind === 'hidden' ? [] : [field.name]));
  /** Shows each error on its field, or in the message when the form has no such field. */
  function showErrors(fail: (place: PlaceFieldError) => void) {
    const placed: Record<string, string> = {};
    fail((field, message) => {
      if (!visible.includes(field)) return false;
      placed[field] = message;
      return true;
    });
    setErrors(placed);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const { enquiryErrors } = await loadSchema();
    const found = enquiryErrors(formDataToObject(form));
    const cv = kind === 'job-application' ? cvError(form) : undefined;
    if (cv) found.cv = cv;
    if (Object.keys(found).length > 0)
      return showErrors((place) => feedback.failedOn(found, place));
    setErrors({});
    feedback.clear();
    setPending(true);
    const result = await api.postForm<EnquiryReceipt>('/api/enquiries', form);
    setPending(false);
    if (result.ok) return setReceipt(result.data);
    showErrors((place) => feedback.refused(result.error, place));
  }

  if (receipt) {
    return (
      <div className="form-message success enquiry-confirmation" role="status">
        <h3 ref={confirmationRef} tabIndex={-1}>
          {confirmation.title}
        </h3>
        <p>{confirmation.text}</p>
        <p className="reference">Reference: {enquiryReference(receipt.id)}</p>
      </div>
    );
  }

  return (
    <form
      key={search}
      // Without JavaScript the browser checks required fields and posts the form itself; the
      // route handler then answers with a redirect to a confirmation page.
      action="/api/enquiries"
      method="post"
      onSubmit={onSubmit}
      onFocus={() => void loadSchema()}
      noValidate={hydrated}
      data-ready={hydrated || undefined}
      encType="multipart/form-data"
      aria-describedby={`${idPrefix}-required ${formMessageId(idPrefix)}`}
    >
      <FormFeedback
        summary={summaryOf(visible, (name) => errors[name], idPrefix)}
        outcome={feedback.outcome}
        attempt={feedback.attempt}
        idPrefix={idPrefix}
      />
      <input type="hidden" name="type" value={kind} />
      <p className="hint" id={`${idPrefix}-required`}>
        All fields are required unless marked optional.
      </p>
      {fields.map((field) => (
        <FieldControl
          key={field.name}
          field={field}
          idPrefix={idPrefix}
          error={errors[field.name]}
          defaultValue={
            defaults[field.name] ?? ('defaultValue' in field ? field.defaultValue : undefined)
          }
        />
      ))}
      <div className="actions">
        <SubmitButton pending={pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
        <PrivacyLine />
      </div>
    </form>
  );
}
