/** Field name -> messages, the one shape every form maps onto its fields. */
export type FieldErrors = Record<string, string[]>;

export type ErrorBody = { message: string; fieldErrors?: FieldErrors };

/**
 * A refusal the domain code means to give, with its status: thrown anywhere, answered as JSON by a
 * route handler (`route`) or as the form's state by a form (lib/forms/core.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
