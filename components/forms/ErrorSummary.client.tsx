'use client';

import { useEffect, useRef } from 'react';

export type SummaryItem = { fieldId: string; message: string };

/**
 * The list of errors above a form. It takes focus when it appears after a submit, so screen
 * reader and keyboard users land on it; each entry links to its field.
 */
export function ErrorSummary({
  items,
  focusKey,
  title = 'There is a problem',
}: {
  items: readonly SummaryItem[];
  /** Changes on every failed submit, so the summary takes focus again. */
  focusKey: number;
  title?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);
  if (!items.length) return null;
  return (
    <div
      className="error-summary"
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={`${item.fieldId}:${item.message}`}>
            <a
              href={`#${item.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(item.fieldId)?.focus();
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
