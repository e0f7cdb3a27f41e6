import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Steps } from 'antd-mobile';
import dayjs from 'dayjs';
import { teachingMutations, teachingQueries } from '@medteach/api-client';
import { PageHeader, useNow } from '@medteach/ui-kit';
import { QueryStatus } from '../../shared/QueryStatus';
import { canSignIn, classTime } from '../common/lesson-rules';
import { numberParam } from '../common/link';
import { clockingText } from './messages';
import styles from './clocking.module.css';

const CLOCK_FORMAT = 'HH:mm:ss';

/**
 * /clocking?planDetailId — sign-in (spec §2): the lesson, a live clock, and the sign-in button showing the current
 * time. Once signed (a non-empty clock list, spec §4 isClock false) the clock times are listed with update links
 * and the button reads 更新打卡. A failed clock-info load counts as not signed (spec §8).
 */
export default function ClockingPage() {
  const [query] = useSearchParams();
  const planDetailId = numberParam(query, 'planDetailId') ?? 0;
  const lesson = useQuery(teachingQueries.lesson(planDetailId));
  const clockInfo = useQuery(teachingQueries.clockInfo(planDetailId));
  const clock = useMutation(teachingMutations.clock(planDetailId));
  const now = useNow();
  const clockList = clockInfo.data?.clockList ?? [];
  const isClock = clockList.length === 0;

  return (
    <main className={styles.page}>
      <PageHeader title={clockingText.title} />
      <QueryStatus query={lesson}>
        {(data) => {
          const enabled = canSignIn(data) && !clock.isPending;
          return (
            <>
              <div className={styles.card}>
                <div>
                  <span className={styles.label}>{clockingText.planName}</span>
                  {data.planName}
                </div>
                <div>
                  <span className={styles.label}>{clockingText.teachingTime}</span>
                  {classTime(data)}
                </div>
                <div>
                  <span className={styles.label}>{clockingText.teacherName}</span>
                  {data.teacherName}
                </div>
              </div>
              <div className={styles.punch}>
                <button type="button" className={styles.circle} disabled={!enabled} onClick={() => clock.mutate()}>
                  <span>{isClock ? clockingText.signIn : clockingText.update}</span>
                  <span className={styles.time} role="timer">
                    {dayjs(now).format(CLOCK_FORMAT)}
                  </span>
                </button>
                {!canSignIn(data) && <div className={styles.hint}>{clockingText.notOpen}</div>}
              </div>
              {!isClock && (
                <section className={styles.steps} aria-label={clockingText.clockRecords}>
                  <Steps direction="vertical" current={clockList.length - 1}>
                    {clockList.map((c) => (
                      <Steps.Step
                        key={c.clockId}
                        status="finish"
                        title={clockingText.clockedAt(c.clockTime)}
                        description={
                          <button type="button" className={styles.stepLink} disabled={!enabled} onClick={() => clock.mutate()}>
                            {clockingText.updateLink}
                          </button>
                        }
                      />
                    ))}
                  </Steps>
                </section>
              )}
            </>
          );
        }}
      </QueryStatus>
    </main>
  );
}
