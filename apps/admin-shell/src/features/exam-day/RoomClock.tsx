import { Progress, Typography } from 'antd';
import type { DashboardExaminee } from '@medteach/contract';
import { clock, elapsedSeconds } from './dashboard-state';
import { examDayText as text } from './messages';
import { useSecondClock } from './use-second-clock';

/**
 * A room's elapsed time against the station's exam time while the examinee is in progress (red past it); while
 * called, how long ago the call went out (the examinee is on the way).
 */
export function RoomClock({ examinee, examSeconds, clockOffset }: { examinee: DashboardExaminee; examSeconds: number; clockOffset: number }) {
  const seconds = elapsedSeconds(examinee, useSecondClock() + clockOffset);
  if (examinee.status !== 'inProgress') return <Typography.Text type="secondary">{`${text.calledFor} ${clock(seconds)}`}</Typography.Text>;
  const over = seconds > examSeconds;
  return (
    <div aria-label={`${text.elapsed} ${clock(seconds)} / ${clock(examSeconds)}${over ? ` ${text.overtime}` : ''}`}>
      <Typography.Text type={over ? 'danger' : undefined} strong={over}>{`${clock(seconds)} / ${clock(examSeconds)}`}</Typography.Text>
      <Progress size="small" showInfo={false} percent={Math.min(100, (seconds / examSeconds) * 100)} status={over ? 'exception' : 'active'} />
    </div>
  );
}
