import { color, cssVariables, layout } from '@/lib/theme';

/** The site's rules for every page: plain CSS, no selector of a component's. */
const globalCss = `
  :root {
    ${cssVariables}
    color-scheme: light;
    /* The device's own face, for text and headings: Roboto on Android, San Francisco on Apple's,
       Segoe UI on Windows. No web font: one would either hold a slow phone's first paint or be
       swapped in after it, at the cost of restyling and laying out the page again (BENCHMARKS.md).
       One generic name, which costs no lookup among the system's fonts. */
    --font-body: system-ui, sans-serif;
    --font-heading: system-ui, sans-serif;
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
  /* Where the header stays at the top of the window (components/layout/Header.tsx), whatever the
     browser scrolls to (a link's #target, a focused field, the heading a step moves to) stops
     below it. */
  .sticky-header { scroll-padding-top: ${layout.headerClearance}; }
  /* The page behind the open small-screen menu does not scroll. */
  html:has(.menu-panel:modal) { overflow: hidden; }
  body {
    margin: 0;
    font-family: var(--font-body);
    font-size: 1rem;
    line-height: 1.6;
    color: ${color.ink};
    background: ${color.paper};
  }
  h1, h2, h3, h4 {
    font-family: var(--font-heading);
    line-height: 1.2;
    color: ${color.navy};
    margin: 0 0 0.75rem;
  }
  p { margin: 0 0 1rem; }
  /* Controls take the page's type; left to the browser's default (13.33px Arial) they cost
     each page a lookup among the system's fonts, for no visible gain. */
  button, input, select, textarea { font: inherit; }
  img, svg { max-width: 100%; height: auto; }
  a { color: ${color.amber}; }
  a:hover { text-decoration-thickness: 2px; }
  :focus-visible { outline: 3px solid ${color.amberBright}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  .skip-link {
    position: absolute; left: 1rem; top: -4rem; z-index: 100; padding: 0.75rem 1rem;
    background: ${color.navy}; color: #fff; border-radius: 4px;
  }
  .skip-link:focus { top: 1rem; }
  .error-view {
    max-width: 44rem; margin: 0 auto; padding: clamp(3rem, 10vw, 6rem) 1.25rem;
  }
  .error-view h1 { font-size: clamp(1.8rem, 5vw, 2.6rem); }
  .error-text {
    display: inline-block; font-family: ui-monospace, monospace; font-size: 1.1rem;
    background: ${color.mist}; border-left: 4px solid ${color.danger}; padding: 0.5rem 1rem;
  }
  .error-view ul { display: flex; flex-wrap: wrap; gap: 1rem 2rem; padding: 0; list-style: none; }
  .error-view a { font-weight: 600; }
  .error-retry {
    min-height: 44px; padding: 0.6rem 1.25rem; border: 0; border-radius: 6px; cursor: pointer;
    background: ${color.navy}; color: #fff; font: inherit; font-weight: 600;
  }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

/**
 * React 19 hoists a `<style>` with `href` and `precedence` into `<head>` and writes it once,
 * whatever renders it: rendered first in each root layout, its group comes before the
 * components' (styled-components' `precedence`), which override it where they overlap.
 */
export function GlobalStyle() {
  return (
    <style href="deltacrest-global" precedence="global">
      {globalCss}
    </style>
  );
}
