/**
 * The rule server.mjs uses to decide a client's address: the TCP peer, unless our own proxies
 * stand in front and told us whom they saw. Whatever else a client writes is ignored.
 */
import { describe, expect, test } from '@jest/globals';
import { clientAddressOf, trustedProxies } from '@/server/client-address.mjs';

describe('clientAddressOf', () => {
  test('with no trusted proxy, the TCP peer whatever X-Forwarded-For says', () => {
    expect(clientAddressOf({ peer: '192.0.2.7', forwardedFor: '203.0.113.1', proxies: 0 })).toBe(
      '192.0.2.7',
    );
    expect(clientAddressOf({ peer: '192.0.2.7', forwardedFor: undefined, proxies: 0 })).toBe(
      '192.0.2.7',
    );
  });

  test('behind one proxy, the entry it appended; entries the client wrote are ignored', () => {
    const forwardedFor = 'forged-1, forged-2, 198.51.100.4';
    expect(clientAddressOf({ peer: '10.0.0.2', forwardedFor, proxies: 1 })).toBe('198.51.100.4');
  });

  test('behind two proxies, what the outer one saw', () => {
    const forwardedFor = ['forged', '198.51.100.4, 10.0.0.1'];
    expect(clientAddressOf({ peer: '10.0.0.2', forwardedFor, proxies: 2 })).toBe('198.51.100.4');
  });

  test('a chain shorter than promised falls back to its first entry, never to nothing', () => {
    expect(clientAddressOf({ peer: '10.0.0.2', forwardedFor: undefined, proxies: 3 })).toBe(
      '10.0.0.2',
    );
    expect(clientAddressOf({ peer: undefined, forwardedFor: undefined, proxies: 0 })).toBe(
      'unknown',
    );
  });

  test('an address is cut to 64 characters', () => {
    const long = 'x'.repeat(500);
    expect(clientAddressOf({ peer: '10.0.0.2', forwardedFor: long, proxies: 1 })).toHaveLength(64);
  });
});

describe('trustedProxies', () => {
  test('defaults to none and accepts 0 to 10', () => {
    expect(trustedProxies(undefined)).toBe(0);
    expect(trustedProxies('')).toBe(0);
    expect(trustedProxies('2')).toBe(2);
  });

  test('a malformed value fails with a message naming the variable', () => {
    for (const value of ['-1', '11', 'yes', '1.5']) {
      expect(() => trustedProxies(value)).toThrow(/TRUSTED_PROXY/);
    }
  });
});
