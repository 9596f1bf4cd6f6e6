import 'server-only';
import { insertMember, replaceUnconfirmedMember } from '@/lib/db/queries/members';
import { env } from '@/lib/env';
import { HttpError } from '@/lib/http/errors';
import { findCountry, listCities, listStates } from '@/lib/locations';
import { hashPassword } from '@/lib/auth/password';
import { normalisePhone } from '@/lib/validation/phone';
import type { RegisterValues } from '@/lib/validation/register';
import {
  providerLogin,
  providerPublicProfile,
  providerRegister,
  type ProviderAnswer,
} from './provider';
import { sendConfirmationLink, warnExistingOwner } from './email-confirmation';
import type { PublicProfile } from './profile';

export const CHECK_INBOX =
  'Check your inbox: we have sent you an e-mail to finish creating your account. Its link works once, within 24 hours.';

const USERNAME_TAKEN = 'This username is taken. Choose another one.';

/**
 * The browser's requiresState / requiresCity are hints for its own form; here the dataset
 * decides, and the chosen state and city must belong to the chosen country and state.
 */
export function resolveLocation(values: Pick<RegisterValues, 'country' | 'state' | 'city'>) {
  const country = findCountry(values.country);
  if (!country)
    throw new HttpError(422, 'Some fields need attention.', { country: ['Choose your country'] });
  const states = listStates(country.code) ?? [];
  const state = states.find((s) => s.code === values.state);
  if (states.length && !state)
    throw new HttpError(422, 'Some fields need attention.', { state: ['Choose your state'] });
  const cities = state ? (listCities(country.code, state.code) ?? []) : [];
  const city = cities.find((c) => c.name === values.city);
  if (cities.length && !city)
    throw new HttpError(422, 'Some fields need attention.', { city: ['Choose your city'] });
  return { country, state, city };
}

/** Provider mode signs the member in at once; embedded mode only ever says "check your inbox". */
export type Registered =
  | { signedIn: true; memberId: null; profile: PublicProfile; providerAnswer: ProviderAnswer }
  | { signedIn: false };

export async function registerMember(values: RegisterValues): Promise<Registered> {
  const { country, state, city } = resolveLocation(values);
  const { email } = values;
  const phone = normalisePhone(values.phone, values.phoneCountry);

  if (env().COMMUNITY_API_URL) {
    // The seed's registration fields; country, state and city each with id and name.
    await providerRegister({
      firstname: values.firstName,
      lastname: values.lastName,
      username: values.username,
      email,
      phone,
      gender: values.gender || undefined,
      password: values.password,
      confirmPassword: values.confirmPassword,
      country: { id: country.code, name: country.name },
      state: state ? { id: state.code, name: state.name } : null,
      city: city ? { id: city.name, name: city.name } : null,
    });
    const answer = await providerLogin(email, values.password);
    if (!answer) throw new HttpError(502, 'Your account was created. Please sign in.');
    return {
      signedIn: true,
      memberId: null,
      profile: providerPublicProfile(answer, email),
      providerAnswer: answer,
    };
  }

  // No look-up first: the unique indexes decide (also between simultaneous registrations).
  // Every outcome then costs one password hash, a few statements and one queued mail, so neither
  // the answer nor its timing tells whether the address already had an account.
  const details = {
    firstName: values.firstName,
    lastName: values.lastName,
    username: values.username,
    phone,
    gender: values.gender || null,
    countryCode: country.code,
    countryName: country.name,
    stateCode: state?.code ?? null,
    stateName: state?.name ?? null,
    city: city?.name ?? null,
    passwordHash: await hashPassword(values.password),
  };
  const result = await insertMember({ ...details, email });
  if (result.ok) {
    await sendConfirmationLink(result.member);
    return { signedIn: false };
  }
  const owner = result.emailOwner;
  // Nobody has proven the address yet: this registration takes the place of the earlier one,
  // whose links stop working, so whoever registered first cannot hold the address or keep a
  // password on it. (Confirming also asks for the password: lib/community/email-confirmation.ts.)
  const replaceable = owner && !owner.emailConfirmedAt ? owner : undefined;
  // A username says nothing about the e-mail, so it may be named.
  const taken = () => new HttpError(409, 'This username is taken.', { username: [USERNAME_TAKEN] });
  if (result.usernameOwner && result.usernameOwner.id !== replaceable?.id) throw taken();
  if (replaceable) {
    const replaced = await replaceUnconfirmedMember(replaceable.id, details);
    if (replaced === 'username') throw taken();
    if (replaced) {
      await sendConfirmationLink(replaced);
      return { signedIn: false };
    }
  }
  if (owner) warnExistingOwner(owner);
  return { signedIn: false };
}
