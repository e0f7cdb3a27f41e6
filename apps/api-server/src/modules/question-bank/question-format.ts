import {
  BLANK_SEPARATOR,
  CHOICE_SEPARATOR,
  IsRight,
  markBlanks,
  QUESTION_TYPE_LABELS,
  QuestionType,
  sameChoices,
  type BankQuestion,
  type QuestionTypeValue,
} from '@medteach/contract';
import { badRequest } from '../../core/errors';

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
 * Shapes a stored row for the client (spec §3 Question). Locked rows keep only their identity and type:
 * content, options, answers and attachment are withheld so the lock holds on the server too. A question held by the
 * user's running mock exam keeps what answering needs (stem, options, how many blanks) and loses the key, the
 * analysis and the user's earlier answer with its mark (an answer marked right is the key).
 */
export function toBankQuestion(row: QuestionRow, state: QuestionState = {}, children: BankQuestion[] = []): BankQuestion {
  const type = row.type as QuestionTypeValue;
  const locked = row.open !== 1;
  const held = state.held === true;
  const withheld = locked || held;
  const result = held ? '' : (state.result ?? '');
  const options = JSON.parse(row.options) as OptionRow[];
  const picked = new Set(isChoice(type) && result ? splitChoices(result) : []);
  const correctList = row.answerable !== 1 ? [] : isChoice(type) ? splitChoices(row.correct) : type === QuestionType.FILL ? splitBlanks(row.correct) : [];
  const blanks = locked || type !== QuestionType.FILL ? [] : splitBlanks(row.correct);
  return {
    id: row.id,
    questionId: row.id,
    type,
    questionType: type,
    typeName: QUESTION_TYPE_LABELS[type] ?? '',
    content: locked ? '' : row.content,
    publicContent: locked ? '' : row.parent_content,
    parentId: row.parent_id,
    childedList: children,
    selectList: locked ? [] : options.map((o) => ({ type: o.type, name: o.name, selected: picked.has(o.type) ? 1 : 0 })),
    blanksList: held ? blanks.map(() => '') : blanks,
    correctList: withheld ? [] : correctList,
    correct: withheld ? '' : row.correct,
    answer: withheld ? '' : row.correct,
    analysis: withheld ? '' : row.analysis,
    fileUrl: locked ? '' : row.file_url,
    result,
    isRight: held ? null : (state.isRight ?? null),
    isFavorite: state.isFavorite ? 1 : 0,
    mark: state.mark ?? '',
    categoryId: row.category_id,
    studyBankId: row.bank_id,
    bank: row.bank_name,
    sort: row.seq,
    locked,
    knowledgeId: locked ? null : row.knowledge_id,
  };
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
