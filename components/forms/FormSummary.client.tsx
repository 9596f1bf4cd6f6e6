'use client';

import { useEffect, useRef } from 'react';
import type { FormState } from '@/lib/forms/state';

/** The form-level message's box, which the form names in its aria-describedby. */
export const formMessageId = (idPrefix: string) => `${idPrefix}-form-message`;

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
  const { status, attempt, fieldErrors = {} } = state;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'idle') return;
    // Centred rather than scrolled to the top, where the sticky header would cover it.
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'center' });
  }, [status, attempt]);

  const first = (field: string) => fieldErrors[field]?.[0];
  // The shown fields with a message, in the form's order: the list.
  const listed = fields.filter(first);
  // The summary line where nothing is listed (a listed field's message says it better than the
  // refusal's "Some fields need attention." or "This username is taken."), then the errors of
  // fields the form does not show (a link's token, say).
  // Each sentence once: a refusal often says the same of the form and of its hidden field.
  const message = [
    ...new Set([
      listed.length ? '' : state.message,
      ...Object.keys(fieldErrors)
        .filter((field) => !fields.includes(field))
        .map(first),
    ]),
  ]
    .filter(Boolean)
    .join(' ');
  const listTitle = listed.length > 0 ? `${idPrefix}-summary-title` : undefined;

  return (
    <div id={formMessageId(idPrefix)}>
      {status !== 'idle' && (
        <div
          key={attempt}
          ref={ref}
          className={
            status === 'done'
              ? 'form-message success'
              : listTitle
                ? 'error-summary'
                : 'form-message error'
          }
          role={status === 'done' ? 'status' : 'alert'}
          tabIndex={-1}
          autoFocus
          aria-labelledby={listTitle}
        >
          {listTitle && <h2 id={listTitle}>There is a problem</h2>}
          {message && <p>{message}</p>}
          {listTitle && (
            <ul>
              {listed.map((field) => (
                <li key={field}>
                  <a href={`#${idPrefix}-${field}`}>{first(field)}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
