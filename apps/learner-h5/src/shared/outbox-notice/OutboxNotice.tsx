import { NoticeBar } from 'antd-mobile';
import { ANSWER_OUTBOX_STORAGE_KEY } from '../../features/answering/answer-outbox';
import { outboxNoticeText as text } from './messages';
import { useOnline, useOutboxDelivery, useOutboxSize } from './use-outbox-size';

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
 * AppLayout loads it as a chunk of its own, outside the entry route.
 */
export default function OutboxNotice({ storageKey = ANSWER_OUTBOX_STORAGE_KEY, startDelivery = startAnswerDelivery }: OutboxNoticeProps) {
  const size = useOutboxSize(storageKey);
  const online = useOnline();
  useOutboxDelivery(size > 0, startDelivery);
  return (
    <div role="status" aria-live="polite">
      {size > 0 && <NoticeBar color={online ? 'info' : 'alert'} content={text.waiting(size) + (online ? '' : text.offlineHint)} />}
    </div>
  );
}
