export const FORM_OPENED_COOKIE: string;
export const FORM_OPENED_MAX_AGE_SECONDS: number;
export function isEnquiryPage(path: string): boolean;
export function formTimeKey(environment?: Record<string, string | undefined>): string;
export function existingFormTimeKey(): string | undefined;
export function signOpened(ms: number, key: string): string;
export function openedAt(
  value: string | undefined,
  key: string | undefined,
  now?: number,
): number | undefined;
export function formOpenedCookie(
  request: { method: string; path: string; secure: boolean },
  now?: number,
  key?: string,
): string | undefined;
