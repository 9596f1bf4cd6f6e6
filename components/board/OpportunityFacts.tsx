import { FactList } from '@/components/ui/FactList';
import type { Opportunity } from '@/lib/db/board-schema';
import { areaLabel, kindLabel, lagosTime, listOf, timeLeft, tradeLabel } from '@/lib/board/words';
import { LocalTime } from './LocalTime.client';

type Facts = Pick<Opportunity, 'kind' | 'trades' | 'areas' | 'closesAt'> &
  Partial<Pick<Opportunity, 'questionsCloseAt' | 'addenda'>>;

/** A time in Lagos, then in the visitor's own zone (after the scripts run). */
export function When({ at }: { at: Date }) {
  return (
    <>
      <time dateTime={at.toISOString()}>{lagosTime(at)}</time>
      <LocalTime iso={at.toISOString()} />
    </>
  );
}

/**
 * What anyone allowed to see an opportunity's summary reads: its kind, trades, areas and
 * closing time (the public summary is exactly this); with the questions' closing and the
 * addenda for those who see it in full.
 */
export function OpportunityFacts({
  opportunity,
  now = new Date(),
}: {
  opportunity: Facts;
  now?: Date;
}) {
  const closed = opportunity.closesAt.getTime() <= now.getTime();
  const facts: [string, React.ReactNode][] = [
    ['Kind', kindLabel[opportunity.kind]],
    ['Trades', listOf(opportunity.trades, tradeLabel, 'Any')],
    ['Areas', listOf(opportunity.areas, areaLabel, 'Any')],
    [
      closed ? 'Closed' : 'Expressions of interest close',
      <>
        <When at={opportunity.closesAt} />
        {!closed && ` (${timeLeft(opportunity.closesAt, now)})`}
      </>,
    ],
  ];
  if (opportunity.questionsCloseAt)
    facts.push(['Questions close', <When key="q" at={opportunity.questionsCloseAt} />]);
  if (opportunity.addenda) facts.push(['Addenda', String(opportunity.addenda)]);
  return <FactList facts={facts} />;
}
