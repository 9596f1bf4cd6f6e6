'use client';

import { useEffect, useRef } from 'react';
import type { FormState } from '@/lib/forms/state';

/** The form-level message's box, which the form names in its aria-describedby. */
export const formMessageId = (idPrefix: string) => `${idPrefix}-form-message`;

/** The schema's own summary line: the list below says it better. */
const GENERIC = 'Some fields need attention.';

/**
 * The answer to a post, above the form: after a refusal, what went wrong and a list of the fields
 * to mend (each a link to its control); after an accepted post, its message. It takes focus
 * each time, so keyboard and screen-reader users land on it: in the page sent back to a browser
 * without JavaScript through `autofocus`, and after a post with JavaScript through the effect.
 */
export function FormSummary({
  state,
  idPrefix,
  fields,
}: {
  state: FormState;
  idPrefix: string;
  /** The fields the visitor sees, in order: the list's order. */
  fields: readonly string[];
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status === 'idle') return;
    // Centred rather than scrolled to the top, where the sticky header would cover it.
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'center' });
  }, [state.status, state.attempt]);

  const items = fields.flatMap((field) => {
    const message = state.fieldErrors?.[field]?.[0];
    return message ? [{ field, message }] : [];
  });
  // Errors of fields the form does not show (a link's token, say) speak through the message.
  const unseen = Object.entries(state.fieldErrors ?? {})
    .filter(([field]) => !fields.includes(field))
    .map(([, messages]) => messages[0]);
  // The summary line, unless the list already says it (a field's own message, or the generic one).
  const listed = state.message === GENERIC || items.some((item) => item.message === state.message);
  const message = [items.length && listed ? '' : state.message, ...unseen]
    .filter(Boolean)
    .join(' ');

  if (state.status === 'idle') return <div id={formMessageId(idPrefix)} />;
  if (state.status === 'done') {
    return (
      <div id={formMessageId(idPrefix)}>
        <div
          key={state.attempt}
          ref={ref}
          className="form-message success"
          role="status"
          tabIndex={-1}
          autoFocus
        >
          <p>{message}</p>
        </div>
      </div>
    );
  }
  return (
    <div id={formMessageId(idPrefix)}>
      <div
        key={state.attempt}
        ref={ref}
        className={items.length ? 'error-summary' : 'form-message error'}
        role="alert"
        tabIndex={-1}
        autoFocus
        aria-labelledby={items.length ? `${idPrefix}-summary-title` : undefined}
      >
        {items.length > 0 && <h2 id={`${idPrefix}-summary-title`}>There is a problem</h2>}
        {message && <p>{message}</p>}
        {items.length > 0 && (
          <ul>
            {items.map(({ field, message: text }) => (
              <li key={field}>
                <a href={`#${idPrefix}-${field}`}>{text}</a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
