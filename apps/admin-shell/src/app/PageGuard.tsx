import type { ReactNode } from 'react';
import { Spin } from 'antd';
import { PagePermProvider, hasPermi, permPrefix, usePermissions } from '../shared/permissions';
import type { ConsolePage } from './console-pages';
import { PageRefusal } from '../features/errors';

/**
 * Route element of a console page: the page opens only for an account holding its permission (RuoYi's dynamic
 * routes), otherwise the refusal page shows; inside, the page's buttons read its permission prefix.
 */
export default function PageGuard({ page, children }: { page: ConsolePage; children: ReactNode }) {
  const permissions = usePermissions();
  if (!page.perm) return <>{children}</>;
  // getInfo has not answered yet (a first visit by address): neither the page nor a refusal that may turn out wrong.
  if (!permissions) return <Spin />;
  if (!hasPermi(permissions, page.perm)) return <PageRefusal />;
  return <PagePermProvider value={{ prefix: permPrefix(page.perm), permissions }}>{children}</PagePermProvider>;
}
