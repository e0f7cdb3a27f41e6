import { Fragment, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Input, PullToRefresh } from 'antd-mobile';
import { commerceQueries, sendCustomerMessage } from '@medteach/api-client';
import { CustomerMessageType, NO_HUMAN_TRANSFER_TYPE_FLAG, type ChatDirectory, type ChatRecord, type CustomerAddBody, type ProblemManage } from '@medteach/contract';
import { EmptyState, PageHeader } from '@medteach/ui-kit';
import { ChatTime, RecordBubbles, ProblemChoices } from './ChatBubbles';
import { CHAT_PULL_DOWN_PX, DEFAULT_CHAT_IDENTIFY, chatOpenedAt } from './constants';
import { chatText } from './messages';
import { useAgentReplies } from './useAgentReplies';
import { useChatHistory } from './useChatHistory';
import styles from './chat.module.css';

/** One step of this visit's conversation: a business chosen, or a message the server answered. */
type NewTurn = { kind: 'business'; directory: ChatDirectory } | { kind: 'record'; record: ChatRecord };
type Turn = NewTurn & { key: number };

/** /artificial?identify&typeFlag: customer service — business → question → answer, 转人工, free text, history by pull-down. */
export default function ArtificialPage() {
  const [params] = useSearchParams();
  const identify = params.get('identify') || DEFAULT_CHAT_IDENTIFY;
  const offersTransfer = params.get('typeFlag') !== NO_HUMAN_TRANSFER_TYPE_FLAG;
  // Once an agent has the conversation (this visit's 转人工 went through), there is nothing left to transfer.
  const [transferred, setTransferred] = useState(false);
  const canTransfer = offersTransfer && !transferred;
  const [openedAt] = useState(() => chatOpenedAt());
  const [turns, setTurns] = useState<Turn[]>([]);
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  // A new line of this visit (an answer, an agent's reply) is brought into view; a block body, as Chromium's
  // scrollIntoView returns a promise React must not take for a cleanup.
  useEffect(() => {
    if (turns.length > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [turns.length]);

  const directories = useQuery(commerceQueries.directories(identify));
  const { records: earlier, loadEarlier } = useChatHistory(identify, openedAt);
  const addTurn = (turn: NewTurn) => setTurns((all) => [...all, { ...turn, key: all.length }]);
  const agentReplies = useAgentReplies(identify, (record) => addTurn({ kind: 'record', record }));
  // Spec §8: chat calls fail silently; the conversation just does not grow.
  const send = useMutation({
    mutationFn: sendCustomerMessage,
    onSuccess: (record) => {
      addTurn({ kind: 'record', record });
      // An agent now has the conversation: start listening for their replies.
      if (record.type === CustomerMessageType.HUMAN) {
        setTransferred(true);
        agentReplies.listen();
      }
    },
  });
  const post = (body: Omit<CustomerAddBody, 'identify'>) => send.mutate({ identify, ...body });
  const askProblem = (p: ProblemManage) => post({ type: CustomerMessageType.QUESTION, problemIds: String(p.id), problemContent: '' });
  const askHuman = () => post({ type: CustomerMessageType.HUMAN, problemContent: '' });
  const sendText = () => {
    const content = text.trim();
    if (!content) return;
    post({ type: CustomerMessageType.TEXT, problemContent: content });
    setText('');
  };

  return (
    <main className={styles.page}>
      <PageHeader title={chatText.title} />
      <PullToRefresh threshold={CHAT_PULL_DOWN_PX} onRefresh={loadEarlier}>
        <div className={styles.list} data-testid="chat-list">
          {earlier.map((record) => (
            <div key={`h${record.id}`} className={styles.list} style={{ padding: 0 }} data-testid="chat-history-record">
              <ChatTime createTime={record.createTime} />
              <RecordBubbles record={record} onChoose={askProblem} />
            </div>
          ))}
          <div className={styles.bot}>
            <div>{chatText.greeting}</div>
            <div>{chatText.chooseBusiness}</div>
            <div className={styles.choices}>
              {(directories.data ?? []).map((d) => (
                <button key={d.id} type="button" className={styles.choice} onClick={() => addTurn({ kind: 'business', directory: d })}>
                  {d.directoryName}
                </button>
              ))}
            </div>
          </div>
          {turns.map((turn) =>
            turn.kind === 'business' ? (
              <BusinessTurn key={turn.key} identify={identify} directory={turn.directory} canTransfer={canTransfer} onChoose={askProblem} onHuman={askHuman} />
            ) : (
              <Fragment key={turn.key}>
                <ChatTime createTime={turn.record.createTime} />
                <RecordBubbles record={turn.record} onChoose={askProblem} />
              </Fragment>
            ),
          )}
          <div ref={end} className={styles.end} />
        </div>
      </PullToRefresh>
      <footer className={styles.bar}>
        {canTransfer && (
          <Button size="mini" color="primary" fill="outline" className={styles.human} onClick={askHuman}>
            {chatText.human}
          </Button>
        )}
        <div className={styles.inputRow}>
          <Input className={styles.input} placeholder={chatText.inputPlaceholder} value={text} onChange={setText} onEnterPress={sendText} maxLength={500} />
          <Button color="primary" size="small" onClick={sendText}>
            {chatText.send}
          </Button>
        </div>
      </footer>
    </main>
  );
}

interface BusinessTurnProps {
  identify: string;
  directory: ChatDirectory;
  canTransfer: boolean;
  onChoose: (p: ProblemManage) => void;
  onHuman: () => void;
}

/** The chosen business and its questions; an empty list offers the transfer to a human (spec §4). */
function BusinessTurn({ identify, directory, canTransfer, onChoose, onHuman }: BusinessTurnProps) {
  const problems = useQuery(commerceQueries.problems(identify, directory.id));
  const list = problems.data ?? [];
  return (
    <>
      <div className={styles.me}>{directory.directoryName}</div>
      {problems.isSuccess && (
        <div className={styles.bot} data-testid="chat-problems">
          {list.length > 0 ? (
            <ProblemChoices problems={list} onChoose={onChoose} />
          ) : canTransfer ? (
            <Button size="small" color="primary" onClick={onHuman}>
              {chatText.human}
            </Button>
          ) : (
            <EmptyState />
          )}
        </div>
      )}
    </>
  );
}
