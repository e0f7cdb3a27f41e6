/**
 * antd-mobile theme: antd-mobile reads CSS variables (`--adm-*`), so the theme is a set of variables applied to the
 * document root (or any container). Apps call `applyTheme()` once at start-up.
 */
// antd's blue-7: white text on it, and it as text on white, reach WCAG AA (4.5:1); antd-mobile's #1677ff reaches 4.1:1.
export const PRIMARY_COLOR = '#0958d9';

/**
 * A red that passes WCAG AA (4.5:1) where the theme's danger #ff3141 does not: under small white text (badges, tags:
 * 5.4:1, #ff3141 3.6:1) and as text on the #f5f6f8 page (an outlined 退出登录: 4.9:1, #ff3141 3.4:1). The theme's
 * danger stays as it is for the answering screen's option colours.
 */
export const DANGER_AA_COLOR = '#d4141f';

/** An antd-mobile outlined danger Button / Tag in DANGER_AA_COLOR (its text and border read these variables). */
export const DANGER_OUTLINE_STYLE: Readonly<Record<'--text-color' | '--border-color', string>> = { '--text-color': DANGER_AA_COLOR, '--border-color': DANGER_AA_COLOR };

export const themeVariables: Readonly<Record<string, string>> = {
  '--adm-color-primary': PRIMARY_COLOR,
  '--adm-color-success': '#00b578',
  '--adm-color-warning': '#ff8f1f',
  '--adm-color-danger': '#ff3141',
  '--adm-color-text': '#333333',
  // Secondary text (list descriptions and headers): antd-mobile's #999999 reaches 2.8:1 on white; this 4.9:1 (4.6:1
  // on the #f5f6f8 page background) passes WCAG AA for body text.
  '--adm-color-weak': '#707070',
  '--adm-color-background': '#ffffff',
  '--adm-font-size-main': '14px',
  '--adm-font-family': '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", sans-serif',
};

export function applyTheme(overrides: Record<string, string> = {}, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries({ ...themeVariables, ...overrides })) root.style.setProperty(name, value);
}
