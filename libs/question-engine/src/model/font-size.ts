/** Spec §9 font sizes in px: small 10/12/14, medium 12/14/16 (default), large 14/16/18. */
export type FontSizeName = 'small' | 'medium' | 'large';

/** The three steps of one setting: labels (type tag, numbering), body (options, answers), stem (question text). */
export interface FontScale {
  label: number;
  body: number;
  stem: number;
}

export const FONT_SIZES: Readonly<Record<FontSizeName, FontScale>> = {
  small: { label: 10, body: 12, stem: 14 },
  medium: { label: 12, body: 14, stem: 16 },
  large: { label: 14, body: 16, stem: 18 },
};

export const DEFAULT_FONT_SIZE: FontSizeName = 'medium';

export const FONT_SIZE_NAMES: readonly FontSizeName[] = ['small', 'medium', 'large'];

export function fontScale(name: FontSizeName | null | undefined): FontScale {
  return FONT_SIZES[name ?? DEFAULT_FONT_SIZE] ?? FONT_SIZES[DEFAULT_FONT_SIZE];
}
