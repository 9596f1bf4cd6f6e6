import {
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/min';

/** The seed's phone component limits. */
export const PHONE_MAX_INPUT = 250;
export const PHONE_MAX_EXTENSION = 20;

const lengthMessages: Record<string, string> = {
  TOO_SHORT: 'Phone number is too short',
  TOO_LONG: 'Phone number is too long',
  INVALID_LENGTH: 'Phone number has an invalid length',
  NOT_A_NUMBER: 'Enter a phone number using digits',
  INVALID_COUNTRY: 'Start an international number with + and its country code',
};

const extensionPattern = /(?:ext\.?|extension|x|#|;ext=)\s*(\d+)\s*$/i;

/**
 * What is wrong with a phone number for a country ('' is "International": the number must then
 * carry its own +country code), or undefined when it is fine. Shared by the form and the server.
 */
export function phoneProblem(input: string, country: string): string | undefined {
  if (input.length > PHONE_MAX_INPUT)
    return `Phone number must be at most ${PHONE_MAX_INPUT} characters`;
  const extension = extensionPattern.exec(input)?.[1];
  if (extension && extension.length > PHONE_MAX_EXTENSION) {
    return `The extension can have at most ${PHONE_MAX_EXTENSION} digits`;
  }
  const defaultCountry = (country || undefined) as CountryCode | undefined;
  if (!defaultCountry && !input.trim().startsWith('+')) return lengthMessages.INVALID_COUNTRY;
  let lengthProblem: string | undefined;
  try {
    lengthProblem = validatePhoneNumberLength(input, defaultCountry);
  } catch {
    return 'Choose the country of this phone number';
  }
  if (lengthProblem) return lengthMessages[lengthProblem] ?? 'Enter a valid phone number';
  const parsed = parsePhoneNumberFromString(input, defaultCountry);
  if (!parsed?.isValid()) return 'Enter a valid phone number for the chosen country';
  return undefined;
}

/** E.164 with the extension, as stored; call only after phoneProblem said it is fine. */
export function normalisePhone(input: string, country: string): string {
  const parsed = parsePhoneNumberFromString(
    input,
    (country || undefined) as CountryCode | undefined,
  );
  if (!parsed) return input.trim();
  return parsed.ext ? `${parsed.number};ext=${parsed.ext}` : parsed.number;
}
