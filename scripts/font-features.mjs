// The OpenType features the subset fonts keep (scripts/subset-fonts.mjs): the ones browsers apply
// to horizontal Latin text by default (HarfBuzz, hb-ot-shape.cc). Anything else, such as small
// capitals, fractions, tabular figures or stylistic sets, would need font-feature-settings or
// font-variant-*, which the site does not use.
export const defaultFeatures = [
  'abvm',
  'blwm',
  'calt',
  'ccmp',
  'clig',
  'curs',
  'dist',
  'kern',
  'liga',
  'locl',
  'mark',
  'mkmk',
  'rclt',
  'rlig',
  'rvrn',
];
