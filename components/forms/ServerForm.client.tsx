'use client';

import { unstable_rethrow } from 'next/navigation';
import { Component, useActionState, type FormEvent, type ReactNode } from 'react';
import {
  fieldError,
  initialFormState,
  keptValue,
  NETWORK_ERROR,
  type FormState,
} from '@/lib/forms/state';
import { formMessageId, FormSummary } from './FormSummary.client';

// One module for the whole of a form's client side (the hook, the recovery, the wrapper): each
// module costs the pages that load it a wrapper of its own, and every form loads all three.

/** A Server Action made by lib/forms/serve.ts, as a page hands it to its form. */
export type ServerFormAction = (state: FormState, form: FormData) => Promise<FormState>;

/**
 * One hook for every form: `useActionState` on the form's Server Action. The form's `action` is
 * `dispatch`, so a browser without JavaScript posts it natively and gets the page back with the
 * answer rendered; with JavaScript the answer arrives without a page load. `field(name)` gives a
 * control its id, name, the value to show again after a refusal, and its message.
 *
 * `permalink` is the page's own address (path and query, never a fragment), where such a post
 * goes: posted to an address with a fragment, the page would come back scrolled to it, and the
 * browser would skip the autofocus that puts the answer in front of the visitor. It also keys the
 * answer, so it suits a form that appears once on its page.
 */
export function useServerForm(
  action: ServerFormAction,
  idPrefix: string,
  { recovered, permalink }: { recovered?: FormState; permalink?: string } = {},
) {
  const [state, dispatch, pending] = useActionState(
    action,
    recovered ?? initialFormState,
    permalink,
  );
  const field = (name: string, fallback = '') => ({
    id: `${idPrefix}-${name}`,
    name,
    defaultValue: keptValue(state, name, fallback),
    error: fieldError(state, name),
  });
  return { state, dispatch, pending, field, idPrefix };
}

type RecoveryProps = { children: (recovered?: FormState) => ReactNode };

type RecoveryState = { failedAt?: number };

/**
 * A form's post that gets no answer (no connection, or an answer that is not the form's) makes
 * the Server Action's promise reject, which React hands to the nearest error boundary: this one.
 * A redirect rejects it too, and goes on to Next's boundary.
 * It draws the form again with "Network error, try again!" and the values that were sent, except
 * passwords, so nothing typed is lost and the visitor can simply send it again.
 */
export class FormRecovery extends Component<RecoveryProps, RecoveryState> {
  state: RecoveryState = {};
  private sent: Record<string, string> = {};

  static getDerivedStateFromError(error: unknown): RecoveryState {
    // A post answered with a redirect rejects with Next's own error, for Next's boundary to
    // navigate: caught here, a change made and saved read as "Network error" (to the same page,
    // where nothing else replaced the form).
    unstable_rethrow(error);
    return { failedAt: Date.now() };
  }

  /** Remembers what a post carried, before it goes. */
  private remember = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target as HTMLFormElement;
    const values: Record<string, string> = {};
    for (const element of Array.from(form.elements)) {
      const control = element as HTMLInputElement;
      if (!control.name || control.type === 'password' || control.type === 'file') continue;
      if ((control.type === 'checkbox' || control.type === 'radio') && !control.checked) continue;
      values[control.name] = control.value;
    }
    this.sent = values;
  };

  render() {
    const { failedAt } = this.state;
    const recovered: FormState | undefined = failedAt
      ? { status: 'refused', message: NETWORK_ERROR, values: this.sent, attempt: failedAt }
      : undefined;
    // A new key after a failure: the form starts afresh from the recovered state.
    return (
      <div onSubmitCapture={this.remember} key={failedAt ?? 0}>
        {this.props.children(recovered)}
      </div>
    );
  }
}

/** What a form's fields are drawn with: its answer, its pending state, each field's binding. */
export type ServerFormApi = ReturnType<typeof useServerForm>;

type Props = {
  action: ServerFormAction;
  /** Ids are `${idPrefix}-${field}`; unique on the page. */
  idPrefix: string;
  /** The page's address without a fragment (useServerForm says why). */
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
