import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Popup } from 'antd-mobile';
import {
  AnswerCard,
  QuestionView,
  createPracticeSession,
  planNavigation,
  questionViewModel,
  stepPractice,
  useSwipe,
  type NavigationTarget,
  type PracticeState,
} from '@medteach/question-engine';
import { PageHeader, confirm, toast, useBackOrHome } from '@medteach/ui-kit';
import { QueryStatus } from '../../shared/QueryStatus';
import { viewerInfoQuery } from '../../shared/useViewerQueryType';
import { CARD_CLOSE_DELAY_MS } from './constants';
import { paperText } from './messages';
import { clearDraft, draftKey, paperCard, paperResults, readDraft, restoreDraft, saveDraft, unansweredCount } from './paper-draft';
import { readPaperParams, type PaperParams } from './paper-params';
import { usePaperSheet, type PaperSheet, type PaperSource } from './paper-source';
import { usePaperClock } from './usePaperClock';
import styles from './paper.module.css';

/**
 * /courseTopic — the answer sheet of a course paper (type 1) or teaching-plan paper (type 2). Who answers and who
 * only sees the marks follows spec §4 (see paper-source). Swipe or 上一题/下一题 to move, 答题卡 to jump (it closes
 * 500 ms after a pick). A student hands the whole paper in with 交卷 at any question, after a confirmation naming
 * what is still unanswered; until then the answers are kept on the device (paper-draft).
 */
export default function CourseTopicPage() {
  const [query] = useSearchParams();
  const params = readPaperParams(query);
  const source = usePaperSheet(params);
  // The draft belongs to whoever is signed in on this device.
  const viewer = useQuery({ ...viewerInfoQuery, enabled: source.answering });
  const ready = !source.answering || !viewer.isPending;
  return (
    <main className={styles.page}>
      <PageHeader title={source.sheet.data?.paperName ?? paperText.topicTitle} />
      <QueryStatus query={source.sheet} isEmpty={(s) => s.questionList.length === 0}>
        {(sheet) =>
          ready && (
            <AnswerSheet
              // A new session when the sheet changes from answering to reviewing.
              key={String(source.answering)}
              sheet={sheet}
              params={params}
              source={source}
              storageKey={source.answering ? draftKey(params, viewer.data?.user.userName ?? '') : null}
            />
          )
        }
      </QueryStatus>
    </main>
  );
}

interface SheetProps {
  sheet: PaperSheet;
  params: PaperParams;
  source: PaperSource;
  /** Where the draft is kept while answering; null when only reviewing. */
  storageKey: string | null;
}

function AnswerSheet({ sheet, params, source, storageKey }: SheetProps) {
  // After 交卷: back where the paper was opened from, or the app's home when it was opened directly (a link).
  const leave = useBackOrHome();
  const { answering, teacher } = source;
  const [cardOpen, setCardOpen] = useState(false);
  const [stored] = useState(() => (storageKey ? readDraft(storageKey) : null));
  // Papers keep marks hidden until the sheet is finished; reviewers see them at once.
  const [state, setState] = useState<PracticeState>(() =>
    restoreDraft(
      createPracticeSession(sheet.questionList, { isTeacher: teacher, readOnly: !answering, finished: !answering, revealAfterEachAnswer: false, startQuestionId: params.questionId }),
      stored,
      params.questionId !== null,
    ),
  );
  const spent = usePaperClock(stored?.useTime ?? 0);
  const submitted = useRef(false);
  const stateRef = useRef(state);
  stateRef.current = state;

  // Every change is kept on the device at once, so a crash loses nothing; the time spent is taken along.
  useEffect(() => {
    if (storageKey && !submitted.current) saveDraft(storageKey, state, spent());
  }, [storageKey, state, spent]);
  useEffect(() => {
    if (!storageKey) return;
    const keep = () => {
      if (!submitted.current) saveDraft(storageKey, stateRef.current, spent());
    };
    document.addEventListener('visibilitychange', keep);
    window.addEventListener('pagehide', keep);
    return () => {
      keep();
      document.removeEventListener('visibilitychange', keep);
      window.removeEventListener('pagehide', keep);
    };
  }, [storageKey, spent]);

  // 答题卡 closes CARD_CLOSE_DELAY_MS after a pick (spec §9), so the jump is seen.
  const cardTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(cardTimer.current), []);

  const view = questionViewModel(state);
  const go = (target: NavigationTarget) => {
    const outcome = planNavigation(state, target);
    if (outcome.kind === 'move') setState((s) => stepPractice(s, { type: 'goTo', index: outcome.index }).state);
  };
  const swipe = useSwipe(go);

  const handIn = async () => {
    const unanswered = unansweredCount(state);
    if (!(await confirm(unanswered > 0 ? paperText.confirmWithUnanswered(unanswered) : paperText.confirmAllAnswered))) return;
    submitted.current = true;
    try {
      await source.submit(paperResults(state), spent());
    } catch {
      // The request layer has said why; the draft stays and 交卷 can be pressed again.
      submitted.current = false;
      return;
    }
    if (storageKey) clearDraft(storageKey);
    toast(paperText.submitted);
    leave();
  };

  return (
    <>
      <div className={styles.swipeArea} {...swipe}>
        {view && <QuestionView view={view} onAction={(action) => setState((s) => stepPractice(s, action).state)} />}
      </div>
      <div className={styles.bottomBar}>
        <Button size="small" disabled={state.currentIndex === 0} onClick={() => go('prev')}>
          {paperText.prev}
        </Button>
        <Button size="small" color="primary" fill="outline" aria-haspopup="dialog" aria-expanded={cardOpen} onClick={() => setCardOpen(true)}>
          {paperText.card}
        </Button>
        <Button size="small" disabled={state.currentIndex >= state.items.length - 1} onClick={() => go('next')}>
          {paperText.next}
        </Button>
        {answering && (
          <Button size="small" color="primary" loading={source.submitting} disabled={source.submitting} onClick={() => void handIn()}>
            {paperText.handIn}
          </Button>
        )}
      </div>
      <Popup visible={cardOpen} onMaskClick={() => setCardOpen(false)} onClose={() => setCardOpen(false)} bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '60vh', overflowY: 'auto' }}>
        <header className={styles.cardHeader}>
          <strong>{paperText.card}</strong>
          <span>{paperText.answeredCount(state.items.length - unansweredCount(state), state.items.length)}</span>
        </header>
        <AnswerCard
          items={paperCard(state)}
          onSelect={(index) => {
            go(index);
            clearTimeout(cardTimer.current);
            cardTimer.current = setTimeout(() => setCardOpen(false), CARD_CLOSE_DELAY_MS);
          }}
        />
      </Popup>
    </>
  );
}
