import { useCallback, useEffect, useRef, useState } from 'react';
import {
  answerCard,
  createPracticeSession,
  planNavigation,
  practiceProgress,
  questionViewModel,
  stepPractice,
  type NavigationTarget,
  type PracticeAction,
  type PracticeSessionOptions,
  type Question,
  type Submission,
} from '@medteach/question-engine';
import type { SubmitOutcome } from '../../shared/answer-outbox';

/** Runs `task` after the next frame is painted (a plain timeout where there are no frames, e.g. jsdom). */
function afterPaint(task: () => void) {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task));
  else setTimeout(task);
}

export interface PracticeSessionHooks {
  /** Sends an answer; 'refused' reverts it (spec §8: a failed answer changes nothing). */
  submitAnswer: (submission: Submission) => Promise<SubmitOutcome>;
  /** A move past the free questions: the screen calls the native bridge instead (spec §4 "Topic lock"). */
  onLocked: (index: number) => void;
}

/**
 * The answering session of one screen: the question-engine model held in React state, answers sent as they are
 * given, navigation checked against the topic lock. The questions themselves stay in React Query; the session
 * only holds what the learner does on this screen.
 */
export function usePracticeSession(questions: readonly Question[], options: PracticeSessionOptions, hooks: PracticeSessionHooks) {
  const [state, setState] = useState(() => createPracticeSession(questions, options));
  const latest = useRef(state);
  latest.current = state;
  const hooksRef = useRef(hooks);
  useEffect(() => {
    hooksRef.current = hooks;
  });

  const apply = useCallback((action: PracticeAction): Submission | null => {
    const { state: next, submission } = stepPractice(latest.current, action);
    latest.current = next;
    setState(next);
    return submission;
  }, []);

  const act = useCallback(
    (action: PracticeAction) => {
      const submission = apply(action);
      if (!submission) return;
      // Sending (outbox write, request set-up) waits until the feedback is painted: it is off the tap's critical
      // path (bench:latency), and the answer is no less safe — the outbox persists it before any request.
      afterPaint(() => {
        void hooksRef.current.submitAnswer(submission).then((outcome) => {
          if (outcome === 'refused') apply({ type: 'revertAnswer', key: submission.key });
        });
      });
    },
    [apply],
  );

  /** Returns whether the move happened. */
  const navigate = useCallback(
    (target: NavigationTarget): boolean => {
      const outcome = planNavigation(latest.current, target);
      if (outcome.kind === 'locked') hooksRef.current.onLocked(outcome.index);
      if (outcome.kind !== 'move') return false;
      apply({ type: 'goTo', index: outcome.index });
      return true;
    },
    [apply],
  );

  return {
    state,
    view: questionViewModel(state),
    /** 答题卡 cells and progress: computed on demand, only while the card is shown. */
    card: () => answerCard(state),
    progress: () => practiceProgress(state),
    act,
    navigate,
  };
}
