import styled from 'styled-components';
import { color } from '@/lib/theme';

/** A short message that stands apart from the page: what to do before taking part, say. */
export const Callout = styled.div<{ $tone?: 'good' | 'bad' }>`
  margin: 0 0 1.5rem;
  padding: 0.9rem 1.1rem;
  border-left: 5px solid
    ${({ $tone }) =>
      $tone === 'good' ? color.success : $tone === 'bad' ? color.danger : color.amber};
  border-radius: 6px;
  background: ${color.mist};
  overflow-wrap: break-word;
  p {
    margin: 0 0 0.5rem;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;
