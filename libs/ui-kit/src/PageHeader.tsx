/** Page title bar with a back arrow (antd-mobile NavBar). Back defaults to history.back(); routers pass onBack. */
import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
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

export function PageHeader({ title, onBack, noBack, right }: PageHeaderProps) {
  return (
    // NavBar's back control is an icon-only role="button" (its `back` text is aria-hidden): `left` names it.
    <NavBar
      back={noBack ? null : ''}
      left={noBack ? undefined : <span style={visuallyHidden}>{uiText.back}</span>}
      onBack={onBack ?? (() => window.history.back())}
      right={right}
    >
      <h1 style={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>{title}</h1>
    </NavBar>
  );
}
