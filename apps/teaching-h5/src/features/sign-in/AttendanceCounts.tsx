import type { PlanStudent } from '@medteach/contract';
import { attendanceCounts } from './attendance';
import { signInText } from './messages';
import styles from './sign-in.module.css';

/** 已签到 n · 请假 n · 未签到 n, announced politely as it changes (the list is polled). */
export function AttendanceCounts({ rows, large = false }: { rows: readonly Pick<PlanStudent, 'clockStatus'>[]; large?: boolean }) {
  const counts = attendanceCounts(rows);
  return (
    <div className={large ? `${styles.counts} ${styles.countsLarge}` : styles.counts} role="status" aria-live="polite">
      <span className={styles.present}>{signInText.count(signInText.present, counts.present)}</span>
      <span className={styles.excused}>{signInText.count(signInText.excused, counts.excused)}</span>
      <span className={styles.absent}>{signInText.count(signInText.absent, counts.absent)}</span>
    </div>
  );
}
