import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { solidFill } from './contrast';
import { loadSettings, type LayoutSettings } from './settings';

/**
 * antd theme from the live theme colour. Solid primary buttons take the colour darkened to carry white text at
 * AA contrast (solidFill), hovering and pressing go deeper still; everything else uses the colour as chosen.
 */
function antdTheme(colour: string): ThemeConfig {
  const fill = solidFill(colour);
  return {
    token: { colorPrimary: colour },
    components: { Button: { colorPrimary: fill, colorPrimaryHover: solidFill(colour, 1), colorPrimaryActive: solidFill(colour, 2) } },
  };
}

interface LayoutSettingsValue {
  settings: LayoutSettings;
  /** Applied live (spec: switches take effect at once); only 保存配置 makes them survive a reload. */
  change: <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => void;
}

const LayoutSettingsContext = createContext<LayoutSettingsValue | null>(null);

/** Live layout settings, started from `layout-setting`; the theme colour becomes antd's primary colour. */
export function LayoutSettingsProvider({ children, initial }: { children: ReactNode; initial?: LayoutSettings }) {
  const [settings, setSettings] = useState<LayoutSettings>(() => initial ?? loadSettings());
  const value = useMemo<LayoutSettingsValue>(
    () => ({ settings, change: (key, v) => setSettings((s) => ({ ...s, [key]: v })) }),
    [settings],
  );
  const theme = useMemo(() => antdTheme(settings.theme), [settings.theme]);
  return (
    <LayoutSettingsContext.Provider value={value}>
      {/* antd's <App> (modal / message hooks in the theme colour) is in ConsoleLayout, so /login does not load it. */}
      <ConfigProvider theme={theme}>{children}</ConfigProvider>
    </LayoutSettingsContext.Provider>
  );
}

export function useLayoutSettings(): LayoutSettingsValue {
  const value = useContext(LayoutSettingsContext);
  if (!value) throw new Error('useLayoutSettings needs <LayoutSettingsProvider>');
  return value;
}
