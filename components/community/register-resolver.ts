import type { Resolver } from 'react-hook-form';
import type { RegisterInput, RegisterValues } from '@/lib/validation/register';

type RegisterResolver = Resolver<RegisterInput, unknown, RegisterValues>;

/**
 * Registration's check in the browser (register-validation.ts: zod, the shared schema and the
 * phone numbering plans, more script than the rest of the page) loads once the visitor starts on
 * the form (its first focus), not with the page; a check before then waits for it. If it cannot
 * load (the connection dropped), the form goes to the server, which checks it all, and the next
 * check tries again.
 */
let loading: Promise<RegisterResolver> | undefined;
export const loadValidation = () =>
  (loading ??= import('./register-validation').then(
    (m) => m.registerResolver,
    (): RegisterResolver => {
      loading = undefined;
      return async (values) => ({ values: values as RegisterValues, errors: {} });
    },
  ));
export const resolver: RegisterResolver = async (...args) => (await loadValidation())(...args);
