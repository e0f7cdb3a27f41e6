import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SafeArea, TabBar } from 'antd-mobile';
import { AppOutline, FileOutline, UserOutline } from 'antd-mobile-icons';
import { BankTab } from './BankTab';
import { CourseTab } from './CourseTab';
import { MeTab } from './MeTab';
import { homeText as text } from './messages';

type Tab = 'bank' | 'course' | 'me';

/**
 * The tab bar's layer: above the rows scrolling under it, whose own controls (a bank row's 模拟考试) are lifted over
 * the row's link (ui-kit ListLink, layer 1) and would otherwise draw over the bar.
 */
const TAB_BAR_LAYER = 2;
const TABS: { key: Tab; title: string; icon: ReactNode; Screen: () => ReactNode }[] = [
  { key: 'bank', title: text.tabs.bank, icon: <AppOutline />, Screen: BankTab },
  { key: 'course', title: text.tabs.course, icon: <FileOutline />, Screen: CourseTab },
  { key: 'me', title: text.tabs.me, icon: <UserOutline />, Screen: MeTab },
];

/**
 * /home (issue 18): the home of the app run in a plain browser or installed as a web app — 题库 · 课程 · 我的 with a
 * tab bar (the tab in `?tab=`, so back and reload keep it). Inside the native app and the mini-program `/` stays
 * the spec's /goods and this screen is not the root. Offline it shows at once: what is local (继续上次, the links) works,
 * server data loaded before in this tab stays, and missing data shows 网络不可用 until the network returns.
 */
export default function HomePage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const current = TABS.find((t) => t.key === asked) ?? TABS[0];
  const tab = current.key;
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f6f8' }}>
      <header style={{ padding: '12px 16px', fontSize: 18, fontWeight: 600, background: '#fff' }}>
        <h1 style={{ margin: 0, fontSize: 18 }}>{current.title}</h1>
      </header>
      <main style={{ flex: 1, overflowY: 'auto', paddingBottom: 8 }}>
        <current.Screen />
      </main>
      <nav aria-label={text.tabBar} style={{ position: 'sticky', bottom: 0, zIndex: TAB_BAR_LAYER, background: '#fff', borderTop: '1px solid var(--adm-color-border)' }}>
        <TabBar activeKey={tab} onChange={(key) => setSearch(key === 'bank' ? {} : { tab: key }, { replace: true })}>
          {TABS.map((t) => (
            <TabBar.Item key={t.key} icon={t.icon} title={t.title} />
          ))}
        </TabBar>
        <SafeArea position="bottom" />
      </nav>
    </div>
  );
}
