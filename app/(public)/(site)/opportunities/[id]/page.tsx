import type { Metadata } from 'next';
import { connection } from 'next/server';
import { OpportunityFacts } from '@/components/board/OpportunityFacts';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import Link from '@/components/ui/Link';
import { MissingItemPage } from '@/components/ui/MissingItemPage';
import {
  ButtonLink,
  ButtonRow,
  Container,
  PageHero,
  Prose,
  Section,
} from '@/components/ui/primitives';
import { opportunityPath, publicOpportunityPath } from '@/lib/board/paths';
import { publicOpportunity } from '@/lib/board/public';
import { kindLabel } from '@/lib/board/words';
import { pageMetadata } from '@/lib/metadata';

type Params = { id: string };

const NOT_FOUND = 'Opportunity not found';

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  await connection();
  const opportunity = await publicOpportunity((await params).id);
  if (!opportunity) return { title: NOT_FOUND, robots: { index: false, follow: true } };
  return pageMetadata({
    title: opportunity.title,
    description: `${kindLabel[opportunity.kind]} for verified suppliers of Deltacrest Energy Services.`,
    path: publicOpportunityPath(opportunity.id),
  });
}

/**
 * An opportunity's public summary: the facts anyone may read, and the way in for the rest. Not
 * there (never, not public, or closed): its own "not found", with the proxy's 404.
 */
export default async function PublicOpportunityPage({ params }: { params: Promise<Params> }) {
  await connection();
  const now = new Date();
  const opportunity = await publicOpportunity((await params).id, now);
  if (!opportunity)
    return (
      <MissingItemPage
        title={NOT_FOUND}
        text="No open opportunity is published at this address: it may have closed, or the link may be mistyped."
      >
        <p>
          <Link href="/opportunities">See the opportunities open now</Link>
        </p>
      </MissingItemPage>
    );
  const member = opportunityPath(opportunity.id);
  return (
    <>
      <PageHero>
        <Container>
          <Breadcrumbs
            trail={[
              { name: 'Opportunities', path: '/opportunities' },
              { name: opportunity.title, path: publicOpportunityPath(opportunity.id) },
            ]}
          />
          <h1>{opportunity.title}</h1>
          <p>{kindLabel[opportunity.kind]} for verified suppliers</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <Prose>
            <OpportunityFacts opportunity={opportunity} now={now} />
            <h2>Take part</h2>
            <p>
              The scope, the documents, the questions and answers and the expression of interest are
              for verified suppliers, signed in to the community portal.
            </p>
            <ButtonRow>
              <ButtonLink href={`/community-login?next=${encodeURIComponent(member)}`}>
                Sign in to see it in full
              </ButtonLink>
              <ButtonLink href="/community-register" $variant="outline">
                Create an account
              </ButtonLink>
            </ButtonRow>
          </Prose>
        </Container>
      </Section>
    </>
  );
}
