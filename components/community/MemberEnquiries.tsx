import styled from 'styled-components';
import type { ServerFormAction } from '@/components/forms/use-server-form';
import type { MemberEnquiry } from '@/lib/db/queries/member-enquiries';
import type { EnquiryStatus, EnquiryType } from '@/lib/db/schema';
import { color } from '@/lib/theme';
import { enquirySubject } from '@/lib/enquiries/readable';
import { enquiryReference } from '@/lib/validation/enquiry-rules';
import { WithdrawForm } from './WithdrawForm.client';

const typeLabel: Record<EnquiryType, string> = {
  study: 'Study enquiry',
  'job-application': 'Job application',
  business: 'Business enquiry',
  contact: 'Contact message',
};

/** Words a visitor understands; spam is the company's judgement, so the member sees "Closed". */
const statusLabel: Record<EnquiryStatus, string> = {
  new: 'Received',
  'in-review': 'In review',
  replied: 'Replied',
  closed: 'Closed',
  spam: 'Closed',
  withdrawn: 'Withdrawn',
};

const List = styled.ul`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li {
    border: 1px solid ${color.line};
    border-radius: 8px;
    padding: 0.9rem 1rem;
  }
  dl {
    display: grid;
    grid-template-columns: minmax(6rem, max-content) 1fr;
    gap: 0.25rem 1rem;
    margin: 0.5rem 0;
  }
  dt {
    font-weight: 600;
    color: ${color.navy};
  }
  dd {
    margin: 0;
  }
  h3 {
    font-size: 1.05rem;
    margin: 0;
    overflow-wrap: break-word;
  }
  .replies h4 {
    font-size: 1rem;
    margin: 0.75rem 0 0.25rem;
  }
  .replies article {
    border-left: 3px solid ${color.line};
    padding-left: 0.75rem;
    margin: 0.5rem 0;
  }
  .replies p {
    margin: 0.25rem 0;
  }
  .reply-body {
    white-space: pre-wrap;
    overflow-wrap: break-word;
  }
  /* Withdrawing looks like what it is: a button that takes something back, which opens its
     confirmation. */
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    width: fit-content;
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.4rem 1rem;
    border: 2px solid ${color.danger};
    border-radius: 6px;
    color: ${color.danger};
    background: ${color.paper};
  }
  summary:hover {
    background: ${color.mist};
  }
  details[open] summary {
    margin-bottom: 0.75rem;
  }
`;

/** "Job application: Front-end Developer (React), Toronto, Ontario". */
function title({ type, payload }: MemberEnquiry): string {
  const subject =
    payload && typeof payload === 'object'
      ? enquirySubject(payload as Record<string, unknown>)
      : undefined;
  return subject ? `${typeLabel[type]}: ${subject}` : typeLabel[type];
}

/** The member's enquiries; each not yet withdrawn can be, by a form behind a confirmation. */
export function MemberEnquiries({
  items,
  withdraw,
}: {
  items: MemberEnquiry[];
  withdraw: ServerFormAction;
}) {
  if (items.length === 0) {
    return <p>You have not sent any enquiries or applications from this address yet.</p>;
  }
  return (
    <List>
      {items.map((item) => (
        <li key={item.id}>
          <h3>{title(item)}</h3>
          <dl>
            <dt>Sent</dt>
            <dd>{item.createdAt.toLocaleDateString('en-GB', { dateStyle: 'long' })}</dd>
            <dt>Reference</dt>
            <dd>{enquiryReference(item.id)}</dd>
            <dt>Status</dt>
            <dd>{statusLabel[item.status]}</dd>
          </dl>
          {item.replies.length > 0 && (
            <div className="replies">
              <h4>Our replies</h4>
              {item.replies.map((reply) => (
                <article key={reply.createdAt.toISOString()}>
                  <p>
                    <small>
                      {reply.createdAt.toLocaleDateString('en-GB', { dateStyle: 'long' })}
                    </small>
                  </p>
                  <p className="reply-body">{reply.body}</p>
                </article>
              ))}
            </div>
          )}
          <WithdrawForm
            action={withdraw}
            id={item.id}
            reference={enquiryReference(item.id)}
            what={item.type === 'job-application' ? 'application' : 'enquiry'}
            withdrawn={item.status === 'withdrawn'}
          />
        </li>
      ))}
    </List>
  );
}
