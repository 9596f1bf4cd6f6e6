import type { ReactNode } from 'react';
import { Button, Filters, Notice, StaffPage } from '@/components/staff/inbox/ui';
import type { StaffFormError } from '@/lib/staff/form-answer';

const messages: Record<StaffFormError, string> = {
  wrong: 'That e-mail address and password do not match a staff account.',
  code: 'That code is not right. Enter the current code from your authenticator app, or a recovery code.',
  link: 'This set-up link is not valid any more. Ask an admin for a new one.',
  password: 'Choose a password of 12 to 128 characters.',
  'too-many': 'Too many attempts. Please wait a few minutes and try again.',
};

/** A staff sign-in step: a heading, the refusal (if the form came back with one), a native form. */
export function StaffForm({
  title,
  error,
  action,
  submit,
  children,
  intro,
}: {
  title: string;
  error?: string | string[];
  action: string;
  submit: string;
  children: ReactNode;
  intro?: ReactNode;
}) {
  const message = typeof error === 'string' ? messages[error as StaffFormError] : undefined;
  return (
    <StaffPage>
      <h1>{title}</h1>
      {intro}
      {message && <Notice role="alert">{message}</Notice>}
      <Filters method="post" action={action}>
        {children}
        <Button type="submit">{submit}</Button>
      </Filters>
    </StaffPage>
  );
}
