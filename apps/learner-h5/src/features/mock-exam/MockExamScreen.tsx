import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Popup, Toast } from 'antd-mobile';
import type { MockExamAttempt, MockExamReport } from '@medteach/contract';
import { AnswerCard, QuestionView, answerCard, createPracticeSession, questionViewModel, stepPractice, useQuestionKeyboard, useSwipe, type PracticeAction, type PracticeState } from '@medteach/question-engine';
import { confirm, PageHeader } from '@medteach/ui-kit';
import { mockExamMutations } from './api';
import { examPosition, forgetExamPosition, rememberExamPosition } from './exam-position';
import { clockText, mockExamText as text } from './messages';
import { useCountdown } from './use-countdown';

/** Under this much time left the clock turns red. */
const WARN_MS = 5 * 60_000;

interface MockExamScreenProps {
  attempt: MockExamAttempt;
  onSubmitted: (report: MockExamReport) => void;
}

/**
 * The exam itself: questions one by one without feedback (answers stay hidden until the report), a countdown to the
 * server's deadline, 答题卡, 标记 for review and 交卷. Each answer is saved on the server as it is given, so a reload
 * or another device continues from here (a reload on this device at the question last on screen); at zero the
 * attempt is submitted.
 */
export function MockExamScreen({ attempt, onSubmitted }: MockExamScreenProps) {
  const [state, setState] = useState<PracticeState>(() =>
    createPracticeSession(attempt.questions, { revealAfterEachAnswer: false, answersChangeable: true, startQuestionId: examPosition(attempt.attemptId) }),
  );
  const [flags, setFlags] = useState(() => new Set(attempt.questions.filter((q) => q.flagged).map((q) => String(q.id))));
  const [cardOpen, setCardOpen] = useState(false);
  const saveAnswer = useMutation(mockExamMutations.answer());
  const submit = useMutation(mockExamMutations.submit());
  const view = questionViewModel(state);
  const key = view?.item.key ?? '';
  // The question on screen is remembered with the attempt: a reload reopens it.
  useEffect(() => {
    if (key) rememberExamPosition(attempt.attemptId, key);
  }, [attempt.attemptId, key]);

  const finish = useCallback(async () => {
    const report = await submit.mutateAsync(attempt.attemptId);
    forgetExamPosition(attempt.attemptId);
    onSubmitted(report);
  }, [submit, attempt.attemptId, onSubmitted]);

  const remaining = useCountdown(attempt.deadline, attempt.serverNow, () => {
    Toast.show({ content: text.timeUp });
    void finish().catch(() => undefined);
  });

  const act = (action: PracticeAction) => {
    const { state: next, submission } = stepPractice(state, action);
    setState(next);
    if (!submission) return;
    const previous = state.answers[submission.key] ?? null;
    saveAnswer.mutate(
      { attemptId: attempt.attemptId, questionId: Number(submission.questionId), result: submission.result },
      {
        // Not saved (time up, offline): back to the answer the server holds (none, or the one it replaced).
        onError: () => setState((s) => stepPractice(s, { type: 'revertAnswer', key: submission.key, previous }).state),
      },
    );
  };
  const goTo = (index: number) => act({ type: 'goTo', index });
  const navigate = (direction: 'prev' | 'next') => {
    const index = state.currentIndex + (direction === 'next' ? 1 : -1);
    if (index >= 0 && index < state.items.length) goTo(index);
  };
  const swipe = useSwipe((direction) => navigate(direction));
  useQuestionKeyboard({ onPrev: () => navigate('prev'), onNext: () => navigate('next') }, !cardOpen);

  const toggleFlag = () => {
    const flagged = !flags.has(key);
    const next = new Set(flags);
    if (flagged) next.add(key);
    else next.delete(key);
    setFlags(next);
    const result = state.answers[key]?.result ?? '';
    saveAnswer.mutate({ attemptId: attempt.attemptId, questionId: Number(key), result, flagged }, { onError: () => setFlags(flags) });
  };

  const numbersWhere = (test: (itemKey: string) => boolean) => state.items.flatMap((item, i) => (test(item.key) ? [i + 1] : []));
  const askSubmit = async () => {
    if (await confirm(text.submitConfirm(numbersWhere((k) => !state.answers[k])))) await finish().catch(() => undefined);
  };

  const card = useMemo(() => answerCard(state), [state]);
  const flaggedNumbers = numbersWhere((k) => flags.has(k));
  const answered = Object.keys(state.answers).length;
  const clock = clockText(remaining);

  return (
    <main style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f6f8' }}>
      <PageHeader
        title={text.title}
        right={
          <button type="button" onClick={() => setCardOpen(true)} style={{ border: 0, background: 'none', color: 'var(--adm-color-primary)', fontSize: 14, padding: 0 }}>
            {text.answerCard}
          </button>
        }
      />
      <div
        role="timer"
        aria-label={text.remainingLabel(clock)}
        data-testid="mock-exam-clock"
        style={{ display: 'flex', justifyContent: 'space-between', padding: '8px 16px', background: '#fff', fontSize: 14 }}
      >
        <span>
          {text.remaining} <strong style={{ fontVariantNumeric: 'tabular-nums', color: remaining < WARN_MS ? 'var(--adm-color-danger)' : undefined }}>{clock}</strong>
        </span>
        <span style={{ color: 'var(--adm-color-weak)' }}>{text.progress(answered, state.items.length)}</span>
      </div>
      <section {...swipe} aria-live="polite" style={{ flex: 1, background: '#fff', margin: 8, borderRadius: 8, touchAction: 'pan-y' }}>
        {view && <QuestionView view={view} onAction={act} />}
      </section>
      <nav style={{ display: 'flex', gap: 8, padding: '8px 12px calc(8px + env(safe-area-inset-bottom))', background: '#fff' }}>
        <Button style={{ flex: 1 }} disabled={state.currentIndex === 0} onClick={() => navigate('prev')}>
          {text.prev}
        </Button>
        <Button style={{ flex: 1 }} color={flags.has(key) ? 'warning' : 'default'} fill={flags.has(key) ? 'solid' : 'outline'} aria-pressed={flags.has(key)} onClick={toggleFlag}>
          {flags.has(key) ? text.unflag : text.flag}
        </Button>
        {state.currentIndex < state.items.length - 1 ? (
          <Button style={{ flex: 1 }} color="primary" fill="outline" onClick={() => navigate('next')}>
            {text.next}
          </Button>
        ) : null}
        <Button style={{ flex: 1 }} color="primary" loading={submit.isPending} onClick={() => void askSubmit()}>
          {text.submit}
        </Button>
      </nav>
      <Popup visible={cardOpen} onMaskClick={() => setCardOpen(false)} onClose={() => setCardOpen(false)} bodyStyle={{ maxHeight: '70vh', overflowY: 'auto', borderRadius: '12px 12px 0 0' }}>
        <div role="dialog" aria-label={text.answerCard}>
          <header style={{ display: 'flex', justifyContent: 'space-between', padding: '12px 16px 0', fontSize: 15 }}>
            <strong>{text.answerCard}</strong>
            <span style={{ color: 'var(--adm-color-weak)' }}>{text.progress(answered, state.items.length)}</span>
          </header>
          {flaggedNumbers.length > 0 && <p style={{ margin: '8px 16px 0', fontSize: 13, color: 'var(--adm-color-warning)' }}>{text.flagged(flaggedNumbers)}</p>}
          <AnswerCard
            items={card}
            onSelect={(index) => {
              goTo(index);
              setCardOpen(false);
            }}
          />
        </div>
      </Popup>
    </main>
  );
}
