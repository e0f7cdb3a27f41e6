import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { List } from 'antd-mobile';
import styles from './teacher-home.module.css';

interface LinkItemProps {
  to: string;
  children: ReactNode;
  /** The link's name when its text alone would not say enough (e.g. a count shown beside it). */
  label?: string;
  description?: ReactNode;
  extra?: ReactNode;
}

/**
 * A list row that is a real link: antd-mobile's clickable List.Item is an <a> without href, which keyboards skip
 * and screen readers do not call a link. The router Link inside stretches over the whole row, so a tap anywhere opens it.
 */
export function LinkItem({ to, children, label, description, extra }: LinkItemProps) {
  return (
    <List.Item arrowIcon className={styles.linkItem} description={description} extra={extra}>
      <Link to={to} aria-label={label} className={styles.rowLink}>
        {children}
      </Link>
    </List.Item>
  );
}
