import { css } from 'styled-components';
import type { NavItem } from '@/content/schemas/site';
import { color, layout } from '@/lib/theme';

const PANEL_ID = 'main-menu';

/** The menu's toggle and panel, drawn by the header's styles (Header.tsx includes these). */
export const menuStyles = css`
  .menu-toggle {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 48px;
    height: 48px;
    border: 1px solid ${color.line};
    border-radius: 8px;
    background: ${color.paper};
    cursor: pointer;
  }
  .menu-toggle-bars,
  .menu-toggle-bars::before,
  .menu-toggle-bars::after {
    display: block;
    width: 22px;
    height: 2px;
    background: ${color.navy};
    position: relative;
    transition: transform 0.2s ease;
  }
  .menu-toggle-bars::before,
  .menu-toggle-bars::after {
    content: '';
    position: absolute;
    left: 0;
  }
  .menu-toggle-bars::before {
    top: -7px;
  }
  .menu-toggle-bars::after {
    top: 7px;
  }
  .menu-panel {
    /* The dialog sits in the top layer, over the header: it brings its own close button. */
    position: fixed;
    inset: 0;
    width: 100%;
    height: 100%;
    max-width: none;
    max-height: none;
    margin: 0;
    border: 0;
    padding: 6rem ${layout.gutter} 2rem;
    background: ${color.paper};
    color: ${color.navy};
    overflow-y: auto;
  }
  .menu-close {
    position: absolute;
    top: 0.75rem;
    right: ${layout.gutter};
    width: 48px;
    height: 48px;
    border: 1px solid ${color.line};
    border-radius: 8px;
    background: ${color.paper};
    color: ${color.navy};
    font-size: 2rem;
    line-height: 1;
    cursor: pointer;
  }
  .menu-panel ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .menu-panel li {
    border-bottom: 1px solid ${color.line};
  }
  .menu-panel a {
    display: block;
    padding: 0.85rem 0;
    font-size: 1.2rem;
  }
  .menu-panel .group-label {
    display: block;
    padding: 0.85rem 0 0.25rem;
    font-size: 0.85rem;
    font-weight: 700;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: ${color.muted};
  }
  .menu-panel .group li {
    border: 0;
    padding-left: 1rem;
  }
  .menu-panel::backdrop {
    background: rgba(6, 26, 51, 0.5);
  }
`;

/**
 * The small-screen menu as a modal dialog opened by invoker commands (`command="show-modal"`):
 * it opens and closes without JavaScript in current browsers; focus stays inside it while it is
 * open (Tab past the last link comes back to the first, not to the page behind); Escape closes
 * it and gives focus back to the button. The first link takes focus when it opens. Its links
 * load the page in full, which also closes it. A browser without invoker commands (before Chrome
 * 135, Firefox 144, Safari 26.2) ignores `command`/`commandfor` and follows `popovertarget`
 * instead: the dialog opens as a popover, without a script either (not modal, but Escape and a
 * click outside close it, and its first link takes focus). A browser that knows both follows
 * `commandfor` only. Styled by the header.
 */
export function MobileMenu({ items, account }: { items: readonly NavItem[]; account: NavItem }) {
  let first = true;
  const link = (href: string, label: string) => {
    const autoFocus = first;
    first = false;
    // A plain link: the full load closes the menu, with no script to do it.
    return (
      <a href={href} autoFocus={autoFocus}>
        {label}
      </a>
    );
  };
  return (
    <>
      <button
        type="button"
        className="menu-toggle"
        {...{ command: 'show-modal', commandfor: PANEL_ID }}
        popoverTarget={PANEL_ID}
        aria-haspopup="dialog"
        aria-controls={PANEL_ID}
      >
        <span className="menu-toggle-bars" aria-hidden="true" />
        <span className="visually-hidden">Open menu</span>
      </button>
      <dialog id={PANEL_ID} className="menu-panel" aria-label="Main menu" popover="auto">
        <button
          type="button"
          className="menu-close"
          {...{ command: 'close', commandfor: PANEL_ID }}
          popoverTarget={PANEL_ID}
          popoverTargetAction="hide"
        >
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close menu</span>
        </button>
        <nav aria-label="Main menu">
          <ul>
            {[...items, account].map((item) =>
              'href' in item ? (
                <li key={item.href}>{link(item.href, item.label)}</li>
              ) : (
                <li key={item.label} className="group">
                  <span className="group-label" id={`menu-${item.label}`}>
                    {item.label}
                  </span>
                  <ul aria-labelledby={`menu-${item.label}`}>
                    {item.links.map((sub) => (
                      <li key={sub.href}>{link(sub.href, sub.label)}</li>
                    ))}
                  </ul>
                </li>
              ),
            )}
          </ul>
        </nav>
      </dialog>
    </>
  );
}
