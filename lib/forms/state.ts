/**
 * What a form post answers, read by the form with `useActionState`: the same object whether the
 * browser sent the form itself (no JavaScript: the page comes back rendered with it) or the
 * script did. Shared by the server and the browser; nothing here may import server code.
 */
export type FormState = {
  /** `idle` before the first post; then `refused` or `done`. */
  status: 'idle' | 'refused' | 'done';
  /** The form-level message: what went wrong, or what happened. */
  message?: string;
  /** Field name -> messages, shown on the fields (and listed in the error summary). */
  fieldErrors?: Record<string, string[]>;
  /** What the visitor typed, put back into the fields after a refusal; never a password. */
  values?: Record<string, string>;
  /** What an accepted post tells the page beyond its message (an enquiry's reference, say). */
  result?: Record<string, string>;
  /**
   * Choices the server found for the next step, for a browser without JavaScript: after the
   * country is chosen, registration's answer carries that country's states, then the cities.
   */
  options?: Record<string, { value: string; label: string }[]>;
  /** Counts posts, so a message shown again takes focus again. */
  attempt: number;
};

export const initialFormState: FormState = { status: 'idle', attempt: 0 };

/** The original site's words for a post that got no answer. */
export const NETWORK_ERROR = 'Network error, try again!';

/** The first message of a field, for its error line. */
export function fieldError(state: FormState, field: string): string | undefined {
  return state.fieldErrors?.[field]?.[0];
}

/** A field's value after a refusal, or its fallback. */
export function keptValue(state: FormState, field: string, fallback = ''): string {
  return state.values?.[field] ?? fallback;
}
