// Types for the parts of page-form.mjs the browser tests share (e2e/support/page-forms.ts).
export function formsOf(html: string): string[];
export function hiddenFields(form: string): Record<string, string>;
export function referenceIn(html: string): string | undefined;
