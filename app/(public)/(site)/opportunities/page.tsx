import type { Metadata } from 'next';
import { connection } from 'next/server';
import { OpportunityCards } from '@/components/board/OpportunityCards';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import Link from '@/components/ui/Link';
import {
  ButtonLink,
  ButtonRow,
  Container,
  PageHero,
  Prose,
  Section,
} from '@/components/ui/primitives';
import { BOARD_PATH, publicOpportunityPath } from '@/lib/board/paths';
import { publicBoard } from '@/lib/db/queries/board';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Opportunities for suppliers and contractors',
  description:
    'Subcontract packages, supply requests and manpower calls open to verified suppliers: how to take part, and the opportunities published openly.',
  path: '/opportunities',
});

/**
 * The board's public face: what it is, how a company takes part, and the open opportunities
 * staff published with a public summary (title, kind, trades, areas, closing time). The rest of
 * each is for verified companies, signed in.
 */
export default async function PublicBoardPage() {
  await connection();
  const now = new Date();
  const items = await publicBoard(now);
  return (
    <>
      <PageHero>
        <Container>
          <Breadcrumbs trail={[{ name: 'Opportunities', path: '/opportunities' }]} />
          <h1>Opportunities for suppliers and contractors</h1>
          <p>We sublet packages, buy supplies and call for manpower through verified suppliers.</p>
        </Container>
      </PageHero>
      <Section>
        <Container>
          <Prose>
            <p>
              In this industry a contractor works with an operator once it is prequalified. Our
              suppliers are too: register your company on the community portal, upload its documents
              (CAC certificate, tax clearance, NCDMB certificate, insurance, HSE) and the identity
              document of the person responsible for it. Once our reviewers verify it, the company
              sees every opportunity open to it, asks questions, and sends its expressions of
              interest here.
            </p>
            <ButtonRow>
              <ButtonLink href="/community-register">Create an account</ButtonLink>
              <ButtonLink href={`/community-login?next=${BOARD_PATH}`} $variant="outline">
                Sign in to the board
              </ButtonLink>
            </ButtonRow>
            <h2>Open now</h2>
          </Prose>
          {items.length ? (
            <OpportunityCards items={items} href={publicOpportunityPath} now={now} />
          ) : (
            <p>
              No opportunity is published openly at the moment: verified companies see every one
              open to them on the <Link href={BOARD_PATH}>board</Link>.
            </p>
          )}
        </Container>
      </Section>
    </>
  );
}
