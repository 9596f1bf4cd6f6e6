import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FormFrame } from '@/components/forms/FormFrame';
import { Container, PageHero } from '@/components/ui/primitives';
import { color } from '@/lib/theme';

const Card = styled.div`
  margin: clamp(-2.5rem, -4vw, -1.5rem) auto 0;
  position: relative;
  max-width: 46rem;
  padding: clamp(1.25rem, 4vw, 2.5rem);
  background: ${color.paper};
  border: 1px solid ${color.line};
  border-radius: 10px;
  box-shadow: 0 10px 30px rgba(11, 37, 69, 0.08);
  /* Each part of the members area (a form's buttons end the one before) starts clear of it. */
  * + h2,
  * + section {
    margin-top: 2.5rem;
  }
  .aside {
    margin-top: 1.5rem;
    padding-top: 1rem;
    border-top: 1px solid ${color.line};
    color: ${color.muted};
  }
`;

const Below = styled.div`
  padding-bottom: clamp(2.5rem, 6vw, 4.5rem);
`;

/** A portal page: heading band, then the form or profile in a card that overlaps it. */
export function PortalPage({
  title,
  intro,
  children,
  aside,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <>
      <PageHero>
        <Container>
          <h1>{title}</h1>
          <p>{intro}</p>
        </Container>
      </PageHero>
      <Below>
        <Container>
          <Card>
            <FormFrame>{children}</FormFrame>
            {aside && <div className="aside">{aside}</div>}
          </Card>
        </Container>
      </Below>
    </>
  );
}
