import { useEffect, useState } from 'react';
import { optionLetterAt, type FontSizeName, type PracticeSessionOptions, type Question, type Submission } from '@medteach/question-engine';
import { QuestionView, useQuestionKeyboard } from '@medteach/question-engine';
import { confirm, PageHeader } from '@medteach/ui-kit';
import type { SubmitOutcome } from './answer-outbox';
import { AnswerCardPopup } from './AnswerCardPopup';
import { readFontSize, saveFontSize } from './font-size-preference';
import { answeringText } from './messages';
import { NotePopup } from './NotePopup';
import { PracticeToolbar } from './PracticeToolbar';
import { QuestionActionBar } from './QuestionActionBar';
import { useDebouncedFavourite } from './useDebouncedFavourite';
import { usePracticeSession } from './usePracticeSession';
import { useSwipe } from './useSwipe';

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
}

/** The answering screen around one question-engine session: header, tools, swipe area, bottom bar and popups. */
export function PracticeScreen({ title, questions, session, onPosition, submitAnswer, onLocked, onBack, tools }: PracticeScreenProps) {
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

  const clear = async () => {
    if (!tools || !(await confirm(answeringText.clearConfirm))) return;
    if (await tools.clearRecords()) act({ type: 'clearAnswers' });
  };

  const card = (
    <button type="button" onClick={() => setCardOpen(true)} style={{ border: 0, background: 'none', color: 'var(--adm-color-primary)', fontSize: 14, padding: 0 }}>
      {answeringText.answerCard}
    </button>
  );

  return (
    <main style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f6f8' }}>
      <PageHeader title={title} onBack={onBack} right={card} />
      <PracticeToolbar
        mode={state.mode}
        onMode={(mode) => act({ type: 'setMode', mode })}
        fontSize={fontSize}
        onFontSize={(size) => {
          setFontSize(size);
          saveFontSize(size);
        }}
        onClear={tools ? () => void clear() : undefined}
      />
      <section {...swipe} aria-live="polite" style={{ flex: 1, background: '#fff', margin: 8, borderRadius: 8, touchAction: 'pan-y' }}>
        {view && <QuestionView view={view} onAction={act} onFinish={() => act({ type: 'finish' })} fontSize={fontSize} />}
      </section>
      <QuestionActionBar
        canPrev={state.currentIndex > 0}
        canNext={state.currentIndex < state.items.length - 1}
        onPrev={() => navigate('prev')}
        onNext={() => navigate('next')}
        favourite={tools && { active: tools.isFavourite(key), onToggle: toggleFavourite }}
        onNote={tools && (() => setNoteOpen(true))}
        onErrorCorrection={tools && (() => tools.errorCorrection(key))}
      />
      <AnswerCardPopup
        visible={cardOpen}
        items={practice.card}
        progress={practice.progress}
        onClose={() => setCardOpen(false)}
        onSelect={(index) => navigate(index)}
      />
      {tools && (
        <NotePopup key={key} visible={noteOpen} initial={tools.noteOf(key)} onClose={() => setNoteOpen(false)} onSave={(mark) => tools.saveNote(key, mark)} />
      )}
    </main>
  );
}
