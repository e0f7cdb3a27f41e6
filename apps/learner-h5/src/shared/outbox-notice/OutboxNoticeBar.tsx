import { NoticeBar } from 'antd-mobile';
import { outboxNoticeText as text } from './messages';

/** The notice itself: its own chunk, loaded only when answers wait (the entry route stays within its budget). */
export default function OutboxNoticeBar({ count, online }: { count: number; online: boolean }) {
  return <NoticeBar color={online ? 'info' : 'alert'} content={text.waiting(count) + (online ? '' : text.offlineHint)} />;
}
