import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Input, Steps } from 'antd-mobile';
import dayjs from 'dayjs';
import { teachingQueries } from '@medteach/api-client';
import { SIGN_IN_CODE_DIGITS, SignInMessages } from '@medteach/contract';
import { PageHeader, useNow } from '@medteach/ui-kit';
import { QueryStatus } from '../../shared/QueryStatus';
import { canSignIn, classTime } from '../../shared/lesson-rules';
import { numberParam } from '../../shared/link';
import { signInMutations, signInQueries } from './api';
import { clockingText } from './clocking-messages';
import styles from './clocking.module.css';

const CLOCK_FORMAT = 'HH:mm:ss';

/**
 * /clocking?planDetailId — sign-in (spec §2): the lesson, a live clock, and the sign-in button showing the current
 * time. Once signed (a non-empty clock list, spec §4 isClock false) the clock times are listed with update links
 * and the button reads 更新打卡. A failed clock-info load counts as not signed (spec §8).
 * While the teacher runs a sign-in session (issue 17) a code input asks for the projected code; `?code` (the
 * teacher's QR code opens this page) fills it in. A refusal (签到码错误或已过期 …) shows under the input.
 */
export default function ClockingPage() {
  const [query] = useSearchParams();
  const planDetailId = numberParam(query, 'planDetailId') ?? 0;
  const lesson = useQuery(teachingQueries.lesson(planDetailId));
  const clockInfo = useQuery(teachingQueries.clockInfo(planDetailId));
  const signIn = useQuery(signInQueries.state(planDetailId));
  const clock = useMutation(signInMutations.clock(planDetailId));
  const [code, setCode] = useState(() => query.get('code') ?? '');
  const now = useNow();
  const clockList = clockInfo.data?.clockList ?? [];
  const isClock = clockList.length === 0;

  return (
    <main className={styles.page}>
      <PageHeader title={clockingText.title} />
      <QueryStatus query={lesson}>
        {(data) => {
          const withCode = signIn.data?.codeRequired === true;
          const closed = signIn.data?.closed === true;
          // With a session the sign-in window decides (it opens before the start); without one, the spec's rule.
          const open = withCode ? data.attendanceStatus === 1 && signIn.data?.inWindow === true : canSignIn(data) && !closed;
          const enabled = open && !clock.isPending;
          const submit = () => clock.mutate(withCode ? code.trim() : undefined);
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
              {(withCode || query.has('code')) && (
                <label className={styles.codeInput}>
                  <span className={styles.label}>{clockingText.codeLabel}</span>
                  <Input
                    aria-label={clockingText.codeLabel}
                    placeholder={clockingText.codePlaceholder}
                    value={code}
                    onChange={(v) => {
                      setCode(v.replace(/\D/g, ''));
                      // A refusal is about the code it was given: typing again clears it.
                      if (clock.isError) clock.reset();
                    }}
                    inputMode="numeric"
                    maxLength={SIGN_IN_CODE_DIGITS}
                    clearable
                    onEnterPress={() => enabled && submit()}
                  />
                </label>
              )}
              {clock.error && (
                <div className={styles.codeError} role="alert">
                  {clock.error.message}
                </div>
              )}
              <div className={styles.punch}>
                <button type="button" className={styles.circle} disabled={!enabled} onClick={submit}>
                  <span>{isClock ? clockingText.signIn : clockingText.update}</span>
                  <span className={styles.time} role="timer">
                    {dayjs(now).format(CLOCK_FORMAT)}
                  </span>
                </button>
                {!open && <div className={styles.hint}>{closed ? SignInMessages.closed : clockingText.notOpen}</div>}
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
                          <button type="button" className={styles.stepLink} disabled={!enabled} onClick={submit}>
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
