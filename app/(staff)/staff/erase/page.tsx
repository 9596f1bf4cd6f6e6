import type { Metadata } from 'next';
import { Button, Filters, Notice, StaffPage } from '@/components/staff/inbox/ui';
import { requireStaffPage } from '@/lib/auth/staff-session';
import { erasureSummary } from '@/lib/db/queries/erasure';
import { erasureRequest } from '@/lib/validation/staff-inbox';

export const metadata: Metadata = {
  title: 'Erase on request',
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Erasure on request in two steps: an address shows what is held about it (counts only), then a
 * confirmation posts the erasure. After it, the page says what went.
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
  return (
    <StaffPage>
      <h1>Erase everything held about an e-mail address</h1>
      {typeof query.erased === 'string' && (
        <Notice role="status">
          Erased {query.erased} enquiries ({query.cvs} with a CV),{' '}
          {query.member === '1' ? 'the member account' : 'no member account'} and {query.mail}{' '}
          e-mails.
        </Notice>
      )}
      <Filters method="get" action="/staff/erase">
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
          </ul>
          <Filters method="post" action="/api/staff/erase">
            <input type="hidden" name="email" value={parsed.data.email} />
            <label>
              <span>
                <input type="checkbox" name="confirm" value="yes" required /> Erase all of this; it
                cannot be undone
              </span>
            </label>
            <Button type="submit">Erase</Button>
          </Filters>
        </section>
      )}
    </StaffPage>
  );
}
