import { CardList } from '@/components/ui/CardList';
import Link from '@/components/ui/Link';
import { opportunityPath } from '@/lib/board/paths';
import { lagosTime, outcomeLabel } from '@/lib/board/words';
import type { companyInterests } from '@/lib/db/queries/board';

type Answer = Awaited<ReturnType<typeof companyInterests>>[number];

/** What the company answered to each opportunity, newest first, with the outcome once sent. */
export function CompanyAnswers({
  answers,
  now = new Date(),
}: {
  answers: readonly Answer[];
  now?: Date;
}) {
  return (
    <CardList>
      {answers.map((row) => (
        <li key={row.id}>
          <h3>
            <Link href={opportunityPath(row.id)}>{row.title}</Link>
          </h3>
          <p className="meta">
            {row.closesAt.getTime() <= now.getTime() ? 'Closed' : 'Closes'}{' '}
            {lagosTime(row.closesAt)}
          </p>
          <ul className="tags">
            <li className="tag">
              {row.submittedAt
                ? 'Expression of interest sent'
                : row.interested
                  ? 'Interested'
                  : 'Not interested'}
            </li>
            {row.outcomesSentAt && row.outcome && (
              <li className={`tag ${row.outcome === 'shortlisted' ? 'good' : ''}`}>
                Outcome: {outcomeLabel[row.outcome]}
              </li>
            )}
          </ul>
        </li>
      ))}
    </CardList>
  );
}
