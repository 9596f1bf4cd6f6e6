import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { InlineSvg } from '@/components/ui/InlineSvg';
import { company } from '@/content/company';
import { color, media } from '@/lib/theme';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  width: 170px;
  text-decoration: none;
  color: ${color.navy};
  ${media.tablet} {
    width: 230px;
  }
  .logo-mark {
    flex: none;
    display: flex;
  }
  span {
    font-family: var(--font-heading);
    font-weight: 700;
    font-size: 0.95rem;
    line-height: 1.1;
    ${media.tablet} {
      font-size: 1.2rem;
    }
  }
  small {
    display: block;
    font-family: var(--font-body);
    font-weight: 600;
    font-size: 0.62rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${color.amber};
    ${media.tablet} {
      font-size: 0.7rem;
    }
  }
`;

export function Logo() {
  return (
    // The link's name starts with the words it shows (WCAG 2.5.3, label in name).
    <LogoLink href="/">
      <InlineSvg src="/images/logo.svg" size={40} className="logo-mark" />
      <span>
        {company.shortName} <small>Energy services</small>
      </span>
      <span className="visually-hidden">, home page</span>
    </LogoLink>
  );
}
