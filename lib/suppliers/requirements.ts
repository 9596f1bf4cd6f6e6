import { supplierClassEntries, supplierDocumentTypes } from '@/content/supplier-documents';
import type { RegistrationPlace, SupplierDocumentType } from '@/content/schemas/suppliers';
import type {
  Company,
  IdentityCheck,
  ReviewState,
  SupplierClass,
  SupplierDocument,
} from '@/lib/db/supplier-schema';
import { daysUntil, EXPIRING_DAYS } from './dates';

/**
 * What a company must hold and where it stands, from its documents and identity check: the one
 * reading the member's page, the review queue, the decisions and the expiry job all share. Pure:
 * `today` is a day in Lagos (lib/suppliers/dates.ts).
 */

export type CompanyKind = Pick<Company, 'countryCode' | 'supplierClass'>;
export type DocumentRow = Pick<
  SupplierDocument,
  'id' | 'type' | 'state' | 'expiresOn' | 'replacedAt' | 'uploadedAt' | 'staffMessage'
>;
export type IdentityRow = Pick<IdentityCheck, 'state' | 'staffMessage'>;

export const registrationPlace = (countryCode: string): RegistrationPlace =>
  countryCode === 'NG' || countryCode === 'GB' ? countryCode : 'elsewhere';

const appliesTo = (type: SupplierDocumentType, place: RegistrationPlace) =>
  !type.for || type.for.includes(place);

export const classEntry = (key: SupplierClass) =>
  supplierClassEntries.find((entry) => entry.key === key)!;

/** The document types a company of this class and country must hold. */
export function requiredTypes(company: CompanyKind): SupplierDocumentType[] {
  const place = registrationPlace(company.countryCode);
  const required = new Set(classEntry(company.supplierClass).required);
  return supplierDocumentTypes.filter((type) => required.has(type.key) && appliesTo(type, place));
}

/** Every type it may upload: the required first, then the others that apply to its country. */
export function uploadableTypes(company: CompanyKind): SupplierDocumentType[] {
  const place = registrationPlace(company.countryCode);
  const required = requiredTypes(company);
  const others = supplierDocumentTypes.filter(
    (type) => appliesTo(type, place) && !required.includes(type),
  );
  return [...required, ...others];
}

export type Timing = { kind: 'no-expiry' | 'valid' | 'expiring' | 'expired'; days?: number };

export function timing(expiresOn: string | null, today: string): Timing {
  if (!expiresOn) return { kind: 'no-expiry' };
  const days = daysUntil(expiresOn, today);
  if (days < 0) return { kind: 'expired', days };
  return { kind: days <= EXPIRING_DAYS ? 'expiring' : 'valid', days };
}

/** Accepted by staff and not past its date: what verification rests on. */
export const isValid = (document: DocumentRow, today: string) =>
  document.state === 'accepted' && timing(document.expiresOn, today).kind !== 'expired';

/** One type as the company holds it: its current upload, and whether any accepted copy holds. */
export type Holding<D extends DocumentRow = DocumentRow> = {
  type: SupplierDocumentType;
  required: boolean;
  current?: D;
  valid: boolean;
};

export function holdings<D extends DocumentRow>(
  company: CompanyKind,
  documents: readonly D[],
  today: string,
): Holding<D>[] {
  const required = new Set(requiredTypes(company).map((type) => type.key));
  return uploadableTypes(company).map((type) => {
    const rows = documents.filter((document) => document.type === type.key);
    return {
      type,
      required: required.has(type.key),
      current: rows.find((document) => document.replacedAt === null),
      // A renewal waiting for review does not undo the copy staff accepted, until that expires.
      valid: rows.some((document) => isValid(document, today)),
    };
  });
}

const waiting = (state: ReviewState | undefined) => state === 'submitted' || state === 'accepted';

/** What stands between the company and a submission for review; empty when it may submit. */
export function submissionGaps(
  held: readonly Holding[],
  identity: IdentityRow | undefined,
  today: string,
): string[] {
  const gaps = held
    .filter((holding) => holding.required)
    .flatMap(({ type, current }) => {
      if (!current) return [`Upload the ${type.name}.`];
      if (!waiting(current.state)) return [`Upload the ${type.name} again (see the note on it).`];
      if (timing(current.expiresOn, today).kind === 'expired')
        return [`Upload a ${type.name} that has not expired.`];
      return [];
    });
  if (!identity) gaps.push("Upload the responsible person's identity document.");
  else if (!waiting(identity.state))
    gaps.push("Upload the responsible person's identity document again (see the note on it).");
  return gaps;
}

/** What stands between the company and verification; empty when staff may verify it. */
export function verificationGaps(held: readonly Holding[], identity: IdentityRow | undefined) {
  const gaps = held
    .filter((holding) => holding.required && !holding.valid)
    .map(({ type }) => `${type.name}: not accepted, or expired`);
  if (identity?.state !== 'accepted') gaps.push('Identity check: not accepted');
  return gaps;
}

/** Whether a verified company's required documents still hold (else it lapses). */
export const requiredStillValid = (held: readonly Holding[]) =>
  held.every((holding) => !holding.required || holding.valid);
