import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, ProgressBar } from 'antd-mobile';
import { teachingQueries } from '@medteach/api-client';
import { ATTENDANCE_POLL_MS, type SignInSession } from '@medteach/contract';
import { confirm, DANGER_OUTLINE_STYLE, PageHeader, useNow } from '@medteach/ui-kit';
import { QueryStatus } from '../../shared/QueryStatus';
import { classTime } from '../../shared/lesson-rules';
import { numberParam } from '../../shared/link';
import { signInMutations, signInQueries } from './api';
import { clockingUrl } from './attendance';
import { AttendanceCounts } from './AttendanceCounts';
import { signInLinks } from './links';
import { signInText } from './messages';
import { QrCode } from './QrCode';
import styles from './sign-in.module.css';

/** The countdown bar redraws this often (the code itself turns over every SIGN_IN_CODE_PERIOD_MS). */
const COUNTDOWN_TICK_MS = 250;

function CodeDisplay({ session, fetchedAt }: { session: SignInSession; fetchedAt: number }) {
  const now = useNow(COUNTDOWN_TICK_MS).getTime();
  if (!session.code) return <ErrorBlock status="default" title={signInText.outOfWindow} description={null} />;
  const leftMs = Math.max(0, fetchedAt + session.validForMs - now);
  return (
    <section className={styles.codeCard} aria-label={signInText.codeLabel}>
      <QrCode className={styles.qr} text={clockingUrl(session.planDetailId, session.code)} label={signInText.qrLabel(session.code)} />
      <div className={styles.digits} aria-live="polite" data-testid="sign-in-code">
        {session.code}
      </div>
      <ProgressBar percent={(leftMs / session.periodMs) * 100} className={styles.countdown} />
      <div className={styles.hint}>
        {signInText.refreshIn(Math.ceil(leftMs / 1000))} · {signInText.scanHint}
      </div>
    </section>
  );
}

/**
 * /signInCode?planId&planDetailId — the teacher's sign-in screen, made to be projected: the rotating code as a QR
 * (it opens /clocking with the code filled in) and as 6 digits, the live counts (the list is polled every
 * ATTENDANCE_POLL_MS), 结束签到 (confirmed) and the way back to the list for marking by hand.
 */
export default function SignInCodePage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const planDetailId = numberParam(query, 'planDetailId') ?? 0;
  const planId = numberParam(query, 'planId');
  const lesson = useQuery(teachingQueries.lesson(planDetailId));
  const session = useQuery(signInQueries.session(planDetailId));
  const students = useQuery({ ...teachingQueries.students({ planId: planId ?? undefined, planDetailId }), refetchInterval: ATTENDANCE_POLL_MS });
  const start = useMutation(signInMutations.start(planDetailId));
  const stop = useMutation(signInMutations.stop(planDetailId));

  const confirmStop = async () => {
    if (await confirm(signInText.stopConfirm, signInText.stop)) stop.mutate();
  };

  return (
    <main className={styles.page}>
      <PageHeader title={signInText.codeTitle} />
      <QueryStatus query={lesson}>
        {(data) => (
          <div className={styles.lesson}>
            <div className={styles.lessonName}>{data.planName}</div>
            <div>{classTime(data)}</div>
          </div>
        )}
      </QueryStatus>
      {students.data && <AttendanceCounts rows={students.data} large />}
      <QueryStatus query={session}>
        {(data) =>
          data.active ? (
            <CodeDisplay session={data} fetchedAt={session.dataUpdatedAt} />
          ) : (
            <ErrorBlock status="empty" title={data.stopTime ? signInText.stopped : signInText.notStarted} description={null}>
              <Button color="primary" loading={start.isPending} onClick={() => start.mutate()}>
                {signInText.start}
              </Button>
            </ErrorBlock>
          )
        }
      </QueryStatus>
      <div className={styles.actions}>
        <Button block onClick={() => navigate(signInLinks.students(planId, planDetailId))}>
          {signInText.studentList}
        </Button>
        {session.data?.active && (
          <Button block color="danger" fill="outline" style={DANGER_OUTLINE_STYLE} loading={stop.isPending} onClick={() => void confirmStop()}>
            {signInText.stop}
          </Button>
        )}
      </div>
    </main>
  );
}
