/**
 * antd-mobile theme: antd-mobile reads CSS variables (`--adm-*`), so the theme is a set of variables applied to the
 * document root (or any container). Apps call `applyTheme()` once at start-up.
 */
// antd's blue-7: white text on it, and it as text on white, reach WCAG AA (4.5:1); antd-mobile's #1677ff reaches 4.1:1.
export const PRIMARY_COLOR = '#0958d9';

export const themeVariables: Readonly<Record<string, string>> = {
  '--adm-color-primary': PRIMARY_COLOR,
  '--adm-color-success': '#00b578',
  '--adm-color-warning': '#ff8f1f',
  '--adm-color-danger': '#ff3141',
  '--adm-color-text': '#333333',
  '--adm-color-weak': '#999999',
  '--adm-color-background': '#ffffff',
  '--adm-font-size-main': '14px',
  '--adm-font-family': '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", sans-serif',
};

export function applyTheme(overrides: Record<string, string> = {}, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries({ ...themeVariables, ...overrides })) root.style.setProperty(name, value);
}
