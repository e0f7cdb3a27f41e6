import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReviewGradeValue } from '@medteach/contract';
import { optionLetterAt, type FontSizeName, type PracticeMode, type PracticeSessionOptions, type Question, type QuestionItem, type Submission } from '@medteach/question-engine';
import { QuestionView, useQuestionKeyboard, useSwipe } from '@medteach/question-engine';
import { confirm, PageHeader } from '@medteach/ui-kit';
import type { SubmitOutcome } from '../../shared/answer-outbox';
import { AnswerCardPopup } from './AnswerCardPopup';
import { readFontSize, saveFontSize } from './font-size-preference';
import type { ExamTypeLabels } from '../../shared/exam-type-labels';
import { answeringText } from './messages';
import { NotePopup } from './NotePopup';
import { PracticeEnd } from './PracticeEnd';
import { SelfGradeBar } from './SelfGradeBar';
import { PracticeToolbar } from './PracticeToolbar';
import { QuestionActionBar } from './QuestionActionBar';
import { ReadOnlyNote } from './ReadOnlyNote';
import { useDebouncedFavourite } from './useDebouncedFavourite';
import { usePracticeSession } from './usePracticeSession';

/** Per-question entries of topic practice (spec §6); each `send` resolves true when the server agreed. */
export interface QuestionTools {
  isFavourite: (key: string) => boolean;
  setFavourite: (key: string, next: 0 | 1) => Promise<boolean>;
  noteOf: (key: string) => string;
  saveNote: (key: string, mark: string) => Promise<boolean>;
  errorCorrection: (key: string) => void;
  /** 是否清空答题记录 ? confirmed: resolves true when the server cleared the records. */
  clearRecords: () => Promise<boolean>;
}

export interface PracticeScreenProps {
  title: string;
  questions: readonly Question[];
  session: PracticeSessionOptions;
  /** Reports the question on screen, so a reload after a purchase can come back to it. */
  onPosition?: (questionKey: string) => void;
  submitAnswer: (submission: Submission) => Promise<SubmitOutcome>;
  onLocked: (index: number) => void;
  onBack: () => void;
  tools?: QuestionTools;
  /** Knowledge entry (spec §6: topic practice, code not 6, majorType 1); absent where it does not show. */
  onKnowledge?: (item: QuestionItem) => void;
  /** A note opened from 笔记 (`noteContent`), shown read-only under its question. */
  readOnlyNote?: string;
  /** Type labels by code (the `cmtt_exam_type` dictionary); without them the question's own label shows. */
  typeLabels?: ExamTypeLabels;
  /** 错题复习 (issue 18): after a correct answer the student grades how well they knew it; absent elsewhere. */
  onSelfGrade?: (questionKey: string, grade: ReviewGradeValue) => Promise<boolean>;
}

/** The answering screen around one question-engine session: header, tools, swipe area, bottom bar and popups. */
export function PracticeScreen({ title, questions, session, onPosition, submitAnswer, onLocked, onBack, tools, onKnowledge, readOnlyNote, typeLabels, onSelfGrade }: PracticeScreenProps) {
  const practice = usePracticeSession(questions, session, { submitAnswer, onLocked });
  const { state, view, act, navigate } = practice;
  const [fontSize, setFontSize] = useState<FontSizeName>(readFontSize);
  const [cardOpen, setCardOpen] = useState(false);
  const [noteOpen, setNoteOpen] = useState(false);
  const key = view?.item.key ?? '';

  useEffect(() => {
    if (key) onPosition?.(key);
  }, [key, onPosition]);

  const swipe = useSwipe((direction) => navigate(direction));
  useQuestionKeyboard(
    {
      onPick: (position) => {
        const letter = view && optionLetterAt(view.item, position);
        if (letter && view.editable) act({ type: 'pickOption', letter });
      },
      onSubmit: () => {
        if (view?.submitButton === 'answer' && view.canSubmit) act({ type: 'submit' });
      },
      onPrev: () => navigate('prev'),
      onNext: () => navigate('next'),
    },
    !cardOpen && !noteOpen,
  );

  const toggleFavourite = useDebouncedFavourite(tools?.isFavourite(key) ?? false, (next) => tools?.setFavourite(key, next) ?? Promise.resolve(false));

  // The header, toolbar, bottom bar and card are memoised and get stable handlers: a pick re-renders the question
  // only (bench:latency measures tap → painted feedback on this screen).
  const latest = useRef({ tools, view, onKnowledge });
  latest.current = { tools, view, onKnowledge };
  const onMode = useCallback((mode: PracticeMode) => act({ type: 'setMode', mode }), [act]);
  const onFontSize = useCallback((size: FontSizeName) => {
    setFontSize(size);
    saveFontSize(size);
  }, []);
  const clear = useCallback(async () => {
    const current = latest.current.tools;
    if (!current || !(await confirm(answeringText.clearConfirm))) return;
    if (await current.clearRecords()) act({ type: 'clearAnswers' });
  }, [act]);
  const onClear = useCallback(() => void clear(), [clear]);
  const onPrev = useCallback(() => navigate('prev'), [navigate]);
  const onNext = useCallback(() => navigate('next'), [navigate]);
  const onNote = useCallback(() => setNoteOpen(true), []);
  const onErrorCorrection = useCallback(() => latest.current.tools?.errorCorrection(key), [key]);
  const openKnowledge = useCallback(() => {
    const { view: shown, onKnowledge: handler } = latest.current;
    if (shown) handler?.(shown.item);
  }, []);
  const [cardMounted, setCardMounted] = useState(false);
  const openCard = useCallback(() => {
    setCardMounted(true);
    setCardOpen(true);
  }, []);
  const unmountCard = useCallback(() => setCardMounted(false), []);
  const closeCard = useCallback(() => setCardOpen(false), []);
  const favouriteActive = tools?.isFavourite(key) ?? false;
  const favourite = useMemo(() => ({ active: favouriteActive, onToggle: toggleFavourite }), [favouriteActive, toggleFavourite]);
  const onFinish = useCallback(() => act({ type: 'finish' }), [act]);

  return (
    <main style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f6f8' }}>
      <PracticeHeader title={title} onBack={onBack} onOpenCard={openCard} />
      <PracticeToolbar mode={state.mode} onMode={onMode} fontSize={fontSize} onFontSize={onFontSize} onClear={tools ? onClear : undefined} />
      <section {...swipe} aria-live="polite" style={{ flex: 1, background: '#fff', margin: 8, borderRadius: 8, touchAction: 'pan-y' }}>
        {view && <QuestionView view={view} onAction={act} onFinish={onFinish} fontSize={fontSize} typeLabel={typeLabels?.[view.item.typeCode]} />}
        {readOnlyNote !== undefined && <ReadOnlyNote text={readOnlyNote} />}
      </section>
      {onSelfGrade && view?.verdict === 'right' && <SelfGradeBar key={key} onGrade={(grade) => onSelfGrade(key, grade)} />}
      {/* Nothing left to do on the last question (answered, finished, or review only): say so and offer the way back. */}
      {view?.isLast && !view.editable && view.submitButton === null && (
        <PracticeEnd
          total={state.items.length}
          answered={practice.progress().answered}
          reviewOnly={state.readOnly}
          onBack={onBack}
          onOpenCard={openCard}
        />
      )}
      <QuestionActionBar
        canPrev={state.currentIndex > 0}
        canNext={state.currentIndex < state.items.length - 1}
        onPrev={onPrev}
        onNext={onNext}
        favourite={tools && favourite}
        onNote={tools && onNote}
        onErrorCorrection={tools && onErrorCorrection}
        onKnowledge={onKnowledge && openKnowledge}
      />
      {/* Mounted only while shown (and closing): a hidden 答题卡 would re-render a cell per question on every pick. */}
      {cardMounted && (
        <AnswerCardPopup visible={cardOpen} items={practice.card()} progress={practice.progress()} onClose={closeCard} afterClose={unmountCard} onSelect={navigate} />
      )}
      {tools && (
        <NotePopup key={key} visible={noteOpen} initial={tools.noteOf(key)} onClose={() => setNoteOpen(false)} onSave={(mark) => tools.saveNote(key, mark)} />
      )}
    </main>
  );
}

/** Title, back and the 答题卡 link; unchanged by picks. */
const PracticeHeader = memo(function PracticeHeader({ title, onBack, onOpenCard }: { title: string; onBack: () => void; onOpenCard: () => void }) {
  const card = (
    <button type="button" onClick={onOpenCard} style={{ border: 0, background: 'none', color: 'var(--adm-color-primary)', fontSize: 14, padding: 0 }}>
      {answeringText.answerCard}
    </button>
  );
  return <PageHeader title={title} onBack={onBack} right={card} />;
});
