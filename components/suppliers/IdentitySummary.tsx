import Link from '@/components/ui/Link';
import type { IdentitySummary as Identity } from '@/lib/db/queries/companies';
import type { Company } from '@/lib/db/supplier-schema';
import { identityName } from '@/lib/suppliers/mails';
import { reviewStateLabel } from '@/lib/suppliers/words';

/**
 * The responsible person's identity check as the company sees it: its document, the last four
 * characters of its number, and its review; the images themselves are never shown back.
 */
export function IdentitySummary({
  company,
  identity,
  canUpload,
}: {
  company: Pick<Company, 'responsibleName'>;
  identity?: Identity;
  canUpload: boolean;
}) {
  const verb = !identity ? 'Upload' : identity.state === 'accepted' ? undefined : 'Upload again';
  return (
    <>
      {identity ? (
        <p>
          {identityName(identity.documentType)} of {company.responsibleName}, number ending{' '}
          {identity.lastFour}: <strong>{reviewStateLabel[identity.state]}</strong>.
          {identity.hasFront
            ? ' Its images are held, sealed, until our reviewers decide.'
            : ' Its images have been deleted.'}
        </p>
      ) : (
        <p>Not sent yet: a photo or scan of the identity document of {company.responsibleName}.</p>
      )}
      {identity?.staffMessage && <p>Our note: {identity.staffMessage}</p>}
      {canUpload && verb && (
        <p>
          <Link href="/community/company/identity">
            {verb}
            <span className="visually-hidden"> the identity document</span>
          </Link>
        </p>
      )}
    </>
  );
}
