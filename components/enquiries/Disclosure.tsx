import type { ReactNode } from 'react';

/**
 * A summary that reveals what it holds (the job application form): the platform's own
 * disclosure, so it opens with or without JavaScript, from the keyboard, and screen readers
 * announce it as expanded or collapsed. `className` styles the summary.
 */
export function Disclosure({
  summary,
  className,
  children,
}: {
  summary: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <details>
      <summary className={className}>{summary}</summary>
      {children}
    </details>
  );
}
