import { AA_TEXT_CONTRAST, contrastRatio, luminance, solidFill } from './contrast';
import { DEFAULT_SETTINGS, THEME_PRESETS } from './settings';

describe('solidFill', () => {
  it('darkens the default theme #409EFF until white text on it meets AA, keeping the hue', () => {
    expect(contrastRatio('#409eff', '#ffffff')).toBeLessThan(3);
    const fill = solidFill(DEFAULT_SETTINGS.theme);
    expect(contrastRatio(fill, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    // the blue stays blue: the channel order of #409EFF (b > g > r) is kept
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(fill.slice(i, i + 2), 16));
    expect(b > g && g > r).toBe(true);
  });

  it('goes further steps deeper for hover and press', () => {
    const fill = solidFill('#409EFF');
    expect(luminance(solidFill('#409EFF', 1))).toBeLessThan(luminance(fill));
    expect(luminance(solidFill('#409EFF', 2))).toBeLessThan(luminance(solidFill('#409EFF', 1)));
  });

  it('leaves a colour that already carries white text unchanged', () => {
    expect(solidFill('#c71585')).toBe('#c71585');
  });

  it('gives every preset theme colour a fill that passes', () => {
    for (const colour of THEME_PRESETS) expect(contrastRatio(solidFill(colour), '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
