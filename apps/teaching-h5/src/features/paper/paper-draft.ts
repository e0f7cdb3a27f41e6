import { answerCard, gradeAnswer, isAnswerEmpty, parseAnswer, serialiseAnswer, type Answer, type AnswerCardItem, type PracticeState, type SubmittedAnswer } from '@medteach/question-engine';
import { PaperType, type PaperParams } from './paper-params';

/**
 * A paper being answered, kept on the device until it is handed in: leaving the screen, a reload or a crash
 * loses nothing. Answers are stored in their wire form (spec §5) and read back through the question's own kind.
 */
export interface PaperDraft {
  /** Locked answers (X, fill-in, essay after their 提交答案; choices at once), by item key. */
  answers: Record<string, string>;
  /** Typed or picked but not locked, by item key. */
  drafts: Record<string, string>;
  currentIndex: number;
  /** Seconds spent on the paper so far. */
  useTime: number;
}

const STORAGE_PREFIX = 'medteach.teaching.paperDraft';

/** One draft per viewer and paper: a course paper is named by course, resource and paper; a plan paper by lesson and paper. */
export function draftKey(p: PaperParams, viewer: string): string {
  const paper = p.type === PaperType.COURSE ? `c${p.onlineCourseId}.${p.onlineCourseResourceId}.${p.paperId}` : `p${p.planDetailId}.${p.paperId}`;
  return `${STORAGE_PREFIX}.${viewer}.${paper}`;
}

const isStringRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

/** The stored draft, or null when there is none or it cannot be read (then the paper starts afresh). */
export function readDraft(key: string): PaperDraft | null {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const d = raw as Partial<PaperDraft>;
    if (!isStringRecord(d.answers) || !isStringRecord(d.drafts)) return null;
    const whole = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0);
    return { answers: d.answers, drafts: d.drafts, currentIndex: whole(d.currentIndex), useTime: whole(d.useTime) };
  } catch {
    return null;
  }
}

const wireOf = (record: Readonly<Record<string, Answer | SubmittedAnswer>>) =>
  Object.fromEntries(Object.entries(record).map(([key, a]) => [key, 'result' in a ? a.result : serialiseAnswer(a)]));

export function saveDraft(key: string, state: PracticeState, useTime: number): void {
  const draft: PaperDraft = { answers: wireOf(state.answers), drafts: wireOf(state.drafts), currentIndex: state.currentIndex, useTime };
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private mode): answering goes on, only the safety copy is missing.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * The session with a stored draft laid over it: only for questions of this paper that are still open, each read as
 * its own question's kind. `keepIndex` keeps the question the link asked for instead of the one left last.
 */
export function restoreDraft(state: PracticeState, draft: PaperDraft | null, keepIndex: boolean): PracticeState {
  if (!draft) return state;
  const answers: Record<string, SubmittedAnswer> = { ...state.answers };
  const drafts: Record<string, Answer> = { ...state.drafts };
  for (const item of state.items) {
    if (state.answers[item.key]) continue;
    const locked = draft.answers[item.key];
    const open = draft.drafts[item.key];
    if (locked !== undefined) {
      const answer = parseAnswer(item.answerKind, locked);
      answers[item.key] = { answer, result: serialiseAnswer(answer), isRight: gradeAnswer(item, answer) };
    } else if (open !== undefined) drafts[item.key] = parseAnswer(item.answerKind, open);
  }
  const currentIndex = keepIndex ? state.currentIndex : Math.min(draft.currentIndex, state.items.length - 1);
  return { ...state, answers, drafts, currentIndex: Math.max(0, currentIndex) };
}

/**
 * What 交卷 hands in: every locked answer, and every answer given but not yet locked (a blank typed, letters picked)
 * — the student handing in means it. Questions left empty are not sent.
 */
export function paperResults(state: PracticeState): { questionId: number; result: string }[] {
  return state.items.flatMap((item) => {
    const given = state.answers[item.key]?.answer ?? state.drafts[item.key];
    return given && !isAnswerEmpty(given) ? [{ questionId: Number(item.source.id), result: serialiseAnswer(given) }] : [];
  });
}

/** Questions with no answer at all, for the 交卷 confirmation. */
export const unansweredCount = (state: PracticeState) => state.items.length - paperResults(state).length;

/** 答题卡 of a paper: a question answered but not locked (a typed blank) counts as answered, as 交卷 counts it. */
export function paperCard(state: PracticeState): AnswerCardItem[] {
  return answerCard(state).map((cell) => {
    const draft = state.drafts[cell.key];
    return cell.status === 'unanswered' && draft && !isAnswerEmpty(draft) ? { ...cell, status: 'answered' } : cell;
  });
}
