import { useEffect, useState, type CSSProperties } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { DownOutlined, LockOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Drawer, Dropdown, Layout, Menu, Modal } from 'antd';
import { authMutations, authQueries } from '@medteach/api-client';
import { messages } from '../messages';
import { ChangePasswordDialog, profileText } from '../features/profile';
import { CONSOLE_GROUPS, CONSOLE_PAGES, consolePage } from './console-pages';
import { Breadcrumbs } from './layout/Breadcrumbs';
import { KeepAliveOutlet } from './layout/KeepAliveOutlet';
import { useLayoutSettings } from './layout/LayoutSettingsContext';
import { SettingsDrawer } from './layout/SettingsDrawer';
import { TagsView } from './layout/TagsView';
import { useDevice } from './layout/device';
import { documentTitle } from './layout/settings';
import { useOpenPage } from './layout/useOpenPage';
import { useTagsViews } from './layout/useTagsViews';
import { menuItems } from './menu';
import { LOGIN_PATH } from './paths';
import styles from './layout.module.css';

const text = messages.layout;
const SIDEBAR_WIDTH_PX = 200;
const SIDEBAR_COLLAPSED_PX = 54;

/** The authenticated frame: sidebar, header with breadcrumbs, tag bar, the kept-alive screens, settings drawer. */
export function AdminLayout() {
  const navigate = useNavigate();
  const openPage = useOpenPage();
  const { pathname } = useLocation();
  const { settings } = useLayoutSettings();
  const device = useDevice();
  const mobile = device === 'mobile';
  const { data: info } = useQuery(authQueries.info());
  const logout = useMutation(authMutations.logout());
  const tags = useTagsViews();
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const page = consolePage(pathname);

  useEffect(() => {
    document.title = documentTitle(settings, page?.title, messages.appTitle);
  }, [settings, page?.title]);
  // Crossing under 992 px closes the sidebar drawer (RuoYi ResizeHandler closeSideBar).
  useEffect(() => setMobileOpen(false), [mobile, pathname]);

  const confirmLogout = () =>
    Modal.confirm({
      title: messages.session.title,
      content: text.logoutConfirm,
      // logout() clears the token even when the server call fails, so always leave for the login page.
      onOk: () => logout.mutateAsync().finally(() => navigate(LOGIN_PATH, { replace: true })),
    });

  const dark = settings.sideTheme === 'theme-dark';
  const menuTheme = dark ? 'dark' : 'light';
  const openGroup = page?.group ? [page.group] : [];
  // One group open at a time (RuoYi's unique-opened sidebar): with every back-office group the menu would otherwise
  // grow past the screen; the open page's group opens when the page does.
  const [openKeys, setOpenKeys] = useState<string[]>(openGroup);
  const pageGroup = page?.group;
  useEffect(() => {
    if (pageGroup) setOpenKeys([pageGroup]);
  }, [pageGroup]);
  // A collapsed inline menu shows groups as pop-ups: antd keeps those itself.
  const openState = collapsed && !mobile ? {} : { openKeys, onOpenChange: (keys: string[]) => setOpenKeys(keys.slice(-1)) };
  const sideMenu = (
    <>
      {settings.sidebarLogo && <div className={`${styles.logo} ${dark ? '' : styles.logoLight}`}>{collapsed && !mobile ? messages.appTitle.slice(0, 2) : messages.appTitle}</div>}
      <Menu
        theme={menuTheme}
        mode="inline"
        selectedKeys={[pathname]}
        {...openState}
        items={menuItems}
        onClick={({ key }) => openPage(key)}
      />
    </>
  );
  const toggle = () => (mobile ? setMobileOpen((o) => !o) : setCollapsed((c) => !c));
  // TopNav: the groups sit in the header; choosing one opens its first page.
  const openFirstOf = (group: string) => {
    const first = CONSOLE_PAGES.find((p) => p.group === group);
    if (first) openPage(first.path);
  };
  const topMenuItems = CONSOLE_GROUPS.map((g) => ({ key: g.title, label: g.title }));
  const themeVars = { '--tags-active-color': settings.theme } as CSSProperties;

  return (
    <Layout className={styles.shell} style={themeVars} data-device={device}>
      {mobile ? (
        <Drawer open={mobileOpen} onClose={() => setMobileOpen(false)} placement="left" size={SIDEBAR_WIDTH_PX} closable={false} styles={{ body: { padding: 0, background: dark ? '#001529' : '#fff' } }}>
          {sideMenu}
        </Drawer>
      ) : (
        <Layout.Sider
          theme={menuTheme}
          width={SIDEBAR_WIDTH_PX}
          collapsedWidth={SIDEBAR_COLLAPSED_PX}
          collapsed={collapsed}
          className={styles.sider}
          data-testid="sidebar"
        >
          {sideMenu}
        </Layout.Sider>
      )}
      <Layout>
        <div className={settings.fixedHeader ? styles.fixedHeader : undefined} data-testid="header">
          <Layout.Header className={styles.header}>
            <Button type="text" aria-label={text.toggleSidebar} icon={collapsed || mobile ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={toggle} />
            {settings.topNav ? (
              <Menu className={styles.topNav} mode="horizontal" selectedKeys={openGroup} items={topMenuItems} onClick={({ key }) => openFirstOf(key)} />
            ) : (
              <Breadcrumbs pathname={pathname} />
            )}
            <span className={styles.spacer} />
            <Dropdown
              trigger={['click']}
              menu={{ items: [{ key: 'password', icon: <LockOutlined />, label: profileText.menuChangePassword }], onClick: () => setPasswordOpen(true) }}
            >
              <Button type="text" aria-label={profileText.userMenu}>
                {info?.user.nickName || info?.user.userName} <DownOutlined />
              </Button>
            </Dropdown>
            <Button type="text" aria-label={text.settings} title={text.settings} icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)} />
            <Button onClick={confirmLogout}>{text.logout}</Button>
          </Layout.Header>
          {settings.tagsView && (
            <TagsView views={tags.views} activePath={pathname} onOpen={(v) => openPage(v.fullPath)} onAction={tags.run} />
          )}
        </div>
        <Layout.Content className={styles.content}>
          <KeepAliveOutlet openPaths={tags.views.map((v) => v.path)} cacheVersions={tags.cacheVersions} />
        </Layout.Content>
      </Layout>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Layout>
  );
}
