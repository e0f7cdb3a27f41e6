/** WCAG 2 AA: normal-size text needs this contrast against its background. */
export const AA_TEXT_CONTRAST = 4.5;
/** Each darkening step keeps this share of every RGB channel (the hue stays, the shade deepens). */
const DARKEN_STEP = 0.95;
const WHITE = '#ffffff';

const channels = (hex: string): number[] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb: number[]): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The theme colour, darkened just enough for white text on it to meet AA: the fill of primary buttons. RuoYi's
 * default theme #409EFF (spec §3) carries white text at only 2.8:1; the colour itself stays the theme everywhere
 * else (menus, tags, links), and a colour that already passes is returned unchanged. `deeper` adds further steps
 * (hover and pressed states, which must stay readable too).
 */
export function solidFill(hex: string, deeper = 0): string {
  let rgb = channels(hex);
  while (contrastRatio(toHex(rgb), WHITE) < AA_TEXT_CONTRAST) rgb = rgb.map((c) => c * DARKEN_STEP);
  for (let i = 0; i < deeper; i++) rgb = rgb.map((c) => c * DARKEN_STEP);
  return toHex(rgb);
}
