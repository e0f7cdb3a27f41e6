import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Popup } from 'antd-mobile';
import {
  AnswerCard,
  QuestionView,
  answerCard,
  createPracticeSession,
  planNavigation,
  questionViewModel,
  stepPractice,
  useSwipe,
  type NavigationTarget,
  type PracticeState,
} from '@medteach/question-engine';
import { PageHeader, QueryStatus, toast } from '@medteach/ui-kit';
import { paperText } from './messages';
import { readPaperParams } from './paper-params';
import { usePaperSheet, type PaperSheet } from './paper-source';
import styles from './paper.module.css';

/**
 * /courseTopic — the answer sheet of a course paper (type 1) or teaching-plan paper (type 2). Who answers and who
 * only sees the marks follows spec §4 (see paper-source). Swipe or 上一题/下一题 to move, 答题卡 to jump; the
 * student's 提交答案 on the last question submits the whole sheet: 提交成功, then back.
 */
export default function CourseTopicPage() {
  const [query] = useSearchParams();
  const params = readPaperParams(query);
  const source = usePaperSheet(params);
  return (
    <main className={styles.page}>
      <PageHeader title={source.sheet.data?.paperName ?? paperText.topicTitle} />
      <QueryStatus query={source.sheet} isEmpty={(s) => s.questionList.length === 0}>
        {(sheet) => (
          <AnswerSheet
            // A new session when the sheet changes from answering to reviewing.
            key={String(source.answering)}
            sheet={sheet}
            answering={source.answering}
            teacher={source.teacher}
            startQuestionId={params.questionId}
            submitting={source.submitting}
            onSubmit={source.submit}
          />
        )}
      </QueryStatus>
    </main>
  );
}

interface SheetProps {
  sheet: PaperSheet;
  answering: boolean;
  teacher: boolean;
  startQuestionId: string | null;
  submitting: boolean;
  onSubmit: (results: { questionId: number; result: string }[]) => Promise<unknown>;
}

function AnswerSheet({ sheet, answering, teacher, startQuestionId, submitting, onSubmit }: SheetProps) {
  const navigate = useNavigate();
  const [cardOpen, setCardOpen] = useState(false);
  // Papers keep marks hidden until the sheet is finished; reviewers see them at once.
  const [state, setState] = useState<PracticeState>(() =>
    createPracticeSession(sheet.questionList, { isTeacher: teacher, readOnly: !answering, finished: !answering, revealAfterEachAnswer: false, startQuestionId }),
  );
  const view = questionViewModel(state);
  const go = (target: NavigationTarget) => {
    const outcome = planNavigation(state, target);
    if (outcome.kind === 'move') setState((s) => stepPractice(s, { type: 'goTo', index: outcome.index }).state);
  };
  const swipe = useSwipe(go);

  const submitAll = async () => {
    const results = state.items
      .filter((item) => state.answers[item.key])
      .map((item) => ({ questionId: Number(item.source.id), result: state.answers[item.key].result }));
    await onSubmit(results);
    toast(paperText.submitted);
    navigate(-1);
  };

  return (
    <>
      <div className={styles.swipeArea} {...swipe}>
        {view && (
          <QuestionView
            view={view}
            onAction={(action) => setState((s) => stepPractice(s, action).state)}
            onFinish={answering && !submitting ? () => void submitAll() : undefined}
          />
        )}
      </div>
      <div className={styles.bottomBar}>
        <Button size="small" disabled={state.currentIndex === 0} onClick={() => go('prev')}>
          {paperText.prev}
        </Button>
        <Button size="small" color="primary" fill="outline" onClick={() => setCardOpen(true)}>
          {paperText.card}
        </Button>
        <Button size="small" disabled={state.currentIndex >= state.items.length - 1} onClick={() => go('next')}>
          {paperText.next}
        </Button>
      </div>
      <Popup visible={cardOpen} onMaskClick={() => setCardOpen(false)} onClose={() => setCardOpen(false)} bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '60vh', overflowY: 'auto' }}>
        <AnswerCard
          items={answerCard(state)}
          onSelect={(index) => {
            go(index);
            setCardOpen(false);
          }}
        />
      </Popup>
    </>
  );
}
