import type { IncomingMessage } from 'node:http';

export const serverLimitDefaults: Record<string, number>;
export const BODY_RATE_WINDOW_MS: number;
export function serverLimits(environment: Record<string, string | undefined>): {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  maxConnections: number;
  minBodyBytesPerSecond: number;
};
export function requireBodyRate(
  request: IncomingMessage,
  minBytesPerSecond: number,
  onCut: () => void,
  windowMs?: number,
): void;
