'use client';

import type { ComponentProps, FormHTMLAttributes, ReactNode } from 'react';
import { FormFeedback } from './FormFeedback.client';
import { SubmitButton } from './SubmitButton.client';

/** What a form needs of useFormKit to frame itself. */
type Kit = {
  formProps: FormHTMLAttributes<HTMLFormElement>;
  worksWithoutScript: boolean;
  feedback: ComponentProps<typeof FormFeedback>;
  pending: boolean;
};

/**
 * A portal form's frame: the kit's summary and message on top, the fields, then the submit
 * button and any links. A form with no `action` only works through JavaScript: its button is
 * held until hydration, so an early click is not lost.
 */
export function KitForm({
  kit,
  submitLabel,
  pendingLabel,
  links,
  children,
}: {
  kit: Kit;
  submitLabel: string;
  pendingLabel: string;
  links?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form {...kit.formProps}>
      <FormFeedback {...kit.feedback} />
      {children}
      <div className="actions">
        <SubmitButton
          needsScript={!kit.worksWithoutScript}
          pending={kit.pending}
          pendingLabel={pendingLabel}
        >
          {submitLabel}
        </SubmitButton>
        {links}
      </div>
    </form>
  );
}
