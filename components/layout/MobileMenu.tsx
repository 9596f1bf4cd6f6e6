import type { NavLink } from '@/content/schemas/site';

const PANEL_ID = 'main-menu';

/**
 * The small-screen menu as an HTML popover: it opens and closes without JavaScript, Escape or a
 * tap outside closes it and gives focus back to the button, and the first link takes focus when
 * it opens. Its links load the page in full, which also closes it. Styled by the header.
 */
export function MobileMenu({ links }: { links: readonly NavLink[] }) {
  return (
    <>
      <button type="button" className="menu-toggle" popoverTarget={PANEL_ID}>
        <span className="menu-toggle-bars" aria-hidden="true" />
        <span className="visually-hidden">Open menu</span>
      </button>
      <div id={PANEL_ID} className="menu-panel" popover="auto">
        <button
          type="button"
          className="menu-close"
          popoverTarget={PANEL_ID}
          popoverTargetAction="hide"
        >
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close menu</span>
        </button>
        <nav aria-label="Main menu">
          <ul>
            {links.map((link, index) => (
              <li key={link.href}>
                {/* A plain link: the full load closes the menu, with no script to do it. */}
                <a href={link.href} autoFocus={index === 0}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
