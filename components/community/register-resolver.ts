import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  registerSchemaWith,
  type RegisterInput,
  type RegisterValues,
} from '@/lib/validation/register';

/**
 * The schema with its phone check, which needs the numbering plans (libphonenumber-js, 29.5 KB of
 * gzip): loaded once the visitor starts on the form (its first focus), not with the page; a check
 * before then waits for it. If it cannot load (the connection dropped), the form checks all but the phone, which
 * the server still checks, and tries to load it again next time.
 */
let withPhone: Promise<ReturnType<typeof registerSchemaWith>> | undefined;
export const loadSchema = () =>
  (withPhone ??= import('@/lib/validation/phone').then(
    (m) => registerSchemaWith(m.phoneProblem),
    () => {
      withPhone = undefined;
      return registerSchemaWith(() => undefined);
    },
  ));
export const resolver: Resolver<RegisterInput, unknown, RegisterValues> = async (...args) =>
  zodResolver(await loadSchema())(...args);
