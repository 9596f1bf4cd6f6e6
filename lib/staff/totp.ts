import 'server-only';
import { Secret, TOTP } from 'otpauth';

/** 30-second steps, six digits, SHA-1: what every authenticator app reads from the QR code. */
const PERIOD = 30;

function totp(secret: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: 'Deltacrest',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/**
 * The time step a code belongs to (one step of clock drift either way), or undefined. The caller
 * stores the step so the same code is not accepted twice.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD) + delta;
}

/** For tests and the enrolment check: the code of a given moment. */
export function totpCode(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now });
}
