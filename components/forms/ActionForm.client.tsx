'use client';

import type { FieldSpec } from './field-spec';
import { FieldControl } from './FieldControl.client';
import { FormRecovery } from './FormRecovery.client';
import { formMessageId, FormSummary } from './FormSummary.client';
import { SubmitButton } from './SubmitButton.client';
import { useServerForm, type ServerFormAction } from './use-server-form';
import type { FormState } from '@/lib/forms/state';

type Props = {
  /** The page's address without a fragment (use-server-form.ts says why). */
  permalink?: string;
  action: ServerFormAction;
  /** Ids are `${idPrefix}-${field}`; unique on the page. */
  idPrefix: string;
  fields: FieldSpec[];
  submitLabel: string;
  pendingLabel?: string;
  /** Names the form for assistive technology when a page has several. */
  label?: string;
  /** The form's id, for controls elsewhere on the page that belong to it (`form="..."`). */
  formId?: string;
  /**
   * Shown but closed to changes (its fields and button disabled): the form stays on the page so
   * that a refusal it answered is still shown there, with or without JavaScript.
   */
  closed?: boolean;
  /** A submit that removes or takes away (Disable, Remove, Delete, Erase) looks the part. */
  tone?: 'danger';
};

/**
 * A form described as data, posted to its Server Action: the fields, the answer above them
 * (refusals focused, values kept), and the submit button. The back office's forms are all this
 * one; forms with more to do (the enquiries, registration) have their own client parts.
 */
export function ActionForm(props: Props) {
  return <FormRecovery>{(recovered) => <Form {...props} recovered={recovered} />}</FormRecovery>;
}

function Form({
  action,
  idPrefix,
  fields,
  submitLabel,
  pendingLabel = 'Saving…',
  label,
  permalink,
  closed,
  formId,
  tone,
  recovered,
}: Props & { recovered?: FormState }) {
  const form = useServerForm(action, idPrefix, { recovered, permalink });
  const visible = fields.flatMap((field) => (field.kind === 'hidden' ? [] : [field.name]));
  const body = (
    <>
      {fields.map((field) => {
        const initial = 'defaultValue' in field ? field.defaultValue : '';
        const bound = form.field(field.name, initial);
        return (
          <FieldControl
            // Drawn again when the page's value changes (another form changed it, the page was
            // refreshed): an uncontrolled control would keep showing the old one.
            key={`${field.name}:${initial}`}
            field={field}
            idPrefix={idPrefix}
            error={bound.error}
            // A closed form shows what is so, not the refused change.
            defaultValue={closed ? initial : bound.defaultValue}
          />
        );
      })}
      <div className="actions">
        <SubmitButton pending={form.pending} pendingLabel={pendingLabel} className={tone}>
          {submitLabel}
        </SubmitButton>
      </div>
    </>
  );
  return (
    <form
      id={formId}
      action={form.dispatch}
      // Answered by the error summary, as every form is (not the browser's tooltips).
      noValidate
      aria-label={label}
      aria-describedby={formMessageId(idPrefix)}
    >
      <FormSummary state={form.state} idPrefix={idPrefix} fields={visible} />
      {closed ? (
        <fieldset className="form-closed" disabled>
          {body}
        </fieldset>
      ) : (
        body
      )}
    </form>
  );
}
