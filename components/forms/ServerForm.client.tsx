'use client';

import type { FormEvent, ReactNode } from 'react';
import type { FormState } from '@/lib/forms/state';
import { FormRecovery } from './FormRecovery.client';
import { formMessageId, FormSummary } from './FormSummary.client';
import { useServerForm, type ServerFormAction } from './use-server-form';

/** What a form's fields are drawn with: its answer, its pending state, each field's binding. */
export type ServerFormApi = ReturnType<typeof useServerForm>;

type Props = {
  action: ServerFormAction;
  /** Ids are `${idPrefix}-${field}`; unique on the page. */
  idPrefix: string;
  /** The page's address without a fragment (use-server-form.ts says why). */
  permalink?: string;
  /** The fields the visitor sees, in order: the error summary lists their messages so. */
  fields: readonly string[];
  /** Names the form for assistive technology when a page has several. */
  label?: string;
  /** The form's id, for controls elsewhere on the page that belong to it (`form="..."`). */
  formId?: string;
  /** Other text the form is described by (a note of which fields are required, say). */
  describedBy?: string;
  /** A new form when this changes (React resets a form once its action is done). */
  formKey?: (api: ServerFormApi) => string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The browser's own refusal of the post (a check before sending), shown as the server's is. */
  refusal?: FormState;
  /** What takes the form's place once the post is accepted (a confirmation), if anything. */
  done?: (state: FormState) => ReactNode;
  /** Around the form or what took its place (a disclosure it sits in, say). */
  frame?: (content: ReactNode, api: ServerFormApi) => ReactNode;
  children: (api: ServerFormApi) => ReactNode;
};

/**
 * The one way a form posts and is answered, for every form of the site: its Server Action through
 * `useActionState` (a browser without JavaScript posts the same form and gets the page back with
 * the answer), the answer above the fields (FormSummary: every field's message, focused), the
 * recovery from a post that got no answer (FormRecovery), and no browser validation tooltips: the
 * summary answers, the same with and without JavaScript.
 */
export function ServerForm(props: Props) {
  return <FormRecovery>{(recovered) => <Form {...props} recovered={recovered} />}</FormRecovery>;
}

function Form({
  action,
  idPrefix,
  permalink,
  fields,
  label,
  formId,
  describedBy,
  formKey,
  onSubmit,
  refusal,
  done,
  frame,
  children,
  recovered,
}: Props & { recovered?: FormState }) {
  const form = useServerForm(action, idPrefix, { recovered, permalink });
  const content =
    done && form.state.status === 'done' ? (
      done(form.state)
    ) : (
      <form
        key={formKey?.(form)}
        id={formId}
        action={form.dispatch}
        onSubmit={onSubmit}
        noValidate
        aria-label={label}
        aria-describedby={[describedBy, formMessageId(idPrefix)].filter(Boolean).join(' ')}
      >
        <FormSummary state={refusal ?? form.state} idPrefix={idPrefix} fields={fields} />
        {children(form)}
      </form>
    );
  return frame ? frame(content, form) : content;
}
