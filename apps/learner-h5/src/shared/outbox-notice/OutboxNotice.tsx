import { lazy, Suspense } from 'react';
import { ANSWER_OUTBOX_STORAGE_KEY } from '../../features/answering/answer-outbox';
import { outboxNoticeText as text } from './messages';
import { useOnline, useOutboxDelivery, useOutboxSize } from './use-outbox-size';

/** The count as plain text, when the notice's chunk cannot arrive (offline without a service worker). */
function PlainNotice({ count, online }: { count: number; online: boolean }) {
  return <p style={{ margin: 0, padding: '8px 12px', fontSize: 14, background: '#fff9ed', color: '#333' }}>{text.waiting(count) + (online ? '' : text.offlineHint)}</p>;
}
const OutboxNoticeBar = lazy(() => import('./OutboxNoticeBar').catch(() => ({ default: PlainNotice })));

/** Loads the answering code (and its outbox) only when something waits to be sent, and starts its retries. */
const startAnswerDelivery = () => import('../../features/answering/answering-queries').then(({ answerOutbox }) => answerOutbox.start());

export interface OutboxNoticeProps {
  /** The outbox to show; the learner app's answer outbox by default. */
  storageKey?: string;
  /** Starts sending what waits and resolves to the stop function; by default the answer outbox's retries, loaded on demand. */
  startDelivery?: () => Promise<() => void>;
}

/**
 * App-wide count of answers given offline and not yet sent (issue 18): "N 条答案待同步", with a hint while offline;
 * nothing once everything has reached the server. A polite live region, so a screen reader hears the count change.
 */
export function OutboxNotice({ storageKey = ANSWER_OUTBOX_STORAGE_KEY, startDelivery = startAnswerDelivery }: OutboxNoticeProps) {
  const size = useOutboxSize(storageKey);
  const online = useOnline();
  useOutboxDelivery(size > 0, startDelivery);
  return (
    <div role="status" aria-live="polite">
      {size > 0 && (
        <Suspense fallback={null}>
          <OutboxNoticeBar count={size} online={online} />
        </Suspense>
      )}
    </div>
  );
}
