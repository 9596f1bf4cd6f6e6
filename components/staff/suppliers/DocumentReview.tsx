import styled from 'styled-components';
import { ActionForm } from '@/components/forms/ActionForm.client';
import type { ServerFormAction } from '@/components/forms/use-server-form';
import type { SupplierDocument } from '@/lib/db/supplier-schema';
import { longDate } from '@/lib/suppliers/dates';
import { timing, type Holding } from '@/lib/suppliers/requirements';
import { reviewStateLabel, timingLabel } from '@/lib/suppliers/words';
import { color } from '@/lib/theme';
import { Fields, when } from '../kit';
import { DocumentViewer } from './DocumentViewer';
import { itemDecisionFields } from './review-fields';

const Item = styled.article`
  border: 1px solid ${color.line};
  border-radius: 6px;
  padding: 1rem;
  margin-bottom: 1rem;
  h3 {
    margin: 0 0 0.5rem;
  }
  .earlier {
    margin: 0.5rem 0 0;
    padding-left: 1.25rem;
  }
`;

const fileUrl = (id: string) => `/api/staff/suppliers/documents/${id}`;
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One document type of the company under review: the current copy, its file, its decision. */
export function DocumentReview({
  companyId,
  holding: { type, required, current },
  earlier,
  today,
  canDecide,
  decide,
}: {
  companyId: string;
  holding: Holding<SupplierDocument>;
  earlier: SupplierDocument[];
  today: string;
  canDecide: boolean;
  decide: ServerFormAction;
}) {
  const expiry = current && timingLabel(timing(current.expiresOn, today));
  return (
    <Item aria-labelledby={`document-${type.key}`}>
      <h3 id={`document-${type.key}`}>
        {type.name} {required ? '(required)' : '(optional)'}
      </h3>
      {!current ? (
        <p>Not uploaded.</p>
      ) : (
        <>
          <Fields>
            <div>
              <dt>State</dt>
              <dd>
                {reviewStateLabel[current.state]}
                {current.staffMessage ? `: ${current.staffMessage}` : ''}
              </dd>
            </div>
            <div>
              <dt>{type.numberLabel}</dt>
              <dd>{current.number}</dd>
            </div>
            <div>
              <dt>Dates</dt>
              <dd>
                Issued {longDate(current.issuedOn)}
                {current.expiresOn ? `, expires ${longDate(current.expiresOn)}` : ', no expiry'}
                {expiry ? ` (${expiry})` : ''}
              </dd>
            </div>
            <div>
              <dt>File</dt>
              <dd>
                {current.fileName}, {size(current.fileBytes)}
                {current.pages ? `, ${current.pages} page${current.pages === 1 ? '' : 's'}` : ''},
                uploaded {when(current.uploadedAt)}
              </dd>
            </div>
          </Fields>
          {current.filePurgedAt ? (
            <p>Its file was deleted on {when(current.filePurgedAt)}.</p>
          ) : (
            <DocumentViewer src={fileUrl(current.id)} type={current.fileType} label={type.name} />
          )}
          {canDecide && (
            <ActionForm
              action={decide}
              idPrefix={`decide-${current.id}`}
              permalink={`/staff/suppliers/${companyId}`}
              label={`Decide on the ${type.name}`}
              fields={itemDecisionFields({ company: companyId, document: current.id })}
              submitLabel="Save the decision"
            />
          )}
        </>
      )}
      {earlier.length > 0 && (
        <ul className="earlier" aria-label={`Earlier copies of the ${type.name}`}>
          {earlier.map((copy) => (
            <li key={copy.id}>
              Earlier copy, {reviewStateLabel[copy.state].toLowerCase()}
              {copy.expiresOn ? `, expired or expires ${longDate(copy.expiresOn)}` : ''}:{' '}
              {copy.filePurgedAt ? (
                'file deleted'
              ) : (
                <a href={fileUrl(copy.id)} target="_blank" rel="noopener">
                  open {copy.fileName}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </Item>
  );
}
