'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type * as z from 'zod/mini';
import type { ApiResult } from '@/lib/api-client';
import { formMessageId, summaryOf, useFormFeedback } from './use-form-feedback';

type Options<TInput extends FieldValues, TOutput, TData> = {
  /** The shared schema (lib/validation): the route handler checks the same one. */
  schema: z.ZodMiniType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /** The fields the visitor sees, in order: the error summary's order and the ids' suffixes. */
  fields: readonly FieldPath<TInput>[];
  /** Ids are `${idPrefix}-${field}`; see formMessageId for the message. */
  idPrefix: string;
  /** Sends the checked values; the api client answers a network failure with its own message. */
  submit: (values: TOutput) => Promise<ApiResult<TData>>;
  /**
   * What the form does once the server agrees: sign in and move on, or set its own state to
   * show a view in its place. A string returned is shown as the form's confirmation.
   */
  onSuccess: (data: TData) => string | void;
  /**
   * The route handler a browser without JavaScript posts the form to, natively (it answers
   * such a post with redirects). Without it the form needs JavaScript.
   */
  action?: string;
  /** A refusal the page was sent back with after such a post, in the page's own words. */
  initialMessage?: string;
};

/**
 * One form kit for the portal forms, on react-hook-form and the shared zod schema: it owns the
 * submit attempt and its pending state, the form-level message, the error summary (focused after
 * each failed attempt, since it lists every problem) and the server's field errors, put on their
 * fields. A form keeps its fields, its endpoint and what happens on success.
 */
export function useFormKit<TInput extends FieldValues, TOutput, TData>({
  schema,
  defaultValues,
  fields,
  idPrefix,
  submit,
  onSuccess,
  action,
  initialMessage,
}: Options<TInput, TOutput, TData>) {
  const feedback = useFormFeedback(initialMessage);
  const form = useForm<TInput, unknown, TOutput>({
    // The error summary takes focus instead of the first field.
    shouldFocusError: false,
    resolver: zodResolver(schema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const visible: readonly string[] = fields;

  const onSubmit = form.handleSubmit(
    async (values) => {
      feedback.clear();
      const result = await submit(values);
      if (result.ok) {
        const confirmation = onSuccess(result.data);
        if (confirmation) feedback.succeeded(confirmation);
        return;
      }
      feedback.refused(result.error, (field, message) => {
        if (!visible.includes(field)) return false;
        form.setError(field as FieldPath<TInput>, { type: 'server', message });
        return true;
      });
    },
    () => feedback.failed(),
  );

  const errorOf = (field: string): string | undefined => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[field]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  // A schema field the visitor cannot see (a reset link's token) speaks through the message.
  const unseen = Object.keys(errors).filter((field) => !visible.includes(field));
  const unseenMessage = unseen.map(errorOf).filter(Boolean).join(' ');
  const outcome =
    feedback.outcome ??
    (unseenMessage ? { tone: 'error' as const, message: unseenMessage } : undefined);

  return {
    ...form,
    errors,
    pending: isSubmitting,
    outcome,
    /** Spread on the <form>: it posts through the kit and names its message. */
    /** False when the form can only be sent by its script. */
    worksWithoutScript: action !== undefined,
    formProps: {
      method: 'post',
      action,
      noValidate: true,
      onSubmit,
      'aria-describedby': formMessageId(idPrefix),
    },
    /** Props for <FormFeedback>. */
    feedback: {
      summary: summaryOf(fields, errorOf, idPrefix),
      outcome,
      attempt: feedback.attempt,
      idPrefix,
    },
    /** A field's id, registration and error, for TextField and SelectField. */
    field: (name: FieldPath<TInput>): FieldBinding => ({
      id: `${idPrefix}-${name}`,
      registration: form.register(name),
      error: errorOf(name),
    }),
  };
}

export type FieldBinding = { id: string; registration: UseFormRegisterReturn; error?: string };
