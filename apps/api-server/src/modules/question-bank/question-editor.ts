import {
  JUDGE_OPTION_NAMES,
  QuestionType,
  answerProblem,
  blanksOfKey,
  isChoiceType,
  isGroupType,
  keyOfBlanks,
  lettersOfKey,
  questionAdminMessages as msg,
  type BankQuestion,
  type QuestionAdminDetail,
  type QuestionBody,
  type QuestionChildBody,
} from '@medteach/contract';
import { badRequest, notFound } from '../../core/errors';
import { sanitizeRichText } from '../../core/rich-text';
import { STAFF_ACCESS } from './access';
import {
  deleteQuestions,
  getQuestion,
  insertQuestion,
  knowledgeExists,
  leafCategory,
  moveQuestions,
  questionHead,
  updateQuestion,
  type QuestionSave,
  type QuestionWrite,
} from './question-admin-repository';
import { nestQuestions, toOptionRows, type QuestionRow } from './question-format';
import { loadGroupRows } from './question-repository';
import { atomically, type Queryable } from '../../db/queryable';

/**
 * 试题管理's editor (issue 16): a question of any of the nine types checked and shaped for storage, saved, moved or
 * deleted in one transaction, and previewed exactly as the phone receives it.
 */

/** Attachments are uploads (`/file/…`) or http(s) addresses, comma-joined (spec §3 fileUrl). */
const ATTACHMENT = /^(\/file\/[^\s,]+|https?:\/\/[^\s,]+)$/i;

function attachments(fileUrl: string): string {
  const urls = fileUrl.split(',').map((u) => u.trim()).filter(Boolean);
  if (urls.some((u) => !ATTACHMENT.test(u))) throw badRequest('附件地址不正确');
  return urls.join(',');
}

/** One answerable row (or a group's parent) in stored form: texts sanitised, the key in canonical wire form. */
function toWrite(type: number, q: QuestionChildBody, options: string[], answerable: boolean): QuestionWrite {
  const cleanOptions = options.map((o) => sanitizeRichText(o.trim()));
  let correct = '';
  if (answerable) {
    const problem = answerProblem(type, cleanOptions, q.answer);
    if (problem) throw badRequest(problem);
    correct = isChoiceType(type) ? lettersOfKey(q.answer).join(',') : type === QuestionType.FILL ? keyOfBlanks(blanksOfKey(q.answer)) : q.answer.trim();
  }
  return { content: sanitizeRichText(q.content.trim()), options: cleanOptions, correct, analysis: sanitizeRichText(q.analysis), fileUrl: attachments(q.fileUrl) };
}

/**
 * Checks a question of any of the nine types and shapes it for storage. A3/A4/B parents hold the shared stem (B:
 * the shared options too, which children without their own use); their children are the answerable rows.
 * Judgement questions always have the options 正确 / 错误.
 */
export function toSave(body: QuestionBody): QuestionSave {
  const { type } = body;
  const group = isGroupType(type);
  if (!group && body.children.length) throw badRequest(msg.childrenNotAllowed);
  if (group && body.children.length === 0) throw badRequest(msg.childrenRequired);
  if (type !== QuestionType.B && body.content.trim() === '') throw badRequest('题干不能为空');
  const ownOptions = type === QuestionType.JUDGE ? [...JUDGE_OPTION_NAMES] : isChoiceType(type) ? body.options : [];
  const parent = toWrite(type, body, group && type !== QuestionType.B ? [] : ownOptions, !group);
  const children = body.children.map((child, i) => {
    if (child.content.trim() === '') throw badRequest(`第${i + 1}道子题的题干不能为空`);
    const options = child.options.length ? child.options : type === QuestionType.B ? body.options : [];
    try {
      return { ...toWrite(type, child, options, true), questionId: child.questionId };
    } catch (e) {
      throw badRequest(`第${i + 1}道子题：${(e as Error).message}`);
    }
  });
  return { type, categoryId: body.categoryId, knowledgeId: body.knowledgeId, parent, children };
}

/** Stored rows of a draft, as the phone's reader would load them (ids are stand-ins), for the preview. */
function draftRows(s: QuestionSave): QuestionRow[] {
  const row = (w: QuestionWrite, id: number, parentId: number | null, answerable: boolean, parentContent: string): QuestionRow => ({
    id,
    category_id: s.categoryId,
    parent_id: parentId,
    type: s.type,
    content: w.content,
    options: JSON.stringify(toOptionRows(w.options)),
    correct: w.correct,
    analysis: w.analysis,
    file_url: w.fileUrl,
    seq: 1,
    answerable: answerable ? 1 : 0,
    knowledge_id: s.knowledgeId,
    parent_content: parentContent,
    bank_id: null,
    bank_name: '',
    open: 1,
  });
  const group = isGroupType(s.type);
  return [row(s.parent, 1, null, !group, ''), ...s.children.map((c, i) => row(c, i + 2, 1, true, s.parent.content))];
}

/** The body checked against the store: a second-level category, an existing knowledge article. */
async function checked(db: Queryable, body: QuestionBody): Promise<QuestionSave> {
  const save = toSave(body);
  if (!(await leafCategory(db, save.categoryId))) throw badRequest(msg.leafRequired);
  if (save.knowledgeId !== null && !(await knowledgeExists(db, save.knowledgeId))) throw badRequest(msg.noSuchKnowledge);
  return save;
}

/** A stored question exactly as the phone receives it (group parent with childedList), for the console's preview. */
export async function storedPreview(db: Queryable, id: number): Promise<BankQuestion[]> {
  const head = await questionHead(db, id);
  if (!head) throw notFound(msg.noSuchQuestion);
  const rows = await loadGroupRows(db, STAFF_ACCESS, head.parent_id ?? id);
  return nestQuestions(rows, new Map());
}

/** A draft from the edit dialog, before it is saved: same checks and the same shaping as a saved one. */
export const draftPreview = (body: QuestionBody): BankQuestion[] => nestQuestions(draftRows(toSave(body)), new Map());

export async function createQuestion(db: Queryable, body: QuestionBody): Promise<number> {
  const save = await checked(db, body);
  return atomically(db, (trx) => insertQuestion(trx, save));
}

/** Saves question `id` (a top-level one: children are edited within it); returns it before and after (operation log). */
export async function saveQuestion(db: Queryable, id: number, body: QuestionBody): Promise<{ before: QuestionAdminDetail | undefined; after: QuestionAdminDetail | undefined }> {
  const head = await questionHead(db, id);
  if (!head) throw notFound(msg.noSuchQuestion);
  if (head.parent_id !== null) throw badRequest('子题请在其所属试题中修改');
  const save = await checked(db, body);
  const before = await getQuestion(db, id);
  await atomically(db, (trx) => updateQuestion(trx, id, save));
  return { before, after: await getQuestion(db, id) };
}

/** Moves questions to a second-level category; returns how many moved. */
export async function moveToCategory(db: Queryable, ids: number[], categoryId: number): Promise<number> {
  if (!(await leafCategory(db, categoryId))) throw badRequest(msg.leafRequired);
  return atomically(db, (trx) => moveQuestions(trx, ids, categoryId));
}

/** Deletes questions (with what deleteImpact named); returns how many were removed. */
export async function removeQuestions(db: Queryable, ids: number[]): Promise<number> {
  return atomically(db, (trx) => deleteQuestions(trx, ids));
}
