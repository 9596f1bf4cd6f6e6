import type { NavItem } from '@/content/schemas/site';
import { InvokerFallback } from './InvokerFallback.client';

const PANEL_ID = 'main-menu';

/**
 * The small-screen menu as a modal dialog opened by invoker commands (`command="show-modal"`):
 * it opens and closes without JavaScript in current browsers; focus stays inside it while it is
 * open (Tab past the last link comes back to the first, not to the page behind); Escape closes
 * it and gives focus back to the button. The first link takes focus when it opens. Its links
 * load the page in full, which also closes it. A browser without invoker commands gets them from
 * InvokerFallback once the page's script runs. Styled by the header.
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
        aria-haspopup="dialog"
        aria-controls={PANEL_ID}
      >
        <span className="menu-toggle-bars" aria-hidden="true" />
        <span className="visually-hidden">Open menu</span>
      </button>
      <dialog id={PANEL_ID} className="menu-panel" aria-label="Main menu">
        <button
          type="button"
          className="menu-close"
          {...{ command: 'close', commandfor: PANEL_ID }}
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
      <InvokerFallback />
    </>
  );
}
