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
 */
export function useServerForm(action: ServerFormAction, idPrefix: string, recovered?: FormState) {
  const [state, dispatch, pending] = useActionState(action, recovered ?? initialFormState);
  const field = (name: string, fallback = '') => ({
    id: `${idPrefix}-${name}`,
    name,
    defaultValue: keptValue(state, name, fallback),
    error: fieldError(state, name),
  });
  return { state, dispatch, pending, field, idPrefix };
}
