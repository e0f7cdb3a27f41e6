import {
  BLANK_SEPARATOR,
  CHOICE_SEPARATOR,
  QUESTION_TYPE_LABELS,
  QuestionType,
  type BankQuestion,
  type PaperQuestion,
  type QuestionShape,
  type QuestionTypeValue,
} from '@medteach/contract';

/**
 * What a phone receives for a stored question, on every answering surface: practice, 错题复习 and composed papers
 * (question-format.ts), mock exams, plan papers (teaching/papers.ts), course papers (course/answer-sheets.ts) and
 * the console's phone preview. Whichever table holds the question — the bank, or a paper's own copy of it — its
 * reader hands it over as a StoredQuestion and this module alone decides what the phone gets: type, stem, option
 * letters, one blank per blank of the key (the phone shows a box for each), attachments, and what of the key and
 * the reader's answer is shown. Two spellings of the same payload: the bank's (BankQuestion, where "none" is '' and a
 * picked option is 1) and the papers' (PaperQuestion / CourseQuestion, where "none" is null and a pick is true).
 */

/** A question as stored, whichever table holds it. */
export interface StoredQuestion {
  id: number;
  /** 0–8; a group's children carry the group's type. */
  type: number;
  content: string;
  /** The A3/A4/B group's stem when the question is one of its children, '' otherwise. */
  publicContent: string;
  parentId: number | null;
  /** false for a group's stem: its children are the questions answered. */
  answerable: boolean;
  /** Options as stored: JSON `[{type, name}]`. */
  options: string;
  /** The key in wire form: letters joined by ',', blanks by '[$]' (each maybe 'a[|]b'), an essay's reference text. */
  correct: string;
  analysis: string;
  /** Attachments, comma-joined; '' when none. */
  fileUrl: string;
}

/** What the reader may see of a question, and their own answer to it. */
export interface QuestionView {
  /** Beyond the free questions of a locked skill: only identity and type go out. */
  locked?: boolean;
  /**
   * The key, the blanks' reference texts and the analysis go out. Withheld (a paper not yet handed in, a running
   * mock exam), they are empty — the number of blanks is still sent.
   */
  reveal: boolean;
  /** The reader's answer in wire form; '' or null when none. */
  result?: string | null;
  isRight?: number | null;
}

/** The payload before a surface spells it. */
export interface QuestionPayload extends Omit<QuestionShape, 'childedList'> {
  questionType: number;
  publicContent: string;
  parentId: number | null;
  locked: boolean;
  options: { type: string; name: string; picked: boolean }[];
  /** Option letters or blank keys; [] while withheld and for a group's stem. */
  correctList: string[];
  /** null while withheld and for a group's stem. */
  correct: string | null;
  /** null while withheld. */
  analysis: string | null;
  /** '' when none. */
  result: string;
  isRight: number | null;
}

interface OptionRow {
  type: string;
  name: string;
}

const isChoice = (type: number) => type !== QuestionType.FILL && type !== QuestionType.ESSAY;
const splitChoices = (text: string) => [...new Set(text.split(CHOICE_SEPARATOR).map((s) => s.trim().toUpperCase()).filter(Boolean))].sort();
const splitBlanks = (text: string) => text.split(BLANK_SEPARATOR).map((s) => s.trim());
const optionsOf = (json: string): OptionRow[] => (json ? (JSON.parse(json) as OptionRow[]) : []);

/** The one mapping: a stored question as the reader may see it. */
export function questionPayload(q: StoredQuestion, view: QuestionView): QuestionPayload {
  const type = q.type as QuestionTypeValue;
  const locked = view.locked === true;
  const reveal = view.reveal && !locked;
  const result = view.result ?? '';
  const picked = new Set(isChoice(type) && result ? splitChoices(result) : []);
  const key = !q.answerable ? [] : isChoice(type) ? splitChoices(q.correct) : type === QuestionType.FILL ? splitBlanks(q.correct) : [];
  // The number of blanks is part of the question, not of its key: it goes out even while the key is withheld.
  const blanks = locked || type !== QuestionType.FILL ? [] : splitBlanks(q.correct);
  return {
    id: q.id,
    questionId: q.id,
    type,
    questionType: type,
    typeName: QUESTION_TYPE_LABELS[type] ?? '',
    content: locked ? '' : q.content,
    publicContent: locked ? '' : q.publicContent,
    parentId: q.parentId,
    locked,
    options: locked ? [] : optionsOf(q.options).map((o) => ({ type: o.type, name: o.name, picked: picked.has(o.type) })),
    blanksList: reveal ? blanks : blanks.map(() => ''),
    correctList: reveal ? key : [],
    correct: reveal && q.answerable ? q.correct : null,
    analysis: reveal ? q.analysis : null,
    fileUrl: locked ? '' : q.fileUrl,
    result,
    isRight: view.isRight ?? null,
  };
}

/** The fields every surface sends alike, with the surface's children (QuestionShape). */
function shapeOf<C extends QuestionShape>(p: QuestionPayload, childedList: C[]): Omit<QuestionShape, 'childedList'> & { childedList: C[] } {
  return {
    id: p.id,
    questionId: p.questionId,
    type: p.type,
    typeName: p.typeName,
    content: p.content,
    publicContent: p.publicContent,
    childedList,
    blanksList: p.blanksList,
    fileUrl: p.fileUrl,
  };
}

/** What the bank's surfaces add: the reader's favourite and note, where the question is filed, its knowledge link. */
export type BankExtras = Pick<BankQuestion, 'isFavorite' | 'mark' | 'categoryId' | 'studyBankId' | 'bank' | 'sort' | 'knowledgeId'>;

/** The bank's spelling (practice, 错题复习, composed papers, mock exams, the preview): "none" is '', a pick is 1. */
export function bankQuestion(p: QuestionPayload, extras: BankExtras, children: BankQuestion[] = []): BankQuestion {
  return {
    ...shapeOf(p, children),
    questionType: p.questionType,
    publicContent: p.publicContent,
    parentId: p.parentId,
    selectList: p.options.map((o) => ({ type: o.type, name: o.name, selected: o.picked ? 1 : 0 })),
    correctList: p.correctList,
    correct: p.correct ?? '',
    answer: p.correct ?? '',
    analysis: p.analysis ?? '',
    result: p.result,
    isRight: p.isRight,
    locked: p.locked,
    ...extras,
    knowledgeId: p.locked ? null : extras.knowledgeId,
  };
}

/** The papers' spelling (plan papers, course papers): "none" is null, a pick is true. */
export function paperQuestion(p: QuestionPayload, children: PaperQuestion[] = []): PaperQuestion {
  return {
    ...shapeOf(p, children),
    publicContent: p.publicContent || null,
    selectList: p.options.map((o) => ({ type: o.type, name: o.name, selected: o.picked })),
    correct: p.correct,
    analysis: p.analysis || null,
    result: p.result || null,
    isRight: p.isRight === 0 || p.isRight === 1 ? p.isRight : null,
  };
}
