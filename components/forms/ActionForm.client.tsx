'use client';

import { CheckboxField } from './CheckboxField.client';
import type { FieldSpec } from './field-spec';
import { FieldControl } from './FieldControl.client';
import { FocusedStatus } from './FocusedStatus.client';
import { ServerForm } from './ServerForm.client';
import { SubmitButton } from './SubmitButton.client';
import type { ServerFormAction } from './use-server-form';

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
  /**
   * Done once: an accepted post's answer takes the form's place, so there is no button left to
   * press again (starting an alert, say).
   */
  once?: boolean;
};

/**
 * A form described as data, posted to its Server Action (ServerForm): the fields, the answer
 * above them (refusals focused, values kept), and the submit button. The back office's forms and
 * the portal's simplest are all this one; forms with more to do (the enquiries, registration, a
 * password and its confirmation) draw their own fields in a ServerForm.
 */
export function ActionForm({
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
  once,
}: Props) {
  const visible = fields.flatMap((field) => (field.kind === 'hidden' ? [] : [field.name]));
  return (
    <ServerForm
      action={action}
      idPrefix={idPrefix}
      permalink={permalink}
      fields={visible}
      label={label}
      formId={formId}
      done={once ? (state) => <FocusedStatus message={state.message ?? ''} /> : undefined}
    >
      {(form) => {
        const body = (
          <>
            {fields.map((field) => {
              const initial = 'defaultValue' in field ? field.defaultValue : '';
              const bound = form.field(field.name, initial);
              if (field.kind === 'checkbox') {
                return (
                  <CheckboxField
                    key={`${field.name}:${initial}`}
                    field={field}
                    id={bound.id}
                    error={bound.error}
                    // After a refusal, as it was sent (an unticked box sends nothing).
                    checked={
                      form.state.status === 'refused'
                        ? form.state.values?.[field.name] === field.value
                        : initial === field.value
                    }
                  />
                );
              }
              return (
                <FieldControl
                  // Drawn again when the page's value changes (another form changed it, the page
                  // was refreshed): an uncontrolled control would keep showing the old one.
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
        return closed ? (
          <fieldset className="form-closed" disabled>
            {body}
          </fieldset>
        ) : (
          body
        );
      }}
    </ServerForm>
  );
}
