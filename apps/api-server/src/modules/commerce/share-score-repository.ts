import type { ShareScoreDetail } from '@medteach/contract';
import type { Queryable } from '../../db/queryable';

/** A shared result by its public share id (share-ids.ts), never by the sequential row id. */
export async function shareScoreByShareId(db: Queryable, shareId: number): Promise<ShareScoreDetail | null> {
  const r = await db
    .selectFrom('share_score as s')
    .innerJoin('sys_user as u', 'u.user_id', 's.user_id')
    .select(['s.share_id', 'u.nick_name', 'u.avatar', 's.paper_name', 's.score', 's.total_score', 's.question_num', 's.right_num', 's.wrong_num', 's.use_time', 's.finish_time'])
    .where('s.share_id', '=', shareId)
    .executeTakeFirst();
  if (!r) return null;
  return {
    practiceListId: Number(r.share_id),
    userName: String(r.nick_name),
    avatar: String(r.avatar),
    paperName: r.paper_name,
    score: r.score,
    totalScore: r.total_score,
    questionNum: r.question_num,
    rightNum: r.right_num,
    wrongNum: r.wrong_num,
    useTime: r.use_time,
    finishTime: r.finish_time,
  };
}
