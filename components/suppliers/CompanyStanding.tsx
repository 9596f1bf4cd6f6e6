import styled from 'styled-components';
import { ActionForm } from '@/components/forms/ActionForm.client';
import type { ServerFormAction } from '@/components/forms/use-server-form';
import Link from '@/components/ui/Link';
import type { Company } from '@/lib/db/supplier-schema';
import type { Holding } from '@/lib/suppliers/requirements';
import { timing } from '@/lib/suppliers/requirements';
import { companyStateLabel, timingLabel } from '@/lib/suppliers/words';
import { color } from '@/lib/theme';

const Box = styled.section`
  border-left: 5px solid ${color.amber};
  background: ${color.mist};
  border-radius: 6px;
  padding: 1rem 1.25rem;
  &[data-state='verified'] {
    border-left-color: ${color.success};
  }
  &[data-state='rejected'],
  &[data-state='lapsed'] {
    border-left-color: ${color.danger};
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }
  .state {
    font-weight: 700;
  }
  ul {
    margin: 0.5rem 0 1rem;
    padding-left: 1.25rem;
  }
  .note {
    white-space: pre-wrap;
    overflow-wrap: break-word;
    border-left: 3px solid ${color.line};
    padding-left: 0.75rem;
  }
`;

const when = (date: Date | null) =>
  date?.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }) ?? '';

/**
 * Where the company stands and what to do next, never a bare "pending": the state in words, the
 * reviewers' message, the list of what is missing or due, and the button to submit when nothing
 * is.
 */
export function CompanyStanding({
  company,
  gaps,
  held,
  today,
  submit,
}: {
  company: Company;
  gaps: string[];
  held: Holding[];
  today: string;
  submit: ServerFormAction;
}) {
  const open = company.state === 'draft' || company.state === 'action-requested';
  const due = held.flatMap(({ type, current }) => {
    const label = current && timingLabel(timing(current.expiresOn, today));
    return label && current.state !== 'rejected' ? [`${type.name}: ${label.toLowerCase()}.`] : [];
  });
  return (
    <Box aria-labelledby="standing-heading" data-state={company.state}>
      <h2 id="standing-heading">
        Status: <span className="state">{companyStateLabel[company.state]}</span>
      </h2>
      {company.state === 'draft' && (
        <p>Not sent to us yet. Complete what is listed below, then submit it for review.</p>
      )}
      {company.state === 'submitted' && (
        <p>
          With our reviewers since {when(company.submittedAt)}. We e-mail you as soon as we have
          decided, or if we need anything.
        </p>
      )}
      {company.state === 'action-requested' && (
        <>
          <p>Our reviewers need something more before they can verify the company:</p>
          <p className="note">{company.stateMessage}</p>
        </>
      )}
      {company.state === 'verified' && (
        <p>
          A verified supplier since {when(company.verifiedAt)}. Keep the documents current: we
          remind you 30 days, 7 days and on the day each one expires.
        </p>
      )}
      {company.state === 'lapsed' && (
        <>
          <p>No longer verified: a required document has expired.</p>
          <p className="note">{company.stateMessage}</p>
          <p>
            Upload the renewed document below: once we accept it, the company is verified again.
          </p>
        </>
      )}
      {company.state === 'rejected' && (
        <>
          <p>We could not verify the company. Our reason:</p>
          <p className="note">{company.stateMessage}</p>
          <p>
            If you think this is wrong, <Link href="/contact-us?type=other">write to us</Link>.
          </p>
        </>
      )}
      {open && gaps.length > 0 && (
        <>
          <p>What to do next:</p>
          <ul>
            {gaps.map((gap) => (
              <li key={gap}>{gap}</li>
            ))}
          </ul>
        </>
      )}
      {due.length > 0 && (
        <>
          <p>Due soon:</p>
          <ul>
            {due.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {open && gaps.length === 0 && (
        <ActionForm
          action={submit}
          idPrefix="submit-company"
          permalink="/community/company"
          label="Submit the company for review"
          fields={[]}
          submitLabel={company.state === 'draft' ? 'Submit for review' : 'Submit again'}
          pendingLabel="Submitting…"
        />
      )}
    </Box>
  );
}
