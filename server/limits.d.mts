export const serverLimitDefaults: Record<string, number>;
export function serverLimits(environment: Record<string, string | undefined>): {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  maxConnections: number;
};
