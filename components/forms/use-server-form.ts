'use client';

import { useActionState } from 'react';
import { fieldError, initialFormState, keptValue, type FormState } from '@/lib/forms/state';

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
  return { state, dispatch, pending, field };
}
