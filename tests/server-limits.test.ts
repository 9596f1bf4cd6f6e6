/** The production server's timeouts and connection cap, as server.mjs reads them. */
import { describe, expect, it } from '@jest/globals';
import { serverLimits } from '../server/limits.mjs';

describe('server limits', () => {
  it('default to what a slow phone uploading a CV needs, and no more', () => {
    expect(serverLimits({})).toEqual({
      headersTimeout: 15_000,
      requestTimeout: 120_000,
      keepAliveTimeout: 5_000,
      maxConnections: 500,
      minBodyBytesPerSecond: 1024,
    });
  });

  it('read each variable, empty counting as unset; headers never outlast the request', () => {
    expect(
      serverLimits({
        HEADERS_TIMEOUT_SECONDS: '30',
        REQUEST_TIMEOUT_SECONDS: '20',
        MAX_CONNECTIONS: '',
      }),
    ).toMatchObject({ headersTimeout: 20_000, requestTimeout: 20_000, maxConnections: 500 });
  });

  it('stop the server with a message naming a malformed variable', () => {
    for (const value of ['0', '-1', '1.5', 'ten', '1e9']) {
      expect(() => serverLimits({ MAX_CONNECTIONS: value })).toThrow(
        `MAX_CONNECTIONS: expected a whole number from 1 to 100000, got "${value}"`,
      );
    }
  });
});
