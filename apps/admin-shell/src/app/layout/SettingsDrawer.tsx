import { CheckOutlined } from '@ant-design/icons';
import { App, Button, Divider, Drawer, Switch } from 'antd';
import { messages } from '../../messages';
import { useLayoutSettings } from './LayoutSettingsContext';
import {
  SETTINGS_DELAY_MS,
  SETTINGS_DRAWER_WIDTH_PX,
  THEME_PRESETS,
  clearSettings,
  saveSettings,
  type LayoutSettings,
  type SideTheme,
} from './settings';
import styles from './settings-drawer.module.css';

const text = messages.settings;

type Flag = 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle';
const SWITCHES: [Flag, string][] = [
  ['topNav', text.topNav],
  ['tagsView', text.tagsView],
  ['fixedHeader', text.fixedHeader],
  ['sidebarLogo', text.sidebarLogo],
  ['dynamicTitle', text.dynamicTitle],
];
const SIDE_THEMES: [SideTheme, string][] = [
  ['theme-dark', text.sideThemeDark],
  ['theme-light', text.sideThemeLight],
];

interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Injected for tests; the page reload after 重置配置. */
  reload?: () => void;
}

/** 布局设置 (RuoYi `Settings/index.vue`): every change applies live; only 保存配置 keeps it across reloads. */
export function SettingsDrawer({ open, onClose, reload = () => window.location.reload() }: SettingsDrawerProps) {
  const { settings, change } = useLayoutSettings();
  const { message } = App.useApp();

  const save = () => {
    const close = message.loading(text.saving, 0);
    saveSettings(settings);
    setTimeout(close, SETTINGS_DELAY_MS);
  };
  const reset = () => {
    message.loading(text.resetting, 0);
    clearSettings();
    setTimeout(reload, SETTINGS_DELAY_MS);
  };
  const set = <K extends keyof LayoutSettings>(key: K) => (value: LayoutSettings[K]) => change(key, value);

  return (
    <Drawer open={open} onClose={onClose} placement="right" size={SETTINGS_DRAWER_WIDTH_PX} closable={false} title={text.title}>
      <div className={styles.themes}>
        {SIDE_THEMES.map(([theme, label]) => (
          <button
            key={theme}
            type="button"
            title={label}
            aria-label={label}
            aria-pressed={settings.sideTheme === theme}
            className={`${styles.sideTheme} ${theme === 'theme-dark' ? styles.dark : styles.light}`}
            onClick={() => change('sideTheme', theme)}
          >
            {settings.sideTheme === theme && <CheckOutlined />}
          </button>
        ))}
      </div>
      <div className={styles.row}>
        <span>{text.themeColor}</span>
        <span className={styles.colors}>
          {THEME_PRESETS.map((color) => (
            <button
              key={color}
              type="button"
              aria-label={color}
              aria-pressed={settings.theme.toLowerCase() === color.toLowerCase()}
              className={styles.color}
              style={{ background: color }}
              onClick={() => change('theme', color)}
            />
          ))}
        </span>
      </div>
      <Divider />
      <h3 className={styles.heading}>{text.systemLayout}</h3>
      {SWITCHES.map(([key, label]) => (
        <div key={key} className={styles.row}>
          <span>{label}</span>
          <Switch aria-label={label} checked={settings[key]} onChange={set(key)} />
        </div>
      ))}
      <Divider />
      <div className={styles.actions}>
        <Button type="primary" onClick={save}>
          {text.save}
        </Button>
        <Button onClick={reset}>{text.reset}</Button>
      </div>
    </Drawer>
  );
}
