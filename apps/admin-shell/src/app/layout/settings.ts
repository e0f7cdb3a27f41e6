/**
 * Layout settings (the settings drawer of spec §2): defaults, the localStorage
 * record `layout-setting` written by 保存配置 and removed by 重置配置, exactly as RuoYi-Vue3 stores them.
 */

export type SideTheme = 'theme-dark' | 'theme-light';

export interface LayoutSettings {
  sideTheme: SideTheme;
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
  theme: string;
}

export const DEFAULT_THEME_COLOR = '#409EFF';
/** RuoYi's predefined theme colours. */
export const THEME_PRESETS = ['#409EFF', '#ff4500', '#ff8c00', '#ffd700', '#90ee90', '#00ced1', '#1e90ff', '#c71585'] as const;

export const DEFAULT_SETTINGS: LayoutSettings = {
  sideTheme: 'theme-dark',
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: true,
  theme: DEFAULT_THEME_COLOR,
};

export const SETTINGS_STORAGE_KEY = 'layout-setting';
/** Spec §9 "Settings save/reset delay 1 s": how long the loading text stays before closing / reloading. */
export const SETTINGS_DELAY_MS = 1000;
export const SETTINGS_DRAWER_WIDTH_PX = 300;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Stored settings over the defaults; anything unreadable or of the wrong type falls back to the default. */
export function loadSettings(storage: Pick<Storage, 'getItem'> = localStorage): LayoutSettings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // a broken record (edited by hand) is ignored
  }
  const flag = (key: keyof LayoutSettings) => (typeof stored[key] === 'boolean' ? (stored[key] as boolean) : (DEFAULT_SETTINGS[key] as boolean));
  return {
    sideTheme: stored['sideTheme'] === 'theme-light' ? 'theme-light' : 'theme-dark',
    topNav: flag('topNav'),
    tagsView: flag('tagsView'),
    fixedHeader: flag('fixedHeader'),
    sidebarLogo: flag('sidebarLogo'),
    dynamicTitle: flag('dynamicTitle'),
    theme: typeof stored['theme'] === 'string' && HEX_COLOR.test(stored['theme']) ? stored['theme'] : DEFAULT_THEME_COLOR,
  };
}

export function saveSettings(settings: LayoutSettings, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
}

export function clearSettings(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  storage.removeItem(SETTINGS_STORAGE_KEY);
}

/** Spec "dynamic title": `<route title> - <app title>` when on, else the app title. */
export function documentTitle(settings: Pick<LayoutSettings, 'dynamicTitle'>, routeTitle: string | undefined, appTitle: string): string {
  return settings.dynamicTitle && routeTitle ? `${routeTitle} - ${appTitle}` : appTitle;
}
