export const FORM_OPENED_COOKIE: string;
export function isEnquiryPage(path: string): boolean;
export function formTimeKey(environment?: Record<string, string | undefined>): string;
export function existingFormTimeKey(): string | undefined;
export function signOpened(ms: number, key: string): string;
export function openedAt(value: string | undefined, key: string | undefined): number | undefined;
export function formOpenedCookie(
  request: { method: string; path: string; secure: boolean },
  now?: number,
  key?: string,
): string | undefined;
