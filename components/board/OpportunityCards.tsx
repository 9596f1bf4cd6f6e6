import type { ReactNode } from 'react';
import { CardList } from '@/components/ui/CardList';
import Link from '@/components/ui/Link';
import type { OpportunitySummary } from '@/lib/db/queries/board';
import { areaLabel, kindLabel, listOf, timeLeft, tradeLabel } from '@/lib/board/words';
import { When } from './OpportunityFacts';

/**
 * Opportunities as a list of cards: title (a link to `href`), kind, trades and areas, the closing
 * time; `tags` adds what the viewer's company answered.
 */
export function OpportunityCards({
  items,
  href,
  tags,
  now = new Date(),
}: {
  items: readonly OpportunitySummary[];
  href: (id: string) => string;
  tags?: (item: OpportunitySummary) => { text: string; tone?: 'good' | 'bad' }[];
  now?: Date;
}): ReactNode {
  return (
    <CardList>
      {items.map((item) => (
        <li key={item.id}>
          <h3>
            <Link href={href(item.id)}>{item.title}</Link>
          </h3>
          <p className="meta">
            {kindLabel[item.kind]} · {listOf(item.trades, tradeLabel, 'any trade')} ·{' '}
            {listOf(item.areas, areaLabel, 'anywhere')}
          </p>
          <p>
            Closes <When at={item.closesAt} /> ({timeLeft(item.closesAt, now)})
          </p>
          {tags && tags(item).length > 0 && (
            <ul className="tags">
              {tags(item).map((tag) => (
                <li key={tag.text} className={`tag ${tag.tone ?? ''}`}>
                  {tag.text}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </CardList>
  );
}
