import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { List } from 'antd-mobile';
import styles from './list-link.module.css';

export interface ListLinkProps {
  /** A route of this app, or — with `external` — an address of another app (a full page load). */
  to: string;
  external?: boolean;
  children: ReactNode;
  /** The link's name when its text alone would not say enough (e.g. a count shown beside it). */
  label?: string;
  description?: ReactNode;
  /** Shown at the row's end; a control here (a button) works on its own, above the link. */
  extra?: ReactNode;
}

/**
 * A list row that is a real link. antd-mobile's clickable List.Item is an <a> without href: a keyboard skips it and
 * a screen reader does not call it a link. Here a router Link (or <a href>) stretches over the whole row, so a tap
 * anywhere opens it, Tab reaches it and Enter follows it; the row keeps antd-mobile's look, arrow and pressed state.
 */
export function ListLink({ to, external, children, label, description, extra }: ListLinkProps) {
  const link = external ? (
    <a href={to} aria-label={label} className={styles.link}>
      {children}
    </a>
  ) : (
    <Link to={to} aria-label={label} className={styles.link}>
      {children}
    </Link>
  );
  return (
    <List.Item arrowIcon className={styles.item} description={description} extra={extra === undefined ? undefined : <span className={styles.extra}>{extra}</span>}>
      {link}
    </List.Item>
  );
}
