/**
 * Page title bar with a back arrow (antd-mobile NavBar). Screens that know where back leads pass onBack; otherwise
 * back goes one page back in the app, or to the app root when the page was opened directly (back-navigation.ts).
 */
import type { ReactNode } from 'react';
import { useInRouterContext } from 'react-router-dom';
import { NavBar } from 'antd-mobile';
import { useBackOrHome } from './back-navigation';
import { uiText } from './messages';

/** Read by screen readers, not shown (the usual clip pattern). */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export interface PageHeaderProps {
  title: ReactNode;
  onBack?: () => void;
  /** Hides the back arrow (app root pages opened by native). */
  noBack?: boolean;
  right?: ReactNode;
}

export function PageHeader(props: PageHeaderProps) {
  const inRouter = useInRouterContext();
  if (props.noBack) return <RootTitleBar {...props} />;
  if (props.onBack) return <TitleBar {...props} onBack={props.onBack} />;
  // Outside a router (a static page) there is only the browser's history.
  return inRouter ? <RoutedPageHeader {...props} /> : <TitleBar {...props} onBack={() => window.history.back()} />;
}

function RoutedPageHeader(props: PageHeaderProps) {
  return <TitleBar {...props} onBack={useBackOrHome()} />;
}

function TitleBar({ title, onBack, noBack, right }: PageHeaderProps & { onBack: () => void }) {
  return (
    // NavBar's back control is an icon-only role="button" (its `back` text is aria-hidden): `left` names it.
    <NavBar back={noBack ? null : ''} left={noBack ? undefined : <span style={visuallyHidden}>{uiText.back}</span>} onBack={onBack} right={right}>
      <h1 style={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>{title}</h1>
    </NavBar>
  );
}

/**
 * A root page's bar: NavBar's markup and styles without its left cell, which antd-mobile always renders as an
 * (here empty, so nameless) role="button" — an accessibility failure on every page without a back arrow.
 */
function RootTitleBar({ title, right }: PageHeaderProps) {
  return (
    <div className="adm-nav-bar">
      <div className="adm-nav-bar-left" />
      <div className="adm-nav-bar-title">
        <h1 style={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>{title}</h1>
      </div>
      <div className="adm-nav-bar-right">{right}</div>
    </div>
  );
}
