import type { Metadata } from 'next';
import styled from 'styled-components';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { FormFrame } from '@/components/forms/FormFrame';
import { FormSummary } from '@/components/forms/FormSummary.client';
import { Button, Filters, Notice, StaffPage } from '@/components/staff/kit';
import { requireStaffPage } from '@/lib/auth/staff-session';
import { erasureSummary } from '@/lib/db/queries/erasure';
import { erasedCounts, erasureRequest } from '@/lib/validation/staff-inbox';
import { eraseAddress } from '../actions';

export const metadata: Metadata = { title: 'Erase on request' };

/** The erasure's answer: a form's accepted answer, spaced from the look-up form below it. */
const Answer = styled(FormFrame)`
  margin-bottom: 1.25rem;
`;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Erasure on request in two steps: an address shows what is held about it (counts only; the
 * look-up is audited), then a confirmed form erases it and answers what went, on this page.
 * Once an address is shown, the person's copy of it all (their right of access) is a download.
 */
export default async function ErasePage({ searchParams }: Props) {
  // Erasure cannot be undone: admins only.
  const session = await requireStaffPage('admin');
  const query = await searchParams;
  const parsed =
    typeof query.email === 'string' ? erasureRequest.safeParse({ email: query.email }) : undefined;
  const summary = parsed?.success
    ? await erasureSummary(session.staff, parsed.data.email)
    : undefined;
  const erased = erasedCounts(query.erased);
  return (
    <StaffPage>
      <h1>Erase everything held about an e-mail address</h1>
      {erased && (
        // Drawn as a form's accepted answer is, and focused as it is (the page's script is
        // already loaded for the header's form): a keyboard or screen-reader user lands on it.
        <Answer>
          <FormSummary
            idPrefix="erased"
            fields={[]}
            state={{
              status: 'done',
              attempt: 1,
              message: `Erased ${erased.enquiries} enquiries (${erased.cvs} with a CV), ${
                erased.member ? 'the member account' : 'no member account'
              }, ${erased.mail} e-mails, ${erased.alerts} alerts and ${erased.companies} supplier companies it was the last member of. Nothing more is held about that address, and it is not shown again here.`,
            }}
          />
        </Answer>
      )}
      <Filters method="get" action="/staff/erase" noValidate>
        <label>
          E-mail address
          <input
            type="email"
            name="email"
            required
            maxLength={254}
            defaultValue={parsed?.success ? parsed.data.email : ''}
          />
        </label>
        <Button type="submit">Show what is held</Button>
      </Filters>
      {parsed && !parsed.success && <Notice role="alert">Enter a valid e-mail address.</Notice>}
      {parsed?.success && summary && (
        <section aria-labelledby="held">
          <h2 id="held">Held about {parsed.data.email}</h2>
          <ul>
            <li>
              {summary.enquiries} enquiries, {summary.cvs} of them with a CV, and their notes
            </li>
            <li>{summary.member ? 'A member account, with its sessions' : 'No member account'}</li>
            <li>{summary.mail} e-mails to this address in the outbox</li>
            <li>{summary.alerts} job or business alerts, confirmed or not</li>
            <li>
              {summary.companies} supplier companies it belongs to or is the responsible person of:
              a company it is the last member of goes with its documents; of the others, its name,
              contact details and identity images go
            </li>
          </ul>
          <p>
            <a href={`/api/staff/access?email=${encodeURIComponent(parsed.data.email)}`} download>
              Download everything held about this address
            </a>{' '}
            (a ZIP file for the person who asked: README.txt, data.json and their CVs; recorded in
            the audit log).
          </p>
          <FormFrame>
            <ActionForm
              action={eraseAddress}
              idPrefix="erase"
              permalink={`/staff/erase?email=${encodeURIComponent(parsed.data.email)}`}
              submitLabel="Erase"
              tone="danger"
              pendingLabel="Erasing…"
              fields={[
                { kind: 'hidden', name: 'email', value: parsed.data.email },
                {
                  kind: 'checkbox',
                  name: 'confirm',
                  value: 'yes',
                  label: 'Erase all of this; it cannot be undone',
                },
              ]}
            />
          </FormFrame>
        </section>
      )}
    </StaffPage>
  );
}
