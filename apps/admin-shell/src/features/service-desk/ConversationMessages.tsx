import { useEffect, useRef } from 'react';
import { AGENT_MESSAGE_TYPE, CustomerMessageType, type ChatRecord } from '@medteach/contract';
import { serviceDeskText as text } from './messages';
import styles from './service-desk.module.css';

interface Line {
  key: string;
  who: 'student' | 'agent' | 'bot';
  text: string;
  time: string;
}

/** A chat record as the agent reads it: the student's side (question, text or 转人工), then the answer, if any. */
function linesOf(r: ChatRecord): Line[] {
  if (r.type === AGENT_MESSAGE_TYPE) return [{ key: `${r.id}a`, who: 'agent', text: r.answer, time: r.createTime }];
  const asked = r.type === CustomerMessageType.HUMAN ? text.transfer : r.problem || r.problemContent;
  const lines: Line[] = [{ key: `${r.id}q`, who: 'student', text: asked, time: r.createTime }];
  const suggested = r.problemManageVos.map((p) => p.problem).join(' / ');
  const answer = r.answer || suggested;
  if (answer) lines.push({ key: `${r.id}b`, who: 'bot', text: answer, time: r.createTime });
  return lines;
}

const WHO = { student: text.student, agent: text.agent, bot: text.bot } as const;

/** The conversation, oldest first, kept scrolled to the newest line as lines arrive. */
export function ConversationMessages({ records, studentName }: { records: ChatRecord[]; studentName: string }) {
  const end = useRef<HTMLDivElement>(null);
  const lastId = records.at(-1)?.id;
  // A block body: Chromium's scrollIntoView returns a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);
  return (
    <div className={styles.messages} role="log" aria-live="polite" aria-label={text.conversation} data-testid="desk-messages">
      {records.flatMap(linesOf).map((line) => (
        <div key={line.key} className={`${styles.row} ${line.who === 'student' ? styles.student : styles.staff}`}>
          <span className={styles.who}>
            {line.who === 'student' ? studentName : WHO[line.who]} · {line.time}
          </span>
          <span className={`${styles.bubble} ${line.who === 'bot' ? styles.botBubble : ''}`}>{line.text}</span>
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}
