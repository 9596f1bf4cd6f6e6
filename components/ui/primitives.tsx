import Link from '@/components/ui/Link';
import styled, { css } from 'styled-components';
import { color, layout, measure } from '@/lib/theme';

export const Container = styled.div`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${layout.gutter};
`;

export const Section = styled.section<{ $tone?: 'paper' | 'mist' | 'navy' }>`
  padding: clamp(2.5rem, 6vw, 4.5rem) 0;
  background: ${({ $tone }) =>
    $tone === 'mist' ? color.mist : $tone === 'navy' ? color.navy : color.paper};
  ${({ $tone }) =>
    $tone === 'navy' &&
    css`
      color: #e6ecf3;
      h2,
      h3 {
        color: #fff;
      }
      a {
        color: #fff;
      }
    `}
`;

export const Eyebrow = styled.p`
  font-size: 0.8rem;
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${color.amber};
  margin-bottom: 0.5rem;
`;

const buttonStyles = css<{ $variant?: 'primary' | 'outline' | 'light' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0.75rem 1.5rem;
  border-radius: 6px;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-decoration: none;
  border: 2px solid transparent;
  ${({ $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${color.amber};
          color: #fff;
          &:hover {
            background: #92400e;
          }
        `
      : $variant === 'light'
        ? css`
            background: #fff;
            color: ${color.navy};
            &:hover {
              background: ${color.mist};
            }
          `
        : css`
            border-color: currentColor;
            color: inherit;
            background: transparent;
            &:hover {
              background: rgba(255, 255, 255, 0.12);
            }
          `}
`;

export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'outline' | 'light' }>`
  ${buttonStyles}
`;

/** Two or three buttons side by side, wrapping on a phone with a gap between them. */
export const ButtonRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export const PageHero = styled.header`
  background: linear-gradient(120deg, ${color.navy} 0%, ${color.steel} 100%);
  color: #e6ecf3;
  padding: clamp(2.5rem, 7vw, 4.5rem) 0;
  h1 {
    color: #fff;
    font-size: clamp(1.9rem, 5vw, 3rem);
    max-width: ${measure(22, 'heading')};
  }
  p {
    max-width: ${measure(60)};
    font-size: 1.1rem;
    margin: 0;
  }
`;

export const Prose = styled.div`
  max-width: ${measure(70)};
  h2 {
    font-size: clamp(1.4rem, 3vw, 1.9rem);
    margin-top: 2rem;
  }
  ul {
    padding-left: 1.2rem;
  }
  li {
    margin-bottom: 0.4rem;
  }
`;

/**
 * A detail page's body: main column and a narrower aside, stacked on phones. `$heading` sizes the
 * main column's headings here, so the aside's smaller ones still win (these rules sit in
 * :where() and an extension's plain `h2` would override both).
 */
export const DetailColumns = styled.div<{ $heading?: string }>`
  display: grid;
  gap: 2.5rem;
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
  }
  h2 {
    font-size: ${({ $heading }) => $heading};
    margin-top: 2rem;
  }
  aside > div {
    background: ${color.mist};
    border-radius: 10px;
    padding: 1.5rem;
    margin-bottom: 1.5rem;
  }
  aside h2 {
    margin-top: 0;
    font-size: 1.15rem;
  }
`;
