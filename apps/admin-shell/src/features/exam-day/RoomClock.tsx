import { Progress, Typography } from 'antd';
import type { DashboardExaminee } from '@medteach/contract';
import { clock, elapsedSeconds } from './dashboard-state';
import { examDayText as text } from './messages';
import { useSecondClock } from './use-second-clock';
import styles from './exam-day.module.css';

/** The thin bar under a room's clock (px). */
const BAR = [84, 4] as const;

/**
 * A room's elapsed time against the station's exam time while the examinee is in progress (red past it); while
 * called, how long ago the call went out (the examinee is on the way).
 */
export function RoomClock({ examinee, examSeconds, clockOffset }: { examinee: DashboardExaminee; examSeconds: number; clockOffset: number }) {
  const seconds = elapsedSeconds(examinee, useSecondClock() + clockOffset);
  if (examinee.status !== 'inProgress') {
    return (
      <Typography.Text type="secondary" className={styles.clock} title={`${text.calledFor} ${clock(seconds)}`}>
        {`${text.waited} ${clock(seconds)}`}
      </Typography.Text>
    );
  }
  const over = seconds > examSeconds;
  return (
    <div className={styles.clock} aria-label={`${text.elapsed} ${clock(seconds)} / ${clock(examSeconds)}${over ? ` ${text.overtime}` : ''}`}>
      <Typography.Text type={over ? 'danger' : undefined} strong={over}>{`${clock(seconds)}/${clock(examSeconds)}`}</Typography.Text>
      <Progress size={[...BAR]} showInfo={false} percent={Math.min(100, (seconds / examSeconds) * 100)} status={over ? 'exception' : 'normal'} />
    </div>
  );
}
