import { InfiniteScroll, List, SwipeAction } from 'antd-mobile';
import { confirm, EmptyState } from '@medteach/ui-kit';
import type { CSSProperties } from 'react';
import { SWIPE_ACTION_WIDTH_PX } from './composition-rules';
import { compositionText } from './messages';
import styles from './paper-records.module.css';

const actionWidth = { '--swipe-action-width': `${SWIPE_ACTION_WIDTH_PX}px` } as CSSProperties;

/** A composed paper (spec §3 "Paper record"). */
export interface PaperRecord {
  studyPaperId: number;
  title: string;
  answerNum: number;
  questionNum: number;
}

interface PaperRecordListProps {
  records: readonly PaperRecord[];
  hasMore: boolean;
  loadMore: () => Promise<void>;
  onOpen: (record: PaperRecord) => void;
  /** Called after 确定要删除吗 ? was confirmed. */
  onDelete: (record: PaperRecord) => void;
}

/** 组题记录: rows with answerNum/questionNum, infinite scroll, swipe left to delete (spec §2). */
export function PaperRecordList({ records, hasMore, loadMore, onOpen, onDelete }: PaperRecordListProps) {
  const remove = async (record: PaperRecord) => {
    if (await confirm(compositionText.deleteConfirm)) onDelete(record);
  };
  // Nothing composed yet: 暂无数据 alone, without the list's 没有更多了 under it.
  if (records.length === 0 && !hasMore) return <EmptyState />;
  return (
    <>
      <List className={styles.records} style={actionWidth}>
        {records.map((record) => (
          <SwipeAction
            key={record.studyPaperId}
            rightActions={[{ key: 'delete', text: compositionText.delete, color: 'danger', onClick: () => void remove(record) }]}
          >
            <List.Item
              onClick={() => onOpen(record)}
              extra={
                <span aria-label={compositionText.progressLabel(record.answerNum, record.questionNum)} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {compositionText.progress(record.answerNum, record.questionNum)}
                </span>
              }
            >
              {record.title}
            </List.Item>
          </SwipeAction>
        ))}
      </List>
      <InfiniteScroll loadMore={loadMore} hasMore={hasMore} />
    </>
  );
}
