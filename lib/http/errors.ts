/** Field name -> messages, the one shape every form maps onto its fields. */
export type FieldErrors = Record<string, string[]>;

export type ErrorBody = { message: string; fieldErrors?: FieldErrors };

/** An answer a route handler means to give: thrown anywhere, turned into JSON by `route`. */
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
