import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  JUDGE_OPTION_NAMES,
  QuestionType,
  Role,
  answerProblem,
  blanksOfKey,
  idList,
  idParam,
  isChoiceType,
  isGroupType,
  keyOfBlanks,
  lettersOfKey,
  questionAdminMessages as msg,
  questionAdminPaths as paths,
  questionAdminQuery,
  questionBody,
  questionMoveBody,
  type QuestionBody,
  type QuestionChildBody,
} from '@medteach/contract';
import { ok, table } from '../../core/envelope';
import { badRequest, notFound } from '../../core/errors';
import { BusinessType, noteChange } from '../../core/oper-log';
import { sanitizeRichText } from '../../core/rich-text';
import { parse } from '../../core/validate';
import { STAFF_ACCESS } from './access';
import {
  deleteImpact,
  deleteQuestions,
  getQuestion,
  insertQuestion,
  knowledgeExists,
  leafCategory,
  listQuestions,
  moveQuestions,
  questionHead,
  updateQuestion,
  type QuestionSave,
  type QuestionWrite,
} from './question-admin-repository';
import { nestQuestions, toOptionRows, type QuestionRow } from './question-format';
import { loadGroupRows } from './question-repository';
import { queryOf } from './request';

const TITLE = '试题管理';
const admin = (businessType?: BusinessType) => ({ config: { access: [Role.ADMIN], ...(businessType === undefined ? {} : { operLog: { title: TITLE, businessType } }) } });
const byId = z.object({ id: idParam });
const byIds = z.object({ ids: idList });
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

/** 试题管理 (issue 16): the console's questions of all nine types, with search, moves, deletes and a phone preview. */
export async function questionAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /** The body checked against the store: a second-level category, an existing knowledge article. */
  const checked = async (body: QuestionBody) => {
    const save = toSave(body);
    if (!(await leafCategory(db, save.categoryId))) throw badRequest(msg.leafRequired);
    if (save.knowledgeId !== null && !(await knowledgeExists(db, save.knowledgeId))) throw badRequest(msg.noSuchKnowledge);
    return save;
  };

  app.get(paths.questionList, admin(), async (req) => {
    const { rows, total } = await listQuestions(db, parse(questionAdminQuery, queryOf(req)));
    return table(rows, total);
  });

  app.get(`${paths.questionDeleteImpact}/:ids`, admin(), async (req) => ok(await deleteImpact(db, parse(byIds, req.params).ids)));

  // The question exactly as the phone receives it (group parent with childedList), to render with its renderer.
  app.get(`${paths.questionPreview}/:id`, admin(), async (req) => {
    const { id } = parse(byId, req.params);
    const head = await questionHead(db, id);
    if (!head) throw notFound(msg.noSuchQuestion);
    const rows = await loadGroupRows(db, STAFF_ACCESS, head.parent_id ?? id);
    return ok(nestQuestions(rows, new Map()));
  });

  // A draft from the edit dialog, before it is saved: same checks and the same shaping as a saved one.
  app.post(paths.questionPreview, admin(), async (req) => ok(nestQuestions(draftRows(toSave(parse(questionBody, req.body))), new Map())));

  app.get(`${paths.question}/:id`, admin(), async (req) => {
    const question = await getQuestion(db, parse(byId, req.params).id);
    if (!question) throw notFound(msg.noSuchQuestion);
    return ok(question);
  });

  app.post(paths.question, admin(BusinessType.INSERT), async (req) => {
    const save = await checked(parse(questionBody, req.body));
    const questionId = await db.transaction().execute((trx) => insertQuestion(trx, save));
    return ok({ questionId });
  });

  app.put(paths.question, admin(BusinessType.UPDATE), async (req) => {
    const body = parse(questionBody, req.body);
    if (!body.questionId) throw badRequest('试题编号不能为空');
    const id = body.questionId;
    const head = await questionHead(db, id);
    if (!head) throw notFound(msg.noSuchQuestion);
    if (head.parent_id !== null) throw badRequest('子题请在其所属试题中修改');
    const save = await checked(body);
    const before = await getQuestion(db, id);
    await db.transaction().execute((trx) => updateQuestion(trx, id, save));
    noteChange(req, before, await getQuestion(db, id));
    return ok();
  });

  app.put(paths.questionMove, admin(BusinessType.UPDATE), async (req) => {
    const { ids, categoryId } = parse(questionMoveBody, req.body);
    if (!(await leafCategory(db, categoryId))) throw badRequest(msg.leafRequired);
    const moved = await db.transaction().execute((trx) => moveQuestions(trx, ids, categoryId));
    return ok({ moved });
  });

  app.delete(`${paths.question}/:ids`, admin(BusinessType.DELETE), async (req) => {
    const { ids } = parse(byIds, req.params);
    const removed = await db.transaction().execute((trx) => deleteQuestions(trx, ids));
    return ok({ removed });
  });
}
