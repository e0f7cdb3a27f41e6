/** Page title bar with a back arrow (antd-mobile NavBar). Back defaults to history.back(); routers pass onBack. */
import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';

export interface PageHeaderProps {
  title: ReactNode;
  onBack?: () => void;
  /** Hides the back arrow (app root pages opened by native). */
  noBack?: boolean;
  right?: ReactNode;
}

export function PageHeader({ title, onBack, noBack, right }: PageHeaderProps) {
  return (
    <NavBar back={noBack ? null : ''} onBack={onBack ?? (() => window.history.back())} right={right}>
      <h1 style={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>{title}</h1>
    </NavBar>
  );
}
