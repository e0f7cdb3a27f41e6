import type { ReactNode } from 'react';
import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import { messages } from '../../messages';
import { consolePage } from '../console-pages';
import { HOME_PATH } from '../paths';

/** 首页 / <group> / <page>: the group is plain text (it is not a page), home is a link. */
export function Breadcrumbs({ pathname }: { pathname: string }) {
  const page = consolePage(pathname);
  const items: { key: string; title: ReactNode }[] = [{ key: 'home', title: pathname === HOME_PATH ? messages.layout.home : <Link to={HOME_PATH}>{messages.layout.home}</Link> }];
  if (page?.group) items.push({ key: 'group', title: page.group });
  if (page && page.path !== HOME_PATH) items.push({ key: 'page', title: page.title });
  return <Breadcrumb items={items} />;
}
