import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { LayoutSettingsProvider, useLayoutSettings } from './LayoutSettingsContext';
import { SettingsDrawer } from './SettingsDrawer';
import { DEFAULT_SETTINGS, SETTINGS_DELAY_MS, SETTINGS_STORAGE_KEY, documentTitle, loadSettings } from './settings';

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('loadSettings', () => {
  it('starts from the spec §3 defaults', () => {
    expect(loadSettings()).toEqual({
      sideTheme: 'theme-dark',
      topNav: false,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      dynamicTitle: true,
      theme: '#409EFF',
    });
  });
  it('reads layout-setting and ignores broken or mistyped values', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ sideTheme: 'theme-light', tagsView: false, theme: 'red', fixedHeader: 'yes' }));
    expect(loadSettings()).toEqual({ ...DEFAULT_SETTINGS, sideTheme: 'theme-light', tagsView: false });
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });
});

it('builds the dynamic title as <route title> - <app title>', () => {
  expect(documentTitle({ dynamicTitle: true }, '字典数据', '医学教学管理系统')).toBe('字典数据 - 医学教学管理系统');
  expect(documentTitle({ dynamicTitle: false }, '字典数据', '医学教学管理系统')).toBe('医学教学管理系统');
});

function Probe() {
  const { settings } = useLayoutSettings();
  return <output data-testid="live">{JSON.stringify(settings)}</output>;
}
const live = () => JSON.parse(screen.getByTestId('live').textContent ?? '{}');

function renderDrawer(reload = vi.fn()) {
  render(
    <LayoutSettingsProvider>
      <Probe />
      {/* ConsoleLayout provides antd's App to the drawer */}
      <App>
        <SettingsDrawer open onClose={() => undefined} reload={reload} />
      </App>
    </LayoutSettingsProvider>,
  );
  return reload;
}

describe('settings drawer', () => {
  it('applies switches and colours live without storing them', async () => {
    const user = userEvent.setup();
    renderDrawer();
    await user.click(screen.getByRole('switch', { name: '固定 Header' }));
    await user.click(screen.getByRole('button', { name: '#c71585' }));
    await user.click(screen.getByRole('button', { name: '浅色主题' }));
    expect(live()).toMatchObject({ fixedHeader: true, theme: '#c71585', sideTheme: 'theme-light' });
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
  });

  it('保存配置 stores every setting in layout-setting with the saving text', async () => {
    const user = userEvent.setup();
    renderDrawer();
    await user.click(screen.getByRole('switch', { name: '开启 Tags-Views' }));
    await user.click(screen.getByRole('button', { name: '保存配置' }));
    expect(await screen.findByText('正在保存到本地，请稍候...')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toEqual({ ...DEFAULT_SETTINGS, tagsView: false });
  });

  it('重置配置 removes layout-setting and reloads after 1 s', async () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ ...DEFAULT_SETTINGS, topNav: true }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const reload = renderDrawer();
    expect(live().topNav).toBe(true);
    await user.click(screen.getByRole('button', { name: '重置配置' }));
    expect(await screen.findByText('正在清除设置缓存并刷新，请稍候...')).toBeInTheDocument();
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SETTINGS_DELAY_MS));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
