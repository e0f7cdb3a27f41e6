import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { PlanStudent } from '@medteach/contract';
import { signInMutations, signInQueries } from './api';
import { AttendanceCounts } from './AttendanceCounts';
import { signInLinks } from './links';
import { signInText } from './messages';
import styles from './sign-in.module.css';

/**
 * Above the attendance list (/checkStudent): the counts 已签到 / 请假 / 未签到 and the way to the code screen —
 * 发起签到 starts a session, 展示签到码 shows the running one.
 */
export function AttendancePanel({ planId, planDetailId, rows }: { planId: number | null; planDetailId: number; rows: readonly PlanStudent[] }) {
  const navigate = useNavigate();
  const session = useQuery(signInQueries.session(planDetailId));
  const start = useMutation(signInMutations.start(planDetailId));
  const showCode = () => navigate(signInLinks.code(planId, planDetailId));
  const active = session.data?.active === true;
  return (
    <div className={styles.panel}>
      <AttendanceCounts rows={rows} />
      <Button
        size="small"
        color="primary"
        fill={active ? 'outline' : 'solid'}
        loading={start.isPending}
        onClick={() => (active ? showCode() : start.mutate(undefined, { onSuccess: showCode }))}
      >
        {active ? signInText.showCode : signInText.start}
      </Button>
    </div>
  );
}
