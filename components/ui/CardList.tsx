import styled from 'styled-components';
import { color } from '@/lib/theme';

/**
 * A list of cards, each an item with its heading, a line of facts, tags (good or bad) and a note:
 * a company's documents, the opportunities board, a company's expressions of interest.
 */
export const CardList = styled.ul`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  > li {
    border: 1px solid ${color.line};
    border-radius: 8px;
    padding: 0.9rem 1rem;
  }
  h3 {
    font-size: 1.02rem;
    margin: 0 0 0.25rem;
    overflow-wrap: break-word;
  }
  .meta {
    margin: 0 0 0.5rem;
    color: ${color.muted};
    font-size: 0.92rem;
  }
  .tags {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    margin: 0 0 0.5rem;
    padding: 0;
    list-style: none;
  }
  .tag {
    display: inline-block;
    padding: 0.1rem 0.55rem;
    border-radius: 999px;
    font-size: 0.88rem;
    font-weight: 600;
    background: ${color.mist};
    color: ${color.ink};
  }
  .tag.good {
    background: #ecfdf3;
    color: ${color.success};
  }
  .tag.bad {
    background: #fef3f2;
    color: ${color.danger};
  }
  .note {
    margin: 0 0 0.5rem;
    white-space: pre-wrap;
    overflow-wrap: break-word;
  }
  p {
    margin: 0 0 0.35rem;
  }
`;
