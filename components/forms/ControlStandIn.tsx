import type { ReactNode } from 'react';

/**
 * A box in place of a form control, for a form that cannot work yet: until hydration, pages send
 * these rather than controls, because Chrome lays out a page that has form controls as soon as
 * its parsing ends (most likely for autofill, which reads forms then), and on our pages that came
 * before the web fonts had loaded (BENCHMARKS.md, "Form controls and the first layout"). Use it
 * only for forms that need JavaScript anyway. GlobalStyle lays out its content and
 * draws a select's chevron; each form's rule for its controls gives it their border, padding and
 * size, so swapping it for the control moves nothing (e2e checks the wizard and the search).
 */
export function ControlStandIn({
  kind,
  disabled,
  children,
}: {
  kind: 'select' | 'text';
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <span
      className="control-stand-in"
      data-kind={kind}
      data-disabled={disabled || undefined}
      aria-hidden="true"
    >
      <span>{children}</span>
    </span>
  );
}
