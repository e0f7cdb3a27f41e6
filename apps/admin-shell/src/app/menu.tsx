import type { MenuProps } from 'antd';
import { CONSOLE_GROUPS, CONSOLE_PAGES, HOME_ICON, type ConsolePage } from './console-pages';

type MenuItems = NonNullable<MenuProps['items']>;

/** Sidebar entries from the console page table; the key of a page entry is its route path. */
export function buildMenuItems(pages: readonly ConsolePage[] = CONSOLE_PAGES): MenuItems {
  const items: MenuItems = [];
  for (const p of pages.filter((p) => !p.group)) items.push({ key: p.path, label: p.title, icon: HOME_ICON });
  for (const group of CONSOLE_GROUPS) {
    const children = pages.filter((p) => p.group === group.title).map((p) => ({ key: p.path, label: p.title }));
    if (children.length) items.push({ key: group.title, label: group.title, icon: group.icon, children });
  }
  return items;
}

export const menuItems = buildMenuItems();
