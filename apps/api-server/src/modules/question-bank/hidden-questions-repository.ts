import type { Queryable } from '../../db/queryable';

/**
 * The bank questions whose keys and analyses the user may not read now: those of their mock exams still running (not
 * handed in, deadline ahead), with the group stems their children belong to. Every route that shows a student a
 * question's key, its analysis or their earlier answer to it asks this first — bank questions by id, course and
 * lesson papers by the bank question they were copied from — so a running exam cannot be looked up elsewhere.
 * An attempt past its deadline holds nothing: no answer can change any more, and its report shows the keys anyway.
 */
export async function questionsHiddenFrom(db: Queryable, userId: number, now = Date.now()): Promise<ReadonlySet<number>> {
  const running = await db
    .selectFrom('qb_mock_attempt')
    .select('question_ids')
    .where('user_id', '=', userId)
    .where('submitted_at', 'is', null)
    .where('deadline', '>', now)
    .execute();
  if (running.length === 0) return new Set();
  const ids = [...new Set(running.flatMap((a) => JSON.parse(a.question_ids) as number[]))];
  if (ids.length === 0) return new Set();
  const groups = await db.selectFrom('qb_question').select('parent_id').distinct().where('id', 'in', ids).where('parent_id', 'is not', null).execute();
  return new Set([...ids, ...groups.map((g) => Number(g.parent_id))]);
}
