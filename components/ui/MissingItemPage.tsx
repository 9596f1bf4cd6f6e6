import type { ReactNode } from 'react';
import { Container, PageHero, Section } from './primitives';

/**
 * The page of a job or listing that is not there (never was, or has been taken down): what
 * happened in the page's own words, and where to go instead. Its 404 status comes from the proxy
 * (lib/missing-items.ts).
 */
export function MissingItemPage({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero>
        <Container>
          <h1>{title}</h1>
          <p>{text}</p>
        </Container>
      </PageHero>
      <Section>
        <Container>{children}</Container>
      </Section>
    </>
  );
}
