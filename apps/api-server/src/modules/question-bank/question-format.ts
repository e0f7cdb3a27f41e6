import {
  BLANK_SEPARATOR,
  CHOICE_SEPARATOR,
  IsRight,
  markBlanks,
  QuestionType,
  sameChoices,
  type BankQuestion,
} from '@medteach/contract';
import { badRequest } from '../../core/errors';
import { bankQuestion, questionPayload, type StoredQuestion } from './question-payload';

export interface OptionRow {
  type: string;
  name: string;
}

/** A question row as stored (qb_question joined with its category). */
export interface QuestionRow {
  id: number;
  category_id: number;
  parent_id: number | null;
  type: number;
  content: string;
  options: string;
  correct: string;
  analysis: string;
  file_url: string;
  seq: number;
  answerable: number;
  /** The knowledge article the 知识点 entry opens, null when none (back office, issue 16). */
  knowledge_id: number | null;
  /** Stem of the group parent, '' for top-level rows. */
  parent_content: string;
  bank_id: number | null;
  bank_name: string;
  /** 1 when the user may open the question (see access.ts). */
  open: number;
}

/** The user's state for one question. */
export interface QuestionState {
  result?: string;
  isRight?: number | null;
  isFavorite?: boolean;
  mark?: string;
  /** A running mock exam of the user holds the question (hidden-questions-repository.ts). */
  held?: boolean;
  /** false: the key, the blanks' texts and the analysis are withheld (default: shown). */
  reveal?: boolean;
}

const LETTERS = 'ABCDEFGHIJ';
export const toOptionRows = (names: string[]): OptionRow[] => names.map((name, i) => ({ type: LETTERS[i], name }));

const isChoice = (type: number) => type !== QuestionType.FILL && type !== QuestionType.ESSAY;
const splitChoices = (text: string) => [...new Set(text.split(CHOICE_SEPARATOR).map((s) => s.trim().toUpperCase()).filter(Boolean))].sort();
const splitBlanks = (text: string) => text.split(BLANK_SEPARATOR).map((s) => s.trim());

/** Option letters per options text, bounded: the answer call checks every answer against them, and parsing the JSON each time cost ~3 % of the call (issue 15 load bench). */
const lettersByOptions = new Map<string, ReadonlySet<string>>();
const OPTION_LETTERS_MAX = 20_000;

function optionLetters(options: string): ReadonlySet<string> {
  let letters = lettersByOptions.get(options);
  if (!letters) {
    letters = new Set((JSON.parse(options) as OptionRow[]).map((o) => o.type));
    if (lettersByOptions.size >= OPTION_LETTERS_MAX) lettersByOptions.clear();
    lettersByOptions.set(options, letters);
  }
  return letters;
}

/**
 * Checks an answer's shape (letters that exist, one pick for single-choice types, the right number of blanks) and
 * returns it normalised; a malformed answer is a 400 and nothing is stored.
 */
export function normaliseAnswer(row: Pick<QuestionRow, 'type' | 'options' | 'correct'>, result: string): string {
  if (isChoice(row.type)) {
    const letters = splitChoices(result);
    const allowed = optionLetters(row.options);
    const single = row.type !== QuestionType.X;
    if (letters.length === 0 || letters.some((l) => !allowed.has(l)) || (single && letters.length !== 1)) {
      throw badRequest('答案格式不正确');
    }
    return letters.join(CHOICE_SEPARATOR);
  }
  if (row.type === QuestionType.FILL) {
    const blanks = splitBlanks(result);
    if (blanks.length !== splitBlanks(row.correct).length) throw badRequest('填空数量不正确');
    return blanks.join(BLANK_SEPARATOR);
  }
  return result;
}

/**
 * Grades a normalised answer with the contract's rules (the answering screen uses the same): choices by set
 * equality, blanks one by one against each blank's accepted answers (`a[|]b`) after normalising width, case,
 * spacing and end punctuation; essays are not auto-graded (teachers score them).
 */
export function grade(row: Pick<QuestionRow, 'type' | 'correct'>, answer: string): number {
  if (row.type === QuestionType.ESSAY) return IsRight.NOT_GRADED;
  if (row.type === QuestionType.FILL) return markBlanks(answer, row.correct).every(Boolean) ? IsRight.RIGHT : IsRight.WRONG;
  return sameChoices(splitChoices(answer), splitChoices(row.correct)) ? IsRight.RIGHT : IsRight.WRONG;
}

/**
 * A bank row as the phone receives it (spec §3 Question), through the one mapping every answering surface uses
 * (question-payload.ts). Locked rows keep only their identity and type: content, options, answers and attachment are
 * withheld so the lock holds on the server too. A question held by the user's running mock exam keeps what answering
 * needs (stem, options, how many blanks) and loses the key, the analysis and the user's earlier answer with its mark
 * (an answer marked right is the key); `reveal: false` withholds the key and analysis alone (a running attempt's own
 * questions, which keep the answer given).
 */
export function toBankQuestion(row: QuestionRow, state: QuestionState = {}, children: BankQuestion[] = []): BankQuestion {
  const held = state.held === true;
  const stored: StoredQuestion = {
    id: row.id,
    type: row.type,
    content: row.content,
    publicContent: row.parent_content,
    parentId: row.parent_id,
    answerable: row.answerable === 1,
    options: row.options,
    correct: row.correct,
    analysis: row.analysis,
    fileUrl: row.file_url,
  };
  const payload = questionPayload(stored, {
    locked: row.open !== 1,
    reveal: !held && state.reveal !== false,
    result: held ? '' : state.result,
    isRight: held ? null : state.isRight,
  });
  const extras = {
    isFavorite: state.isFavorite ? 1 : 0,
    mark: state.mark ?? '',
    categoryId: row.category_id,
    studyBankId: row.bank_id,
    bank: row.bank_name,
    sort: row.seq,
    knowledgeId: row.knowledge_id,
  } as const;
  return bankQuestion(payload, extras, children);
}

/** Top-level items with their children nested (topic practice, spec §3 childedList). */
export function nestQuestions(rows: QuestionRow[], states: Map<number, QuestionState>): BankQuestion[] {
  const children = new Map<number, BankQuestion[]>();
  for (const r of rows) {
    if (r.parent_id === null) continue;
    const list = children.get(r.parent_id) ?? [];
    list.push(toBankQuestion(r, states.get(r.id)));
    children.set(r.parent_id, list);
  }
  return rows.filter((r) => r.parent_id === null).map((r) => toBankQuestion(r, states.get(r.id), children.get(r.id) ?? []));
}

/** Answerable questions one by one; children carry the group stem in publicContent (wrong lists, papers). */
export const flatQuestions = (rows: QuestionRow[], states: Map<number, QuestionState>): BankQuestion[] =>
  rows.filter((r) => r.answerable === 1).map((r) => toBankQuestion(r, states.get(r.id)));
