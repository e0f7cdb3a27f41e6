import type { FastifyInstance } from 'fastify';
import {
  ResourceType,
  idPathParams,
  questionBankBasePaths as basePaths,
  questionBankPaths as paths,
  resourceAddBody,
  resourceListQuery,
  type BankNoteItem,
  type QuestionResource,
} from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok, table } from '../../core/envelope';
import { forbidden, notFound } from '../../core/errors';
import { parse } from '../../core/validate';
import { skillAccess } from './access-repository';
import { bankMajorType } from './catalog-repository';
import { leafIds, loadRowsByIds } from './question-repository';
import { addToReviewList } from './review-repository';
import { addFavorite, questionExists, removeFavorite, removeNote, resourcePage, resourceState, saveNote } from './resource-repository';
import { nowText, queryOf } from './request';
import { SIGNED_IN } from '../../core/routing';
import type { Queryable } from '../../db/queryable';

/** A question the user may act on: it exists and is not behind the topic lock. */
async function openQuestion(db: Queryable, userId: number, questionId: number) {
  const [row] = await loadRowsByIds(db, await skillAccess(db, userId), [questionId]);
  if (!row) throw notFound('试题不存在');
  if (row.open !== 1) throw forbidden('该试题需解锁后操作');
  return row;
}

async function resourceOf(db: Queryable, userId: number, questionId: number): Promise<QuestionResource> {
  const { isFavorite, note } = await resourceState(db, userId, questionId);
  return { questionId, isFavorite: isFavorite ? 1 : 0, mark: note?.mark ?? '', updateTime: note?.update_time ?? null };
}

/** Favourites (type 0) and notes (type 1), in both URL families. Every row belongs to the signed-in user. */
export async function resourceRoutes(app: FastifyInstance) {
  const db = app.ctx.db;

  for (const url of [paths.resourceAdd, basePaths.resourceAdd]) {
    app.post(url, SIGNED_IN, async (req) => {
      const body = parse(resourceAddBody, req.body);
      const userId = currentUser(req).userId;
      const row = await openQuestion(db, userId, body.questionId);
      const filed = { userId, questionId: row.id, categoryId: row.category_id, majorType: body.majorType };
      const now = nowText();
      if (body.type === ResourceType.FAVORITE) {
        if (body.isFavorite === 1) {
          await addFavorite(db, filed, now);
          // A favourite goes on the review list (错题复习), due at once; unmarking keeps its schedule. A group's stem is
          // not answered itself: its questions join the list when answered wrong.
          if (row.answerable === 1) await addToReviewList(db, userId, row.id, Date.now());
        } else await removeFavorite(db, userId, row.id);
      } else if (body.mark.trim() === '') {
        // Saving an empty note removes it.
        await removeNote(db, userId, row.id);
      } else {
        await saveNote(db, filed, body.mark, now);
      }
      return ok(await resourceOf(db, userId, row.id));
    });
  }

  app.get(`${paths.resourceById}/:id`, SIGNED_IN, async (req) => {
    const { id } = parse(idPathParams, req.params);
    const userId = currentUser(req).userId;
    if (!(await questionExists(db, id))) throw notFound('试题不存在');
    return ok(await resourceOf(db, userId, id));
  });

  // Notes when type 1 (/exam) or isMark 1 (/base), otherwise favourites; newest first; `content` is the question stem.
  for (const url of [paths.resourceList, basePaths.resourceList]) {
    app.get(url, SIGNED_IN, async (req) => {
      const q = parse(resourceListQuery, queryOf(req));
      const userId = currentUser(req).userId;
      const notes = q.type === ResourceType.NOTE || q.isMark === 1;
      let bankLeaves: number[] | undefined;
      if (q.studyBankId) {
        const majorType = await bankMajorType(db, q.studyBankId);
        bankLeaves = majorType === undefined ? [] : await leafIds(db, { majorType, studyBankId: q.studyBankId });
      }
      const pageSize = q.pageSize ?? 10;
      const paging = q.pageNum ? { limit: pageSize, offset: (q.pageNum - 1) * pageSize } : null;
      const { rows, total } = await resourcePage(db, { userId, notes, majorType: q.majorType, leafIds: bankLeaves, questionId: q.questionId }, paging);
      return table(
        rows.map(
          (r): BankNoteItem => ({
            questionId: r.question_id,
            categoryId: r.category_id,
            // A group child's stem comes after the group's (on its own line).
            content: r.parent_content === null ? r.content : `${r.parent_content}\n${r.content}`,
            mark: r.mark,
            isFavorite: r.fav ? 1 : 0,
            updateTime: r.update_time,
          }),
        ),
        total,
      );
    });
  }
}
