import 'server-only';
import { insertMember, type MemberConflict } from '@/lib/db/queries/members';
import { env } from '@/lib/env';
import { HttpError, type FieldErrors } from '@/lib/http/errors';
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
import type { PublicProfile } from './profile';

const conflictMessages: Record<MemberConflict, string> = {
  email: 'An account with this e-mail address already exists. Sign in or reset your password.',
  username: 'This username is taken. Choose another one.',
};

function conflict(fields: MemberConflict[]): HttpError {
  const fieldErrors: FieldErrors = Object.fromEntries(
    fields.map((f) => [f, [conflictMessages[f]]]),
  );
  return new HttpError(409, 'This account already exists.', fieldErrors);
}

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

export type Registered = {
  memberId: string | null;
  profile: PublicProfile;
  providerAnswer?: ProviderAnswer;
};

export async function registerMember(values: RegisterValues): Promise<Registered> {
  const { country, state, city } = resolveLocation(values);
  const email = values.email.toLowerCase();
  const phone = normalisePhone(values.phone, values.phoneCountry);

  if (env().COMMUNITY_API_URL) {
    // The seed's registration fields; country, state and city each with id and name.
    await providerRegister({
      firstname: values.firstName,
      lastname: values.lastName,
      username: values.username,
      email,
      phone,
      gender: values.gender,
      password: values.password,
      confirmPassword: values.confirmPassword,
      country: { id: country.code, name: country.name },
      state: state ? { id: state.code, name: state.name } : null,
      city: city ? { id: city.name, name: city.name } : null,
    });
    const answer = await providerLogin(email, values.password);
    if (!answer) throw new HttpError(502, 'Your account was created. Please sign in.');
    return {
      memberId: null,
      profile: providerPublicProfile(answer, email),
      providerAnswer: answer,
    };
  }

  // No look-up first: the unique indexes decide (also between simultaneous registrations), and
  // the common case costs one statement fewer.
  const result = await insertMember({
    firstName: values.firstName,
    lastName: values.lastName,
    username: values.username,
    email,
    phone,
    gender: values.gender,
    countryCode: country.code,
    countryName: country.name,
    stateCode: state?.code ?? null,
    stateName: state?.name ?? null,
    city: city?.name ?? null,
    passwordHash: await hashPassword(values.password),
  });
  if (!result.ok) throw conflict(result.conflicts);
  const { member } = result;
  return {
    memberId: member.id,
    profile: { firstName: member.firstName, lastName: member.lastName, username: member.username },
  };
}
