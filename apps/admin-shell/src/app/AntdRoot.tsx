import { Outlet } from 'react-router-dom';
import { ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { solidFill } from './layout/contrast';
import { useLayoutSettings } from './layout/LayoutSettingsContext';
import { usePrefersReducedMotion } from './layout/reduced-motion';

/**
 * antd theme from the live theme colour. Solid primary buttons take the colour darkened to carry white text at
 * AA contrast (solidFill), hovering and pressing go deeper still; everything else uses the colour as chosen.
 * Without motion when the system asks for reduced motion.
 */
export function antdTheme(colour: string, motion = true): ThemeConfig {
  const fill = solidFill(colour);
  return {
    token: { colorPrimary: colour, motion },
    components: { Button: { colorPrimary: fill, colorPrimaryHover: solidFill(colour, 1), colorPrimaryActive: solidFill(colour, 2) } },
  };
}

/**
 * Layout route around every screen drawn with antd (the console and the 401 / 404 pages): antd in Chinese and in
 * the live theme colour. Loaded lazily by the route table, so /login — the first screen of a visit, plain markup —
 * loads neither antd nor its CSS-in-JS runtime (issue 9 Lighthouse).
 */
export default function AntdRoot() {
  const { settings } = useLayoutSettings();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider locale={zhCN} theme={antdTheme(settings.theme, !reducedMotion)}>
      <Outlet />
    </ConfigProvider>
  );
}
