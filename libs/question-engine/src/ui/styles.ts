import type { CSSProperties } from 'react';
import type { OptionState } from '../model/option-state';
import type { CardItemStatus } from '../model/session-view';

/** antd-mobile theme colours, with their default values when the theme is absent. */
export const QE_COLORS = {
  success: 'var(--adm-color-success, #00b578)',
  danger: 'var(--adm-color-danger, #ff3141)',
  primary: 'var(--adm-color-primary, #1677ff)',
  border: 'var(--adm-color-border, #eeeeee)',
  weak: 'var(--adm-color-weak, #999999)',
  text: 'var(--adm-color-text, #333333)',
  white: '#ffffff',
} as const;

/** Line height of an option's letter and text (unitless: it scales with the font size). */
export const OPTION_LINE_HEIGHT = 1.5;

const optionBase: CSSProperties = {
  display: 'flex',
  // The letter sits on the first line of the text: both start at the top and share one line height, so each glyph is
  // centred in a line box of the same height whatever its font (the Latin letter and the CJK text come from
  // different fonts, and on a shared baseline the letter sits higher). Centring the two boxes instead put the letter
  // between the lines of a text that wraps, which the large font size does.
  alignItems: 'flex-start',
  lineHeight: OPTION_LINE_HEIGHT,
  gap: 8,
  width: '100%',
  padding: '10px 12px',
  margin: '8px 0',
  borderRadius: 8,
  // Longhands only: state styles override borderColor, and React warns when a shorthand and its longhand mix.
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: QE_COLORS.border,
  background: QE_COLORS.white,
  color: QE_COLORS.text,
  textAlign: 'left',
  cursor: 'pointer',
};

/** Spec §4: green for a correct pick, green border for a missed correct option, red for a wrong pick. */
const OPTION_STATE_STYLES: Record<OptionState, CSSProperties> = {
  idle: {},
  picked: { borderColor: QE_COLORS.primary, color: QE_COLORS.primary },
  'correct-picked': { background: QE_COLORS.success, borderColor: QE_COLORS.success, color: QE_COLORS.white },
  correct: { background: QE_COLORS.success, borderColor: QE_COLORS.success, color: QE_COLORS.white },
  'correct-missed': { borderColor: QE_COLORS.success, color: QE_COLORS.success },
  'wrong-picked': { background: QE_COLORS.danger, borderColor: QE_COLORS.danger, color: QE_COLORS.white },
};

export function optionStyle(state: OptionState, fontSize: number): CSSProperties {
  return { ...optionBase, ...OPTION_STATE_STYLES[state], fontSize };
}

const CARD_STATUS_STYLES: Record<CardItemStatus, CSSProperties> = {
  right: { background: QE_COLORS.success, borderColor: QE_COLORS.success, color: QE_COLORS.white },
  wrong: { background: QE_COLORS.danger, borderColor: QE_COLORS.danger, color: QE_COLORS.white },
  answered: { background: QE_COLORS.primary, borderColor: QE_COLORS.primary, color: QE_COLORS.white },
  unanswered: {},
};

export function cardCellStyle(status: CardItemStatus, current: boolean): CSSProperties {
  return {
    width: 40,
    height: 40,
    borderRadius: '50%',
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: QE_COLORS.border,
    background: QE_COLORS.white,
    color: QE_COLORS.text,
    ...CARD_STATUS_STYLES[status],
    outline: current ? `2px solid ${QE_COLORS.primary}` : undefined,
    outlineOffset: 2,
  };
}
