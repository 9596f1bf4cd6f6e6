import { NavLinks } from '@/components/ui/NavLinks';
import styled from 'styled-components';
import { color } from '@/lib/theme';
import { canadaPages } from '@/content/canada';

const links = [
  ...canadaPages.map((page) => ({ href: `/${page.slug}`, label: page.shortTitle })),
  { href: '/job-opportunities', label: 'Job opportunities' },
  { href: '/business-search', label: 'Businesses for sale' },
  { href: '/contact-us?type=immigration', label: 'Contact us' },
];

const Nav = styled.nav`
  background: ${color.mist};
  border-radius: 10px;
  padding: 1.5rem;
  align-self: start;
  h2 {
    font-size: 1.1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li {
    margin-top: 0.25rem;
  }
  a {
    display: inline-block;
    padding: 0.3rem 0;
  }
  a[aria-current='page'] {
    color: ${color.navy};
    font-weight: 700;
    text-decoration: none;
  }
`;

/** Links between the Canada pages; the current one (its path) is marked. */
export function CanadaNav({ current }: { current?: string }) {
  return (
    <Nav aria-labelledby="canada-nav-heading">
      <h2 id="canada-nav-heading">Canada: work, study and live</h2>
      <ul>
        <NavLinks links={links} current={current} />
      </ul>
    </Nav>
  );
}
