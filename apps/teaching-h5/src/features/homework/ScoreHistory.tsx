import type { HomeworkScoreChange } from '@medteach/contract';
import { homeworkText } from './messages';
import styles from './homework.module.css';

/** Every score given or changed, newest first: old → new, by whom, when. */
export function ScoreHistory({ changes }: { changes: readonly HomeworkScoreChange[] }) {
  if (!changes.length) return <div className={styles.empty}>{homeworkText.noHistory}</div>;
  return (
    <ul className={styles.history} aria-label={homeworkText.history}>
      {changes.map((c, i) => (
        <li key={`${c.scoreTime}-${i}`} className={styles.historyItem}>
          <span>{c.oldScore === null ? homeworkText.firstScore(c.newScore) : homeworkText.changedScore(c.oldScore, c.newScore)}</span>
          <span className={styles.historyWho}>
            {c.scorerName}
            <br />
            {c.scoreTime}
          </span>
        </li>
      ))}
    </ul>
  );
}
