import {
  JUDGE_OPTION_NAMES,
  OPTION_LETTERS,
  QuestionType,
  blanksOfKey,
  isGroupType,
  keyOfBlanks,
  lettersOfKey,
  type QuestionAdminChild,
  type QuestionAdminDetail,
  type QuestionBody,
} from '@medteach/contract';

/** How a type's answer is entered: one letter, several letters, 正确/错误, accepted answers per blank, free text; groups answer in their children. */
export type AnswerKind = 'single' | 'multi' | 'judge' | 'blanks' | 'essay' | 'group';

export function answerKindOf(type: number | undefined): AnswerKind {
  if (type === undefined) return 'single';
  if (isGroupType(type)) return 'group';
  if (type === QuestionType.X) return 'multi';
  if (type === QuestionType.JUDGE) return 'judge';
  if (type === QuestionType.FILL) return 'blanks';
  if (type === QuestionType.ESSAY) return 'essay';
  return 'single';
}

/** Whether the type's own row lists options: choice types; a group only for B (shared options). */
export const hasOwnOptions = (type: number | undefined) => ['single', 'multi'].includes(answerKindOf(type)) || type === QuestionType.B;

/** One answerable row as the form holds it: the answer in the shape its editor edits. */
export interface RowValues {
  questionId?: number;
  content?: string;
  options?: string[];
  /** single and judge: one letter */
  choice?: string;
  /** multi: letters */
  choices?: string[];
  /** blanks: the accepted answers of each blank */
  blanks?: string[][];
  /** essay: reference text */
  essay?: string;
  analysis?: string;
  files?: string[];
}

export interface QuestionFormValues extends RowValues {
  type?: number;
  categoryId?: number;
  knowledgeId?: number | null;
  children?: RowValues[];
}

export const letterAt = (index: number) => OPTION_LETTERS[index] ?? '?';
const MIN_CHOICE_OPTIONS = 4;

export const NEW_QUESTION: QuestionFormValues = {
  type: QuestionType.A1,
  content: '',
  options: Array.from({ length: MIN_CHOICE_OPTIONS }, () => ''),
  blanks: [[]],
  analysis: '',
  files: [],
  knowledgeId: null,
  children: [],
};

/** A new child of a group: B children pick from the parent's options, A3/A4 children have their own. */
export const newChild = (type: number | undefined): RowValues => ({ content: '', options: type === QuestionType.B ? [] : ['', '', '', ''], analysis: '', files: [] });

const splitFiles = (fileUrl: string) => fileUrl.split(',').map((u) => u.trim()).filter(Boolean);

function rowValues(kind: AnswerKind, row: QuestionAdminChild): RowValues {
  const letters = lettersOfKey(row.answer);
  return {
    questionId: row.questionId,
    content: row.content,
    options: row.options,
    choice: kind === 'single' || kind === 'judge' ? letters[0] : undefined,
    choices: kind === 'multi' ? letters : undefined,
    blanks: kind === 'blanks' ? blanksOfKey(row.answer) : undefined,
    essay: kind === 'essay' ? row.answer : undefined,
    analysis: row.analysis,
    files: splitFiles(row.fileUrl),
  };
}

/** A saved question in the form's shape. */
export function toFormValues(q: QuestionAdminDetail): QuestionFormValues {
  const kind = answerKindOf(q.type);
  return {
    ...rowValues(kind, q),
    type: q.type,
    categoryId: q.categoryId,
    knowledgeId: q.knowledgeId,
    children: q.children.map((c) => rowValues('single', c)),
  };
}

/** The answer of one row in the contract's wire form (letters comma-joined; blanks `[$]`, alternatives `[|]`). */
export function answerOf(kind: AnswerKind, v: RowValues): string {
  switch (kind) {
    case 'single':
    case 'judge':
      return v.choice ?? '';
    case 'multi':
      return (v.choices ?? []).join(',');
    case 'blanks':
      return keyOfBlanks(v.blanks ?? []);
    case 'essay':
      return v.essay ?? '';
    default:
      return '';
  }
}

const rowBody = (kind: AnswerKind, v: RowValues, options: string[]) => ({
  questionId: v.questionId,
  content: v.content ?? '',
  options,
  answer: answerOf(kind, v),
  analysis: v.analysis ?? '',
  fileUrl: (v.files ?? []).join(','),
});

/** The request body of the form (the server checks it again with the same rules). */
export function toBody(v: QuestionFormValues, questionId?: number): QuestionBody {
  const type = v.type ?? QuestionType.A1;
  const kind = answerKindOf(type);
  const options = kind === 'judge' ? [...JUDGE_OPTION_NAMES] : hasOwnOptions(type) ? (v.options ?? []).map((o) => o ?? '') : [];
  return {
    ...rowBody(kind, v, options),
    questionId,
    type,
    categoryId: v.categoryId ?? 0,
    knowledgeId: v.knowledgeId ?? null,
    children: kind === 'group' ? (v.children ?? []).map((c) => rowBody('single', c, type === QuestionType.B ? [] : (c.options ?? []))) : [],
  };
}
