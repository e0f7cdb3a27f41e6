import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { loadSettings, type LayoutSettings } from './settings';

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
  return (
    <LayoutSettingsContext.Provider value={value}>
      <ConfigProvider theme={{ token: { colorPrimary: settings.theme } }}>
        {/* antd App: modal / message hooks that follow the live theme colour */}
        <App>{children}</App>
      </ConfigProvider>
    </LayoutSettingsContext.Provider>
  );
}

export function useLayoutSettings(): LayoutSettingsValue {
  const value = useContext(LayoutSettingsContext);
  if (!value) throw new Error('useLayoutSettings needs <LayoutSettingsProvider>');
  return value;
}
