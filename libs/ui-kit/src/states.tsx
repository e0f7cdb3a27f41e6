/**
 * Shared states for server data: empty (`暂无数据`, spec §8), loading, error with `重试`, and `QueryStatus`, which
 * picks one of them from a query result. ui-kit does not import React Query; QueryStatus takes the few fields of a
 * `useQuery` result it needs, so `<QueryStatus query={useQuery(...)}>` just works.
 */
import type { ReactNode } from 'react';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { uiText } from './messages';

export function EmptyState({ text = uiText.empty }: { text?: string }) {
  return (
    <div role="status" className="mt-empty-state" style={{ padding: '48px 0', textAlign: 'center', color: 'var(--adm-color-weak)' }}>
      {text}
    </div>
  );
}

export function LoadingState({ text = uiText.loading }: { text?: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={text} style={{ padding: '48px 0', textAlign: 'center', color: 'var(--adm-color-weak)' }}>
      <DotLoading color="primary" />
      <span style={{ marginLeft: 4 }}>{text}</span>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div role="alert" style={{ padding: '24px 0', textAlign: 'center' }}>
      <ErrorBlock status="default" title={uiText.loadFailed} description={message ?? ''} />
      {onRetry && (
        <Button color="primary" size="small" onClick={onRetry}>
          {uiText.retry}
        </Button>
      )}
    </div>
  );
}

/** The subset of a React Query result QueryStatus reads. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStatusProps<T> {
  query: QueryLike<T>;
  /** When data counts as empty (default: null/undefined or an empty array). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

const defaultIsEmpty = (data: unknown) => data === null || data === undefined || (Array.isArray(data) && data.length === 0);

export function QueryStatus<T>({ query, isEmpty = defaultIsEmpty, empty, loading, children }: QueryStatusProps<T>) {
  if (query.isPending) return <>{loading ?? <LoadingState />}</>;
  if (query.isError) {
    const message = query.error instanceof Error ? query.error.message : undefined;
    return <ErrorState message={message} onRetry={() => void query.refetch()} />;
  }
  const data = query.data as T;
  if (isEmpty(data)) return <>{empty ?? <EmptyState />}</>;
  return <>{children(data)}</>;
}
