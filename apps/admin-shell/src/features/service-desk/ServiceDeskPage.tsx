import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Card, Empty, Menu, Segmented, Spin, Tag } from 'antd';
import { SERVICE_CONVERSATION_STATUS_LABELS, ServiceConversationStatus, type ServiceConversation } from '@medteach/contract';
import { serviceDeskQueries, type InboxParams } from './api';
import { ConversationPanel } from './ConversationPanel';
import { LoadFailed } from './LoadFailed';
import { serviceDeskText as text } from './messages';
import styles from './service-desk.module.css';
import { useInboxNews } from './useInboxNews';

/** The inbox shows this many conversations (open ones first); older ones stay in the table. */
const INBOX_SIZE = 100;
type Filter = 'open' | 'all';
const FILTERS = [
  { value: 'open' as const, label: text.filterOpen },
  { value: 'all' as const, label: text.filterAll },
];

function InboxItem({ c }: { c: ServiceConversation }) {
  return (
    <div className={styles.item}>
      <div className={styles.itemTop}>
        <span>
          {c.nickName || c.userName}
          {c.status !== ServiceConversationStatus.OPEN && (
            <Tag style={{ marginInlineStart: 8 }} bordered={false}>
              {SERVICE_CONVERSATION_STATUS_LABELS[c.status]}
            </Tag>
          )}
        </span>
        <Badge count={c.unread} title={text.unread(c.unread)} />
      </div>
      <span className={styles.preview}>
        {c.updateTime.slice(5, 16)} {c.lastText || text.noText}
      </span>
    </div>
  );
}

/**
 * 人工会话 (/service/desk): conversations students opened with 转人工 (pushed by a long-poll, unread badges), the chosen
 * one on the right with the reply box; the student's phone shows a reply as soon as it is sent (long-poll).
 */
export default function ServiceDeskPage() {
  const [filter, setFilter] = useState<Filter>('open');
  const [chosen, setChosen] = useState<number | null>(null);
  useInboxNews();
  const params: InboxParams = { pageNum: 1, pageSize: INBOX_SIZE, ...(filter === 'open' ? { status: ServiceConversationStatus.OPEN } : {}) };
  const inbox = useQuery({ ...serviceDeskQueries.list(params), placeholderData: keepPreviousData });
  const rows = inbox.data?.rows ?? [];

  let list;
  if (inbox.isPending) {
    list = (
      <div className={styles.center}>
        <Spin />
      </div>
    );
  } else if (inbox.isError && !inbox.data) {
    list = (
      <LoadFailed onRetry={() => void inbox.refetch()} />
    );
  } else if (rows.length === 0) {
    list = (
      <div className={styles.center}>
        <Empty description={<span>{text.emptyList}<br />{text.emptyListHint}</span>} />
      </div>
    );
  } else {
    list = (
      <Menu
        className={styles.scroll}
        mode="inline"
        aria-label={text.listTitle}
        selectedKeys={chosen === null ? [] : [String(chosen)]}
        onClick={({ key }) => setChosen(Number(key))}
        items={rows.map((c) => ({ key: String(c.id), label: <InboxItem c={c} />, style: { height: 'auto', lineHeight: 'normal' } }))}
      />
    );
  }

  return (
    <div className={styles.desk}>
      <Card className={styles.inbox} title={text.listTitle} extra={<Segmented size="small" options={FILTERS} value={filter} onChange={(v) => setFilter(v as Filter)} />}>
        {list}
      </Card>
      {chosen === null ? (
        <Card className={styles.conversation}>
          <div className={styles.center}>
            <Empty description={text.chooseConversation} />
          </div>
        </Card>
      ) : (
        <ConversationPanel key={chosen} id={chosen} />
      )}
    </div>
  );
}
