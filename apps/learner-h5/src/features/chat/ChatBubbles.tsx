import { AGENT_MESSAGE_TYPE, type ChatRecord, type ProblemManage } from '@medteach/contract';
import { DEFAULT_DATE_FORMAT, relativeTime, useNow } from '@medteach/ui-kit';
import { CHAT_TIME_REFRESH_MS } from './constants';
import { chatText } from './messages';
import styles from './chat.module.css';

/** A list of questions to tap (a business's questions, or those matching a message). */
export function ProblemChoices({ problems, onChoose }: { problems: ProblemManage[]; onChoose: (p: ProblemManage) => void }) {
  return (
    <div className={styles.choices}>
      {problems.map((p) => (
        <button key={p.id} type="button" className={styles.choice} onClick={() => onChoose(p)}>
          {p.problem}
        </button>
      ))}
    </div>
  );
}

/** What the user sent: the chosen question, the typed text, or the transfer request. Text only, never HTML. */
const askedText = (r: ChatRecord) => r.problem || r.problemContent || chatText.human;

export function RecordBubbles({ record, onChoose }: { record: ChatRecord; onChoose: (p: ProblemManage) => void }) {
  // What a human agent wrote (issue 17) is an answer without a question of the user's.
  const fromAgent = record.type === AGENT_MESSAGE_TYPE;
  return (
    <>
      {!fromAgent && (
        <div className={styles.me} data-testid="chat-asked">
          {askedText(record)}
        </div>
      )}
      {(record.answer || record.problemManageVos.length > 0) && (
        <div className={styles.bot} data-testid={fromAgent ? 'chat-agent' : 'chat-answer'}>
          {record.answer}
          {record.problemManageVos.length > 0 && <ProblemChoices problems={record.problemManageVos} onChoose={onChoose} />}
        </div>
      )}
    </>
  );
}

/** When a message was sent, relative as spec §9 says (刚刚, N分钟前, N小时前, 1天前, then the date); the full time on hover. */
export function ChatTime({ createTime }: { createTime: string }) {
  const now = useNow(CHAT_TIME_REFRESH_MS);
  return (
    <time className={styles.time} dateTime={createTime} title={createTime}>
      {relativeTime(createTime, DEFAULT_DATE_FORMAT, now)}
    </time>
  );
}
