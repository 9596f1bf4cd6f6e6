export function hashedPolicy(hashes: readonly string[]): string;
export function noncePolicy(nonce: string, options?: { development?: boolean }): string;
export const STATIC_POLICY_HEADER: string;
export const resourcePolicy: string;
export function newNonce(): string;
export function inlineScriptHashes(html: string): string[];
export const FRAMED_FILES: string;
export const framedFilePolicy: string;
