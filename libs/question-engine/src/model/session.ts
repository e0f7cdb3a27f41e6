import {
  emptyAnswer,
  isAnswerEmpty,
  normaliseLetters,
  parseAnswer,
  serialiseAnswer,
  type Answer,
} from './answer-format';
import { answerStatusOf, gradeAnswer, IS_RIGHT, type Grade } from './grading';
import { isQuestionOpen } from './lock';
import { flattenQuestions, type Question, type QuestionItem } from './question';
import { needsSubmitButton } from './question-types';

/** answer: the learner answers and is graded; recite: answer and explanation show at once, nothing is graded. */
export type PracticeMode = 'answer' | 'recite';

export interface SubmittedAnswer {
  answer: Answer;
  /** Wire form sent to the server as `result`. */
  result: string;
  isRight: Grade;
}

export interface PracticeState {
  items: readonly QuestionItem[];
  currentIndex: number;
  mode: PracticeMode;
  /** False only in topic practice before purchase: then only the first FREE_QUESTION_COUNT items open. */
  unlocked: boolean;
  isTeacher: boolean;
  /** Nobody answers (notes screen, teacher review). */
  readOnly: boolean;
  /** Practice shows feedback after each answer (spec §4); papers keep it until the whole paper is finished. */
  revealAfterEachAnswer: boolean;
  /** The student has finished (submitted) the whole paper / sheet. */
  finished: boolean;
  /**
   * An answer may be changed until the whole sheet is finished (a mock exam: 标记 a question to come back and change
   * it). Otherwise each answer is final once given (practice grades it at once; the spec's papers post it once).
   */
  answersChangeable: boolean;
  /** Picks not yet submitted (X-type letters, blanks, essay text), by item key. */
  drafts: Readonly<Record<string, Answer>>;
  answers: Readonly<Record<string, SubmittedAnswer>>;
}

export interface PracticeSessionOptions {
  unlocked?: boolean;
  mode?: PracticeMode;
  isTeacher?: boolean;
  readOnly?: boolean;
  revealAfterEachAnswer?: boolean;
  finished?: boolean;
  answersChangeable?: boolean;
  /** Open on this question (or on the first child of this group parent) when it is open. */
  startQuestionId?: string | number | null;
}

/** What the screen must send to the server after an action: `result` and the local grade of one question. */
export interface Submission {
  key: string;
  questionId: Question['id'];
  result: string;
  isRight: Grade;
}

export type PracticeAction =
  | { type: 'pickOption'; letter: string }
  | { type: 'setBlank'; blankIndex: number; value: string }
  | { type: 'setEssay'; text: string }
  | { type: 'submit' }
  | { type: 'finish' }
  | { type: 'goTo'; index: number }
  | { type: 'setMode'; mode: PracticeMode }
  | { type: 'unlock' }
  /** The server refused the answer (spec §8: then nothing changes): back to `previous` (a changed answer) or none. */
  | { type: 'revertAnswer'; key: string; previous?: SubmittedAnswer | null }
  /** 是否清空答题记录 ? confirmed. */
  | { type: 'clearAnswers' };

function restoredAnswer(item: QuestionItem): SubmittedAnswer | null {
  const result = item.source.result;
  if (result === null || result === undefined || result.trim() === '') return null;
  const answer = parseAnswer(item.answerKind, result);
  const status = answerStatusOf(item.source.isRight);
  const isRight: Grade = status === 'right' ? IS_RIGHT.RIGHT : status === 'wrong' ? IS_RIGHT.WRONG : gradeAnswer(item, answer);
  return { answer, result, isRight };
}

function startIndexOf(items: readonly QuestionItem[], id: string | number | null | undefined, unlocked: boolean): number {
  if (id === null || id === undefined || id === '') return 0;
  const wanted = String(id);
  const index = items.findIndex((item) => item.key === wanted || item.group?.parentId === wanted);
  return index >= 0 && isQuestionOpen(index, unlocked) ? index : 0;
}

/** Builds a session from server questions in one linear pass (benchmarks draw 200-question papers with it). */
export function createPracticeSession(questions: readonly Question[], options: PracticeSessionOptions = {}): PracticeState {
  const items = flattenQuestions(questions);
  const unlocked = options.unlocked ?? true;
  const answers: Record<string, SubmittedAnswer> = {};
  for (const item of items) {
    const restored = restoredAnswer(item);
    if (restored) answers[item.key] = restored;
  }
  return {
    items,
    currentIndex: startIndexOf(items, options.startQuestionId, unlocked),
    mode: options.mode ?? 'answer',
    unlocked,
    isTeacher: options.isTeacher ?? false,
    readOnly: options.readOnly ?? false,
    revealAfterEachAnswer: options.revealAfterEachAnswer ?? true,
    finished: options.finished ?? false,
    answersChangeable: options.answersChangeable ?? false,
    drafts: {},
    answers,
  };
}

export function currentItem(state: PracticeState): QuestionItem | undefined {
  return state.items[state.currentIndex];
}

/** Whether the item at `index` still accepts an answer. */
export function canAnswer(state: PracticeState, index: number): boolean {
  const item = state.items[index];
  return (
    item !== undefined &&
    state.mode === 'answer' &&
    !state.readOnly &&
    !state.finished &&
    (state.answers[item.key] === undefined || state.answersChangeable) &&
    isQuestionOpen(index, state.unlocked)
  );
}

function omitKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const next = { ...record };
  delete next[key];
  return next;
}

function record(state: PracticeState, item: QuestionItem, answer: Answer): { state: PracticeState; submission: Submission } {
  const result = serialiseAnswer(answer);
  const isRight = gradeAnswer(item, answer);
  return {
    state: {
      ...state,
      drafts: omitKey(state.drafts, item.key),
      answers: { ...state.answers, [item.key]: { answer, result, isRight } },
    },
    submission: { key: item.key, questionId: item.source.id, result, isRight },
  };
}

function withDraft(state: PracticeState, key: string, draft: Answer): PracticeState {
  return { ...state, drafts: { ...state.drafts, [key]: draft } };
}

function draftOf(state: PracticeState, item: QuestionItem): Answer {
  // A changeable answer is edited from what was given (an X-type pick toggles one letter of the given answer).
  return state.drafts[item.key] ?? (state.answersChangeable ? state.answers[item.key]?.answer : undefined) ?? emptyAnswer(item.answerKind);
}

function toggleLetter(letters: readonly string[], letter: string): string[] {
  const wanted = letter.trim().toUpperCase();
  return letters.includes(wanted) ? letters.filter((l) => l !== wanted) : normaliseLetters([...letters, wanted]);
}

function answerAction(state: PracticeState, action: PracticeAction): { state: PracticeState; submission: Submission | null } {
  const item = currentItem(state);
  if (!item || !canAnswer(state, state.currentIndex)) return { state, submission: null };
  const draft = draftOf(state, item);
  switch (action.type) {
    case 'pickOption': {
      if (item.answerKind === 'single') return record(state, item, { kind: 'choice', letters: [action.letter.toUpperCase()] });
      if (item.answerKind !== 'multi' || draft.kind !== 'choice') return { state, submission: null };
      return { state: withDraft(state, item.key, { kind: 'choice', letters: toggleLetter(draft.letters, action.letter) }), submission: null };
    }
    case 'setBlank': {
      if (draft.kind !== 'blanks' || action.blankIndex < 0) return { state, submission: null };
      const blanks = Array.from({ length: Math.max(draft.blanks.length, action.blankIndex + 1) }, (_, i) => draft.blanks[i] ?? '');
      blanks[action.blankIndex] = action.value;
      return { state: withDraft(state, item.key, { kind: 'blanks', blanks }), submission: null };
    }
    case 'setEssay':
      if (draft.kind !== 'essay') return { state, submission: null };
      return { state: withDraft(state, item.key, { kind: 'essay', text: action.text }), submission: null };
    case 'submit':
      if (!needsSubmitButton(item.typeCode) || isAnswerEmpty(draft)) return { state, submission: null };
      return record(state, item, draft);
    default:
      return { state, submission: null };
  }
}

/** The reducer plus the submission an action produced, so an event handler knows what to POST. */
export function stepPractice(state: PracticeState, action: PracticeAction): { state: PracticeState; submission: Submission | null } {
  switch (action.type) {
    case 'pickOption':
    case 'setBlank':
    case 'setEssay':
    case 'submit':
      return answerAction(state, action);
    case 'finish':
      return { state: state.finished ? state : { ...state, finished: true }, submission: null };
    case 'goTo': {
      const allowed = action.index >= 0 && action.index < state.items.length && isQuestionOpen(action.index, state.unlocked);
      return { state: allowed && action.index !== state.currentIndex ? { ...state, currentIndex: action.index } : state, submission: null };
    }
    case 'setMode':
      return { state: state.mode === action.mode ? state : { ...state, mode: action.mode }, submission: null };
    case 'unlock':
      return { state: state.unlocked ? state : { ...state, unlocked: true }, submission: null };
    case 'revertAnswer':
      if (action.previous) return { state: { ...state, answers: { ...state.answers, [action.key]: action.previous } }, submission: null };
      return { state: state.answers[action.key] ? { ...state, answers: omitKey(state.answers, action.key) } : state, submission: null };
    case 'clearAnswers':
      return { state: { ...state, answers: {}, drafts: {}, finished: false }, submission: null };
  }
}

export function practiceReducer(state: PracticeState, action: PracticeAction): PracticeState {
  return stepPractice(state, action).state;
}
