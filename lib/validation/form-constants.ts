/**
 * What the forms draw and the schemas check alike: a password's limits (a field's `minLength`,
 * its hint) and the gender choices. No zod here: a form reads these with the page, and its
 * schema loads later (components/community/register-*.ts).
 */

/** NIST 800-63B: length only, no composition rules; long passphrases welcome. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

/** Gender is not asked of anyone: the field may stay empty (not given). */
export const genders = ['female', 'male', 'another'] as const;
export const genderLabels: Record<(typeof genders)[number], string> = {
  female: 'Female',
  male: 'Male',
  another: 'Another gender',
};
