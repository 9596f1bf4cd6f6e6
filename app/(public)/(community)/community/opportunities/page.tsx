import type { Metadata } from 'next';
import { CompanyAnswers } from '@/components/board/CompanyAnswers';
import { OpportunityCards } from '@/components/board/OpportunityCards';
import { PortalPage } from '@/components/community/PortalPage';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { FocusedStatus } from '@/components/forms/FocusedStatus.client';
import { Callout } from '@/components/ui/Callout';
import Link from '@/components/ui/Link';
import { whatToDo } from '@/lib/board/access';
import { boardViewer } from '@/lib/board/member-pages';
import { BOARD_PATH, opportunityPath } from '@/lib/board/paths';
import { alertsOf } from '@/lib/db/queries/alerts';
import { companyInterests, openBoard, type OpportunitySummary } from '@/lib/db/queries/board';
import { startOpportunityAlert } from './actions';

export const metadata: Metadata = {
  title: 'Opportunities',
  description: 'Subcontract packages, supply requests and manpower calls for verified suppliers.',
  robots: { index: false },
};

const PAGE_SIZE = 20;

const answers: Record<string, string> = {
  alert:
    'Your alert is on: we e-mail you new opportunities for your company’s trades and areas, at most once a day.',
};

type Props = { searchParams: Promise<{ page?: string | string[]; saved?: string | string[] }> };

/**
 * The board: the open opportunities the member's company may see, soonest closing first, with
 * what the company answered to each; its earlier expressions of interest and their outcomes; and
 * the alert that mails it new ones. A company that is not verified sees the summaries and what to
 * do to take part.
 */
export default async function BoardPage({ searchParams }: Props) {
  const { company, member } = await boardViewer(BOARD_PATH);
  const params = await searchParams;
  const page = Math.max(1, Math.min(500, Number(params.page) || 1));
  const now = new Date();
  const verified = company?.state === 'verified';
  const [board, answered, alerts] = await Promise.all([
    openBoard(company, now, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    company ? companyInterests(company.id) : [],
    verified ? alertsOf(member.email.toLowerCase()) : [],
  ]);
  const alertOn = alerts.some((alert) => alert.kind === 'opportunities' && alert.usedAt);
  const pages = Math.max(1, Math.ceil(board.total / PAGE_SIZE));
  const saved = typeof params.saved === 'string' ? answers[params.saved] : undefined;
  const rows = new Map(board.rows.map((row) => [row.id, row]));
  const tags = (item: OpportunitySummary) => {
    const row = rows.get(item.id);
    const list: { text: string; tone?: 'good' | 'bad' }[] = [];
    if (row?.invited) list.push({ text: 'Invited' });
    if (row?.submittedAt) list.push({ text: 'Expression of interest sent', tone: 'good' });
    else if (row?.interested === true) list.push({ text: 'Interested', tone: 'good' });
    else if (row?.interested === false) list.push({ text: 'Not interested' });
    if (company && item.trades.some((trade) => company.trades.includes(trade)))
      list.push({ text: 'Your trade' });
    return list;
  };

  return (
    <PortalPage
      title="Opportunities"
      intro="Subcontract packages, supply requests and manpower calls for verified suppliers."
      aside={
        <p>
          <Link href="/community">Back to your members area</Link>
        </p>
      }
    >
      {saved && <FocusedStatus message={saved} />}
      {!verified && (
        <Callout>
          <p>{whatToDo({ company, member: true, invited: false })}</p>
          <p>
            <Link href="/community/company">
              {company ? 'See your company and what to do next' : 'Register your company'}
            </Link>
          </p>
        </Callout>
      )}
      {verified && (
        <section aria-labelledby="alert-heading">
          <h2 id="alert-heading">New opportunities by e-mail</h2>
          {alertOn ? (
            <p>
              We e-mail you new opportunities for {company.registeredName}’s trades and areas, at
              most once a day. <Link href="/community#alerts">See or stop it</Link>
            </p>
          ) : (
            <ActionForm
              action={startOpportunityAlert}
              idPrefix="opportunity-alert"
              permalink={BOARD_PATH}
              label="E-mail me new opportunities"
              fields={[]}
              submitLabel="E-mail me new opportunities for my company’s trades and areas"
              pendingLabel="Starting…"
            />
          )}
        </section>
      )}
      <section aria-labelledby="open-heading">
        <h2 id="open-heading">Open now</h2>
        {board.total === 0 ? (
          <p>No opportunity is open to your company at the moment.</p>
        ) : (
          <>
            <p>
              {board.total} open, soonest closing first. Times are Lagos time (West Africa Time).
            </p>
            <OpportunityCards items={board.rows} href={opportunityPath} tags={tags} now={now} />
            {pages > 1 && (
              <nav aria-label="Pages of opportunities">
                <p>
                  Page {page} of {pages}
                  {page > 1 && (
                    <>
                      {' · '}
                      <Link href={`${BOARD_PATH}?page=${page - 1}`}>Previous</Link>
                    </>
                  )}
                  {page < pages && (
                    <>
                      {' · '}
                      <Link href={`${BOARD_PATH}?page=${page + 1}`}>Next</Link>
                    </>
                  )}
                </p>
              </nav>
            )}
          </>
        )}
      </section>
      {answered.length > 0 && (
        <section aria-labelledby="answered-heading">
          <h2 id="answered-heading">Your company’s answers</h2>
          <CompanyAnswers answers={answered} now={now} />
        </section>
      )}
    </PortalPage>
  );
}
