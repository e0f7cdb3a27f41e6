import { parseAttachments, type Attachment } from './attachment';
import { QuestionType, toQuestionTypeValue, type QuestionTypeValue } from '@medteach/contract';
import { answerKindOf, questionTypeLabel, type AnswerKind } from './question-types';

/** One option of `selectList`: `type` is the option letter (A, B, …), `name` its text. */
export interface QuestionOption {
  type: string;
  name: string;
  selected?: boolean | number | string | null;
}

/**
 * A question as the server sends it (spec §3). Deliberately permissive (numbers may arrive as strings, most
 * fields may be null) so any server payload that follows the spec is assignable to it.
 * - `type` is the `cmtt_exam_type` code; `questionType` is accepted as an alias when `type` is absent.
 * - `answer` is the correct answer in the wire format of `answer-format.ts`; `correctList` (when present) lists
 *   the correct option letters or blank answers and takes precedence; `correct` is a last-resort fallback.
 * - `result` is the learner's own answer in the same wire format; `isRight` 1 right, 0 wrong, else unanswered.
 */
export interface Question {
  id: number | string;
  type?: number | string | null;
  questionType?: number | string | null;
  typeName?: string | null;
  content?: string | null;
  publicContent?: string | null;
  childedList?: readonly Question[] | null;
  selectList?: readonly QuestionOption[] | null;
  blanksList?: readonly unknown[] | null;
  correctList?: readonly (string | number)[] | null;
  correct?: string | number | null;
  result?: string | null;
  answer?: string | null;
  analysis?: string | null;
  fileUrl?: string | null;
  isFavorite?: number | string | null;
  isRight?: number | string | null;
  mark?: string | null;
  bank?: string | number | null;
  /** Knowledge item (`/literature/syKb/getById/{id}`) the question is about, when the server links one. */
  knowledgeId?: number | string | null;
}

export interface QuestionGroup {
  parentId: string;
  /** 1-based position of this sub-question inside its group. */
  position: number;
  size: number;
}

/** One answerable unit of a session: a stand-alone question or one child of an A3/A4/B parent. */
export interface QuestionItem {
  /** Question id as a string; answers are keyed by it. */
  key: string;
  source: Question;
  typeCode: QuestionTypeValue;
  answerKind: AnswerKind;
  typeLabel: string;
  content: string;
  /** Shared stem of a group (the parent's publicContent or content), or the question's own publicContent. */
  publicContent: string;
  options: readonly QuestionOption[];
  attachments: readonly Attachment[];
  /** Attachments of the group's shared stem. */
  publicAttachments: readonly Attachment[];
  group: QuestionGroup | null;
}

const EMPTY: readonly never[] = [];

function typeCodeOf(question: Question, inherited: QuestionTypeValue | null): QuestionTypeValue {
  const own = toQuestionTypeValue(question.type ?? question.questionType);
  if (own !== null) return own;
  if (inherited !== null) return inherited;
  // Unknown type: a question with options can still be answered as single choice; otherwise as free text.
  return question.selectList && question.selectList.length > 0 ? QuestionType.A1 : QuestionType.ESSAY;
}

function toItem(question: Question, typeCode: QuestionTypeValue, parent: Question | null, group: QuestionGroup | null): QuestionItem {
  const parentStem = parent ? parent.publicContent || parent.content || '' : '';
  const options = question.selectList && question.selectList.length > 0 ? question.selectList : (parent?.selectList ?? EMPTY);
  return {
    key: String(question.id),
    source: question,
    typeCode,
    answerKind: answerKindOf(typeCode),
    typeLabel: question.typeName || parent?.typeName || questionTypeLabel(typeCode),
    content: question.content ?? '',
    publicContent: question.publicContent || parentStem,
    // B-type groups share one option list on the parent.
    options,
    attachments: parseAttachments(question.fileUrl),
    publicAttachments: parent ? parseAttachments(parent.fileUrl) : EMPTY,
    group,
  };
}

/**
 * Flattens parents with a `childedList` (A3/A4/B) into their children; children inherit the parent's type,
 * stem (as publicContent), options and stem attachments, and remember their group. Order is preserved.
 */
export function flattenQuestions(questions: readonly Question[]): QuestionItem[] {
  const items: QuestionItem[] = [];
  for (const question of questions) {
    const parentType = typeCodeOf(question, null);
    const children = question.childedList ?? EMPTY;
    if (children.length === 0) {
      items.push(toItem(question, parentType, null, null));
      continue;
    }
    const parentId = String(question.id);
    children.forEach((child, index) => {
      const group = { parentId, position: index + 1, size: children.length };
      items.push(toItem(child, typeCodeOf(child, parentType), question, group));
    });
  }
  return items;
}

/** Letter of the option at a 0-based position (keys 1–9 / A–I pick by position), if there is one. */
export function optionLetterAt(item: QuestionItem, position: number): string | null {
  return item.options[position]?.type ?? null;
}
