import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color } from '@/lib/theme';

const List = styled.dl`
  display: grid;
  /* A long term ("Expressions of interest close") wraps rather than push the values off a phone. */
  grid-template-columns: fit-content(45%) minmax(0, 1fr);
  gap: 0.5rem 1.25rem;
  background: ${color.mist};
  border-radius: 10px;
  padding: 1.25rem 1.5rem;
  margin: 0;
  div {
    display: contents;
  }
  dt {
    font-weight: 700;
    color: ${color.navy};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A detail page's key facts (a job's pay, a listing's price...) as a term and value grid. */
export function FactList({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <List>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
