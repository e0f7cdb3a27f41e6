import { expectedAnswerOf, type Answer } from './answer-format';
import { blankVerdicts } from './grading';
import { isQuestionOpen } from './lock';
import { optionStates, type OptionState, type Reveal } from './option-state';
import type { QuestionItem } from './question';
import { needsSubmitButton } from './question-types';
import { canAnswer, type PracticeState, type SubmittedAnswer } from './session';
import { isExplanationVisible, isFinishButtonVisible } from './visibility';

/** 'answer' submits the current X / fill-in / essay answer; 'finish' finishes the whole sheet. Both read 提交答案. */
export type SubmitButtonRole = 'answer' | 'finish';

export interface QuestionViewModel {
  item: QuestionItem;
  index: number;
  /** 1-based number shown to the learner. */
  number: number;
  total: number;
  editable: boolean;
  locked: boolean;
  reveal: Reveal;
  /** What the inputs show: the submitted answer, else the draft. */
  shownAnswer: Answer | null;
  submitted: SubmittedAnswer | null;
  expected: Answer | null;
  optionStates: Record<string, OptionState>;
  /** 正确答案 / 你的答案 block. */
  showAnswerBlock: boolean;
  /** The 你的答案 line: not in recite mode, nor for a teacher who did not answer. */
  showYourAnswer: boolean;
  /** 回答正确 / 回答错误 for an auto-graded answer once feedback shows; null otherwise (essays, no key, hidden). */
  verdict: 'right' | 'wrong' | null;
  /** Per-blank verdicts of a graded fill-in answer (true = right), shown beside each input; null otherwise. */
  blankMarks: readonly boolean[] | null;
  /** The last question of the sheet (the screen shows how the sheet ends there). */
  isLast: boolean;
  /** 试题详解 block. */
  showExplanation: boolean;
  submitButton: SubmitButtonRole | null;
  /** The submit button is enabled (an 'answer' submit needs a non-empty answer). */
  canSubmit: boolean;
}

/** Whether this learner may see feedback for the item yet. */
function hasFinishedItem(state: PracticeState, submitted: boolean): boolean {
  return state.finished || state.mode === 'recite' || (state.revealAfterEachAnswer && submitted);
}

function revealOf(state: PracticeState, submitted: boolean): Reveal {
  if (state.mode === 'recite') return 'recite';
  return state.isTeacher || hasFinishedItem(state, submitted) ? 'graded' : 'hidden';
}

function nonEmpty(answer: Answer | undefined): boolean {
  if (!answer) return false;
  if (answer.kind === 'choice') return answer.letters.length > 0;
  if (answer.kind === 'blanks') return answer.blanks.some((blank) => blank.trim() !== '');
  return answer.text.trim() !== '';
}

export function questionViewModel(state: PracticeState, index = state.currentIndex): QuestionViewModel | null {
  const item = state.items[index];
  if (!item) return null;
  const submitted = state.answers[item.key] ?? null;
  const draft = state.drafts[item.key];
  // A draft of a changeable answer (X-type letters being re-picked) shows over the answer it will replace.
  const shownAnswer = (state.answersChangeable ? (draft ?? submitted?.answer) : (submitted?.answer ?? draft)) ?? null;
  const reveal = revealOf(state, submitted !== null);
  const expected = expectedAnswerOf(item);
  const picked = shownAnswer?.kind === 'choice' ? shownAnswer.letters : [];
  const correct = expected?.kind === 'choice' ? expected.letters : [];
  const editable = canAnswer(state, index);
  const isLast = index === state.items.length - 1;
  const answerSubmit = editable && needsSubmitButton(item.typeCode);
  // Only a paper is finished as a whole: in practice each answer is final and graded the moment it is given, so on
  // the last question there is nothing left to submit (the button would only disappear).
  const finishSubmit =
    state.mode === 'answer' &&
    !state.readOnly &&
    !state.revealAfterEachAnswer &&
    isFinishButtonVisible({ isTeacher: state.isTeacher, finished: state.finished, isLast });
  const submitButton: SubmitButtonRole | null = answerSubmit ? 'answer' : finishSubmit ? 'finish' : null;
  return {
    item,
    index,
    number: index + 1,
    total: state.items.length,
    editable,
    locked: !isQuestionOpen(index, state.unlocked),
    reveal,
    shownAnswer,
    submitted,
    expected,
    optionStates: optionStates(
      item.options.map((option) => option.type),
      picked,
      correct,
      reveal,
    ),
    showAnswerBlock: reveal !== 'hidden',
    showYourAnswer: reveal !== 'recite' && (submitted !== null || !state.isTeacher),
    verdict: reveal === 'graded' && submitted && submitted.isRight !== null ? (submitted.isRight === 1 ? 'right' : 'wrong') : null,
    blankMarks: reveal === 'graded' && submitted ? blankVerdicts(item, submitted.answer) : null,
    isLast,
    showExplanation: isExplanationVisible({
      analysis: item.source.analysis,
      isTeacher: state.isTeacher,
      finished: hasFinishedItem(state, submitted !== null),
    }),
    submitButton,
    canSubmit: submitButton === 'finish' || (submitButton === 'answer' && nonEmpty(draft)),
  };
}

export type NavigationTarget = 'next' | 'prev' | number;

export type NavigationOutcome =
  | { kind: 'move'; index: number }
  /** Past the free questions without unlock: the screen calls the bridge (buy / unlock / questionsAction). */
  | { kind: 'locked'; index: number }
  /** Already at the first / last question. */
  | { kind: 'edge' }
  | { kind: 'stay' };

/** Decides a swipe, card tap or knowledge-entry jump before dispatching `goTo`. */
export function planNavigation(state: PracticeState, target: NavigationTarget): NavigationOutcome {
  const index = target === 'next' ? state.currentIndex + 1 : target === 'prev' ? state.currentIndex - 1 : target;
  if (!Number.isInteger(index) || index < 0 || index >= state.items.length) return { kind: 'edge' };
  if (index === state.currentIndex) return { kind: 'stay' };
  if (!isQuestionOpen(index, state.unlocked)) return { kind: 'locked', index };
  return { kind: 'move', index };
}

/** State of one cell of 答题卡. 'answered' = answered but not (yet) shown as right or wrong. */
export type CardItemStatus = 'right' | 'wrong' | 'answered' | 'unanswered';

export interface AnswerCardItem {
  index: number;
  number: number;
  key: string;
  typeLabel: string;
  status: CardItemStatus;
  current: boolean;
  locked: boolean;
}

export function answerCard(state: PracticeState): AnswerCardItem[] {
  return state.items.map((item, index) => {
    const submitted = state.answers[item.key];
    let status: CardItemStatus = 'unanswered';
    if (submitted) {
      const graded = revealOf(state, true) === 'graded' && submitted.isRight !== null;
      status = graded ? (submitted.isRight === 1 ? 'right' : 'wrong') : 'answered';
    }
    return {
      index,
      number: index + 1,
      key: item.key,
      typeLabel: item.typeLabel,
      status,
      current: index === state.currentIndex,
      locked: !isQuestionOpen(index, state.unlocked),
    };
  });
}

export interface PracticeProgress {
  total: number;
  answered: number;
  right: number;
  wrong: number;
}

export function practiceProgress(state: PracticeState): PracticeProgress {
  let right = 0;
  let wrong = 0;
  const answers = Object.values(state.answers);
  for (const answer of answers) {
    if (answer.isRight === 1) right += 1;
    else if (answer.isRight === 0) wrong += 1;
  }
  return { total: state.items.length, answered: answers.length, right, wrong };
}
