import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { navigation } from '@/content/navigation';
import { color, layout } from '@/lib/theme';
import { Logo } from './Logo';
import { MobileMenu, menuStyles } from './MobileMenu';
import { NavGroup } from './NavGroup.client';
import { TopBar } from './TopBar';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${color.paper};
  border-bottom: 1px solid ${color.line};
  .inner {
    position: relative;
    z-index: 2;
    background: ${color.paper};
    max-width: ${layout.maxWidth};
    margin: 0 auto;
    padding: 0.75rem ${layout.gutter};
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
  }
  .desktop-nav {
    display: none;
  }
  .desktop-nav > ul {
    display: flex;
    align-items: center;
    gap: 1.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .desktop-nav a,
  .desktop-nav summary,
  .menu-panel a {
    color: ${color.navy};
    font-weight: 600;
    text-decoration: none;
  }
  .desktop-nav a:hover,
  .desktop-nav summary:hover {
    color: ${color.amber};
  }
  /* A group (the Canada pages) opens below its name: a disclosure, without JavaScript. */
  .desktop-nav details {
    position: relative;
  }
  .desktop-nav summary {
    cursor: pointer;
    list-style: none;
  }
  .desktop-nav summary::-webkit-details-marker {
    display: none;
  }
  .desktop-nav summary::after {
    content: '';
    display: inline-block;
    margin-left: 0.4rem;
    border: 5px solid transparent;
    border-top-color: currentColor;
    transform: translateY(3px);
  }
  .desktop-nav details ul {
    position: absolute;
    top: calc(100% + 0.75rem);
    left: -1rem;
    min-width: 16rem;
    margin: 0;
    padding: 0.5rem 0;
    list-style: none;
    background: ${color.paper};
    border: 1px solid ${color.line};
    border-radius: 8px;
    box-shadow: 0 8px 24px rgba(11, 37, 69, 0.12);
  }
  .desktop-nav details a {
    display: block;
    padding: 0.6rem 1rem;
  }
  ${menuStyles}
  @media (min-width: 1024px) {
    .desktop-nav {
      display: block;
    }
    .menu-toggle,
    .menu-panel {
      display: none;
    }
  }
`;

/**
 * The class of the <html> of every page that draws this header: the header is sticky, and the
 * page's scroll padding (components/GlobalStyle.tsx) keeps what the browser scrolls to clear of it.
 */
export const STICKY_HEADER_ROOT = 'sticky-header';

export function Header() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <Bar>
        <div className="inner">
          <Logo />
          <nav className="desktop-nav" aria-label="Main">
            <ul>
              {navigation.main.map((item) =>
                'href' in item ? (
                  <li key={item.href}>
                    <Link href={item.href}>{item.label}</Link>
                  </li>
                ) : (
                  <li key={item.label}>
                    <NavGroup label={item.label}>
                      <ul>
                        {item.links.map((link) => (
                          <li key={link.href}>
                            <Link href={link.href}>{link.label}</Link>
                          </li>
                        ))}
                      </ul>
                    </NavGroup>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <MobileMenu
            items={navigation.main}
            account={{ label: 'Community login', href: '/community-login' }}
          />
        </div>
      </Bar>
    </>
  );
}
