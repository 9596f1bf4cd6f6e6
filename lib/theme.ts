/**
 * Design tokens. Values live once, as CSS custom properties on :root (see GlobalStyle);
 * components refer to them through this map so a typo is a type error, not a silent fallback.
 */
export const tokens = {
  navy: '#0b2545',
  navyDeep: '#061a33',
  steel: '#13315c',
  amber: '#b45309',
  amberBright: '#f59e0b',
  ink: '#1c2430',
  muted: '#4a5565',
  line: '#d9dee6',
  paper: '#ffffff',
  mist: '#f3f5f8',
  danger: '#b42318',
  success: '#067647',
} as const;

type TokenName = keyof typeof tokens;

export const color = Object.fromEntries(
  Object.keys(tokens).map((name) => [name, `var(--c-${name})`]),
) as Record<TokenName, string>;

export const cssVariables = Object.entries(tokens)
  .map(([name, value]) => `--c-${name}: ${value};`)
  .join('\n');

export const media = {
  /** The seed's mobile breakpoint for the hero carousel. */
  phone: '@media (max-width: 463.98px)',
  tablet: '@media (min-width: 464px)',
  desktop: '@media (min-width: 1024px)',
  wide: '@media (min-width: 1280px)',
} as const;

export const layout = {
  maxWidth: '1200px',
  gutter: 'clamp(1rem, 4vw, 2rem)',
  /** The public header's height at the top of the window (it is sticky), with a little air. */
  headerClearance: '5.5rem',
} as const;

/** Width of "0" (what `1ch` is) in em, near enough for a line length in the system faces: text, bold headings. */
const zeroWidth = { body: 0.63, heading: 0.68 } as const;

/**
 * A line length of about `characters` characters, as a max-width in em.
 *
 * Not in `ch`: a `ch` length needs the font's metrics while styles are computed, and while the web
 * fonts are still loading Chromium looks through the system's fonts for them instead, which slows
 * the style pass. `em` needs only the font size.
 */
export function measure(characters: number, face: keyof typeof zeroWidth = 'body'): string {
  return `${Math.round(characters * zeroWidth[face] * 10) / 10}em`;
}
