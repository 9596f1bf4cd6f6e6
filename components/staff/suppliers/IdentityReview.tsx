import { ActionForm } from '@/components/forms/ActionForm.client';
import type { ServerFormAction } from '@/components/forms/use-server-form';
import type { IdentitySummary } from '@/lib/db/queries/companies';
import { identityName } from '@/lib/suppliers/mails';
import { reviewStateLabel } from '@/lib/suppliers/words';
import { Fields, when } from '../kit';
import { DocumentViewer } from './DocumentViewer';
import { itemDecisionFields } from './review-fields';

const imageUrl = (id: string, side: 'front' | 'back') =>
  `/api/staff/suppliers/identity/${id}/${side}`;

/**
 * The responsible person's identity check: its images while they are held (each view recorded),
 * then only the decision, the type and the last four characters of the number.
 */
export function IdentityReview({
  companyId,
  responsible,
  identity,
  canDecide,
  mayView,
  decide,
}: {
  companyId: string;
  responsible: string;
  identity?: IdentitySummary;
  canDecide: boolean;
  mayView: boolean;
  decide: ServerFormAction;
}) {
  if (!identity) return <p>Not uploaded yet.</p>;
  const name = identityName(identity.documentType);
  return (
    <>
      <Fields>
        <div>
          <dt>Document</dt>
          <dd>
            {name} of {responsible}, number ending {identity.lastFour}
          </dd>
        </div>
        <div>
          <dt>State</dt>
          <dd>
            {reviewStateLabel[identity.state]}
            {identity.decidedByName && identity.decidedAt
              ? ` by ${identity.decidedByName}, ${when(identity.decidedAt)}`
              : ''}
            {identity.staffMessage ? `: ${identity.staffMessage}` : ''}
          </dd>
        </div>
        <div>
          <dt>Images</dt>
          <dd>
            {identity.imagesDeletedAt
              ? `Deleted ${when(identity.imagesDeletedAt)}`
              : `Held, sealed, since ${when(identity.createdAt)}; deleted at the decision or after 30 days`}
          </dd>
        </div>
      </Fields>
      {mayView && identity.hasFront && (
        <DocumentViewer
          src={imageUrl(identity.id, 'front')}
          type="image"
          label={`the front of the ${name} (each view is recorded)`}
        />
      )}
      {mayView && identity.hasBack && (
        <DocumentViewer
          src={imageUrl(identity.id, 'back')}
          type="image"
          label={`the back of the ${name} (each view is recorded)`}
        />
      )}
      {canDecide && (
        <ActionForm
          action={decide}
          idPrefix="decide-identity"
          permalink={`/staff/suppliers/${companyId}`}
          label="Decide on the identity check"
          fields={itemDecisionFields({ company: companyId })}
          submitLabel="Save the decision (deletes the images)"
        />
      )}
    </>
  );
}
