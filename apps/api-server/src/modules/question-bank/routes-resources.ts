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
import type { Db } from '../../db/db';
import { skillAccess } from './access';
import { leafIds, loadRowsByIds } from './question-store';
import { nowText, queryOf } from './request';

/** A question the user may act on: it exists and is not behind the topic lock. */
function openQuestion(db: Db, userId: number, questionId: number) {
  const [row] = loadRowsByIds(db, skillAccess(db, userId), [questionId]);
  if (!row) throw notFound('试题不存在');
  if (row.open !== 1) throw forbidden('该试题需解锁后操作');
  return row;
}

function resourceOf(db: Db, userId: number, questionId: number): QuestionResource {
  const fav = db.prepare('SELECT 1 FROM qb_favorite WHERE user_id = ? AND question_id = ?').get(userId, questionId);
  const note = db.prepare('SELECT mark, update_time FROM qb_note WHERE user_id = ? AND question_id = ?').get(userId, questionId) as
    | { mark: string; update_time: string }
    | undefined;
  return { questionId, isFavorite: fav ? 1 : 0, mark: note?.mark ?? '', updateTime: note?.update_time ?? null };
}

/** Favourites (type 0) and notes (type 1), in both URL families. Every row belongs to the signed-in user. */
export async function resourceRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  for (const url of [paths.resourceAdd, basePaths.resourceAdd]) {
    app.post(url, async (req) => {
      const body = parse(resourceAddBody, req.body);
      const userId = currentUser(req).userId;
      const row = openQuestion(db, userId, body.questionId);
      const now = nowText();
      if (body.type === ResourceType.FAVORITE) {
        if (body.isFavorite === 1) {
          db.prepare('INSERT OR IGNORE INTO qb_favorite (user_id, question_id, category_id, major_type, create_time) VALUES (?, ?, ?, ?, ?)').run(
            userId,
            row.id,
            row.category_id,
            body.majorType,
            now,
          );
        } else {
          db.prepare('DELETE FROM qb_favorite WHERE user_id = ? AND question_id = ?').run(userId, row.id);
        }
      } else if (body.mark.trim() === '') {
        // Saving an empty note removes it.
        db.prepare('DELETE FROM qb_note WHERE user_id = ? AND question_id = ?').run(userId, row.id);
      } else {
        db.prepare(
          `INSERT INTO qb_note (user_id, question_id, category_id, major_type, mark, update_time) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id, question_id) DO UPDATE SET mark = excluded.mark, update_time = excluded.update_time`,
        ).run(userId, row.id, row.category_id, body.majorType, body.mark, now);
      }
      return ok(resourceOf(db, userId, row.id));
    });
  }

  app.get(`${paths.resourceById}/:id`, async (req) => {
    const { id } = parse(idPathParams, req.params);
    const userId = currentUser(req).userId;
    if (!db.prepare('SELECT 1 FROM qb_question WHERE id = ?').get(id)) throw notFound('试题不存在');
    return ok(resourceOf(db, userId, id));
  });

  // Notes when type 1 (/exam) or isMark 1 (/base), otherwise favourites; newest first; `content` is the question stem.
  for (const url of [paths.resourceList, basePaths.resourceList]) {
    app.get(url, async (req) => {
      const q = parse(resourceListQuery, queryOf(req));
      const userId = currentUser(req).userId;
      const notes = q.type === ResourceType.NOTE || q.isMark === 1;
      const source = notes
        ? 'SELECT question_id, category_id, major_type, mark, update_time FROM qb_note WHERE user_id = ?'
        : "SELECT question_id, category_id, major_type, '' AS mark, create_time AS update_time FROM qb_favorite WHERE user_id = ?";
      const params: unknown[] = [userId];
      const where: string[] = [];
      if (q.majorType) {
        where.push('s.major_type = ?');
        params.push(q.majorType);
      }
      if (q.studyBankId) {
        const bank = db.prepare('SELECT major_type FROM qb_study_bank WHERE id = ?').get(q.studyBankId) as { major_type: number } | undefined;
        where.push('s.category_id IN (SELECT value FROM json_each(?))');
        params.push(JSON.stringify(bank ? leafIds(db, { majorType: bank.major_type, studyBankId: q.studyBankId }) : []));
      }
      if (q.questionId) {
        where.push('s.question_id = ?');
        params.push(q.questionId);
      }
      const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const base = `FROM (${source}) s JOIN qb_question qq ON qq.id = s.question_id LEFT JOIN qb_question p ON p.id = qq.parent_id ${whereSql}`;
      const total = (db.prepare(`SELECT COUNT(*) AS n ${base}`).get(...params) as { n: number }).n;
      const paging = q.pageNum ? ` LIMIT ${q.pageSize ?? 10} OFFSET ${(q.pageNum - 1) * (q.pageSize ?? 10)}` : '';
      const rows = db
        .prepare(
          `SELECT s.question_id, s.category_id, s.mark, s.update_time,
                  CASE WHEN p.id IS NULL THEN qq.content ELSE p.content || char(10) || qq.content END AS content,
                  EXISTS (SELECT 1 FROM qb_favorite f WHERE f.user_id = ? AND f.question_id = s.question_id) AS fav
           ${base} ORDER BY s.update_time DESC, s.question_id DESC${paging}`,
        )
        .all(userId, ...params) as { question_id: number; category_id: number; mark: string; update_time: string; content: string; fav: number }[];
      return table(
        rows.map(
          (r): BankNoteItem => ({
            questionId: r.question_id,
            categoryId: r.category_id,
            content: r.content,
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
