/** What a browser on this site sends: the origin its requests come from, and a registration. */
export const ORIGIN = 'http://localhost:3000';

let counter = 0;

/** A valid registration, unique per call unless fields say otherwise. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Ada',
    lastName: 'Okafor',
    username: `ada_${id}`,
    email: `ada.${id}@example.com`,
    phoneCountry: 'NG',
    phone: '0803 123 4567',
    gender: 'female',
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    country: 'NG',
    state: 'RI',
    city: 'Port Harcourt',
    requiresState: true,
    requiresCity: true,
    ...overrides,
  };
}
