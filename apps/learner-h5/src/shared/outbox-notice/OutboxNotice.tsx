import { NoticeBar } from 'antd-mobile';
import { ANSWER_OUTBOX_STORAGE_KEY } from '../answer-outbox';
import { outboxNoticeText as text } from './messages';
import { useOnline, useOutboxSize } from './use-outbox-size';

/**
 * App-wide count of answers given offline and not yet sent (issue 18): "N 条答案待同步", with a hint while offline;
 * nothing once everything has reached the server (the outbox sends them when the connection returns). A polite live
 * region, so a screen reader hears the count change. AppLayout loads it as a chunk of its own, after the entry route.
 */
export default function OutboxNotice({ storageKey = ANSWER_OUTBOX_STORAGE_KEY }: { storageKey?: string }) {
  const size = useOutboxSize(storageKey);
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {size > 0 && <NoticeBar color={online ? 'info' : 'alert'} content={text.waiting(size) + (online ? '' : text.offlineHint)} />}
    </div>
  );
}
