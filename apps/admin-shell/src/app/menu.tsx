import type { MenuProps } from 'antd';
import { hasPermi } from '../shared/permissions/permissions';
import { CONSOLE_GROUPS, CONSOLE_PAGES, HOME_ICON, type ConsolePage } from './console-pages';

type MenuItems = NonNullable<MenuProps['items']>;

/** The console pages an account holding `permissions` may open (首页 always); undefined (not known yet): 首页 only. */
export const permittedPages = (permissions: readonly string[] | undefined, pages: readonly ConsolePage[] = CONSOLE_PAGES): ConsolePage[] =>
  pages.filter((p) => hasPermi(permissions, p.perm));

/**
 * Sidebar entries for an account: only the pages it may open (RuoYi builds its menu from the routes the account
 * holds), so nobody is offered a page that would answer 403. The key of a page entry is its route path.
 */
export function buildMenuItems(permissions: readonly string[] | undefined, pages: readonly ConsolePage[] = CONSOLE_PAGES): MenuItems {
  const open = permittedPages(permissions, pages);
  const items: MenuItems = [];
  for (const p of open.filter((p) => !p.group)) items.push({ key: p.path, label: p.title, icon: HOME_ICON });
  for (const group of CONSOLE_GROUPS) {
    const children = open.filter((p) => p.group === group.title).map((p) => ({ key: p.path, label: p.title }));
    if (children.length) items.push({ key: group.title, label: group.title, icon: group.icon, children });
  }
  return items;
}
