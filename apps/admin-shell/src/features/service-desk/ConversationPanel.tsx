import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { SERVICE_CONVERSATION_STATUS_LABELS, SERVICE_REPLY_MAX, ServiceConversationStatus } from '@medteach/contract';
import { serviceDeskKeys, serviceDeskMutations, serviceDeskQueries } from './api';
import { ConversationMessages } from './ConversationMessages';
import { LoadFailed } from './LoadFailed';
import { serviceDeskText as text } from './messages';
import styles from './service-desk.module.css';

/** One conversation: its messages (refreshed live), the reply box, 结束会话 and 转回智能客服 (both confirmed). */
export function ConversationPanel({ id }: { id: number }) {
  const { message } = App.useApp();
  const detail = useQuery(serviceDeskQueries.detail(id));
  // Reading the conversation marked it read on the server: the inbox's unread badge goes with the next list.
  const queryClient = useQueryClient();
  const readAt = detail.dataUpdatedAt;
  useEffect(() => {
    if (readAt > 0) void queryClient.invalidateQueries({ queryKey: serviceDeskKeys.lists });
  }, [readAt, queryClient]);
  const [draft, setDraft] = useState('');
  const reply = useMutation(serviceDeskMutations.reply);
  const close = useMutation({ ...serviceDeskMutations.close, onSuccess: () => void message.success(text.closed) });
  const handBack = useMutation({ ...serviceDeskMutations.handBack, onSuccess: () => void message.success(text.handedBack) });

  if (detail.isPending) {
    return (
      <div className={styles.center}>
        <Spin />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <LoadFailed onRetry={() => void detail.refetch()} />
    );
  }
  const c = detail.data;
  const open = c.status === ServiceConversationStatus.OPEN;
  const send = () => {
    const content = draft.trim();
    if (!content) return;
    // The box empties at once, so the agent can type the next line while this one is on its way (the student may
    // already see it before the answer comes back); a refused reply comes back into an empty box.
    setDraft('');
    reply.mutate({ id, content }, { onError: () => setDraft((now) => now || content) });
  };
  const name = c.nickName || c.userName;
  return (
    <Card
      className={styles.conversation}
      title={
        <Space size={8}>
          <span>{name}</span>
          <Typography.Text type="secondary">
            {c.userName} · {text.line} {c.identify}
          </Typography.Text>
          <Tag color={open ? 'green' : 'default'}>{SERVICE_CONVERSATION_STATUS_LABELS[c.status]}</Tag>
        </Space>
      }
      extra={
        open && (
          <Space>
            <Popconfirm title={text.handBack} description={text.handBackConfirm} onConfirm={() => handBack.mutate(id)}>
              <Button loading={handBack.isPending}>{text.handBack}</Button>
            </Popconfirm>
            <Popconfirm title={text.close} description={text.closeConfirm} onConfirm={() => close.mutate(id)} okButtonProps={{ danger: true }}>
              <Button danger loading={close.isPending}>
                {text.close}
              </Button>
            </Popconfirm>
          </Space>
        )
      }
    >
      <ConversationMessages records={c.records} studentName={name} />
      {open ? (
        <div className={styles.composer}>
          <Input.TextArea
            aria-label={text.replyPlaceholder}
            placeholder={text.replyPlaceholder}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send();
            }}
            maxLength={SERVICE_REPLY_MAX}
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
          <Button type="primary" onClick={send} disabled={!draft.trim()}>
            {text.send}
          </Button>
        </div>
      ) : (
        <Alert type="info" showIcon title={text.endedNotice} banner />
      )}
    </Card>
  );
}
