import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { authQueries } from '@medteach/api-client';
import { hasPermi, type ButtonAction } from './permissions';

/** What the signed-in account may do (getInfo's `permissions`); undefined until getInfo has answered. */
export function usePermissions(): readonly string[] | undefined {
  return useQuery(authQueries.info()).data?.permissions;
}

/** RuoYi `v-hasPermi` as a hook: false until getInfo has answered, so nothing shows that may then vanish. */
export function useHasPermi(perm: string | undefined): boolean {
  return hasPermi(usePermissions(), perm);
}

/** RuoYi `v-hasPermi` as a wrapper: renders its children only when the account holds `perm`. */
export function HasPermi({ perm, children }: { perm: string; children: ReactNode }) {
  return useHasPermi(perm) ? <>{children}</> : null;
}

/** The console page being drawn: its buttons' permission prefix (`system:user`) and the account's permissions. */
export interface PagePerm {
  prefix: string;
  permissions: readonly string[];
}

/**
 * Set by the route guard around each console page, so a page's shared pieces (the CrudList toolbar) can ask for
 * `<prefix>:add` without each page passing it, and without a query of their own.
 */
const PagePermContext = createContext<PagePerm | undefined>(undefined);
export const PagePermProvider = PagePermContext.Provider;

/**
 * May the account use this button (`add`, `edit`, …) of the page? `prefix` overrides the page's. Outside a guarded
 * page (a list drawn in a test, or before the guard knows) every button stays.
 */
export function useButtonPermi(prefix?: string): (action: ButtonAction) => boolean {
  const page = useContext(PagePermContext);
  const own = prefix ?? page?.prefix;
  return (action) => !own || !page || hasPermi(page.permissions, `${own}:${action}`);
}
