import type { ReactNode } from 'react';
import { ActionForm } from '@/components/forms/ActionForm.client';
import type { FieldSpec } from '@/components/forms/field-spec';
import { FormFrame } from '@/components/forms/FormFrame';
import type { ServerFormAction } from '@/components/forms/use-server-form';
import { StaffPage } from '@/components/staff/kit';

/** A staff sign-in step: a heading, what to do, and its form (answered on the same page). */
export function StaffForm({
  title,
  intro,
  action,
  idPrefix,
  fields,
  submit,
  permalink,
}: {
  title: string;
  intro?: ReactNode;
  action: ServerFormAction;
  idPrefix: string;
  fields: FieldSpec[];
  submit: string;
  /** The page's address without a fragment (components/forms/use-server-form.ts). */
  permalink: string;
}) {
  return (
    <StaffPage>
      <h1>{title}</h1>
      {intro}
      <FormFrame>
        <ActionForm
          action={action}
          idPrefix={idPrefix}
          fields={fields}
          submitLabel={submit}
          permalink={permalink}
        />
      </FormFrame>
    </StaffPage>
  );
}
