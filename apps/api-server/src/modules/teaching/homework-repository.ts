import { HOMEWORK_IMAGE_TYPES, type HomeworkFile, type HomeworkScoreChange } from '@medteach/contract';
import { refused } from '../../core/errors';
import { atomically, type Queryable } from '../../db/queryable';

/** A stored upload a student may hand in: their own, named by its random name in the file store. */
export interface StoredUpload {
  name: string;
  originalName: string;
  size: number;
}

const IMAGE_EXTENSIONS: readonly string[] = HOMEWORK_IMAGE_TYPES;
const isImageName = (name: string) => IMAGE_EXTENSIONS.includes(name.slice(name.lastIndexOf('.') + 1).toLowerCase());

/** The caller's own uploads among `names` (anything another user uploaded, or nothing stored, is left out). */
export async function ownUploads(db: Queryable, userId: number, names: string[]): Promise<Map<string, StoredUpload>> {
  const rows = await db
    .selectFrom('sys_file')
    .select(['name', 'original_name as originalName', 'size'])
    .where('user_id', '=', userId)
    .where('name', 'in', names)
    .execute();
  return new Map(rows.map((r) => [r.name, r]));
}

export async function handedInFiles(db: Queryable, planDetailId: number, userId: number): Promise<HomeworkFile[]> {
  const rows = await db
    .selectFrom('teaching_homework_file')
    .select(['file_id as fileId', 'file_name as fileName', 'file_url as fileUrl', 'file_size as fileSize'])
    .where('plan_detail_id', '=', planDetailId)
    .where('user_id', '=', userId)
    .orderBy('sort')
    .orderBy('file_id')
    .execute();
  return rows.map((r) => ({ ...r, isImage: isImageName(r.fileUrl) }));
}

export interface HomeworkRecord {
  homeworkStatus: 0 | 1;
  homeWorkScore: number | null;
  submitTime: string | null;
  scoreTime: string | null;
}
const NOT_HANDED_IN: HomeworkRecord = { homeworkStatus: 0, homeWorkScore: null, submitTime: null, scoreTime: null };

export async function homeworkRecord(db: Queryable, planDetailId: number, userId: number): Promise<HomeworkRecord> {
  const row = await db
    .selectFrom('teaching_homework_student')
    .select(['homework_status', 'home_work_score', 'submit_time', 'score_time'])
    .where('plan_detail_id', '=', planDetailId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return NOT_HANDED_IN;
  return { homeworkStatus: row.homework_status === 1 ? 1 : 0, homeWorkScore: row.home_work_score, submitTime: row.submit_time, scoreTime: row.score_time };
}

/**
 * Hands in (or hands in again) `files` as the student's homework, all or nothing. The status row is written only
 * while no score stands, in the same transaction as the files, so a teacher scoring meanwhile wins cleanly: the
 * resubmission is refused with `scoredMessage` and the scored files stay as they were.
 */
export async function handIn(
  db: Queryable,
  h: { planDetailId: number; userId: number; files: StoredUpload[]; at: string; fileUrl: (name: string) => string },
  scoredMessage: string,
) {
  await atomically(db, async (trx) => {
    const key = { plan_detail_id: h.planDetailId, user_id: h.userId };
    await trx.insertInto('teaching_homework_student').values({ ...key, homework_status: 0 }).onConflict((oc) => oc.columns(['plan_detail_id', 'user_id']).doNothing()).execute();
    const updated = await trx
      .updateTable('teaching_homework_student')
      .set({ homework_status: 1, submit_time: h.at })
      .where('plan_detail_id', '=', h.planDetailId)
      .where('user_id', '=', h.userId)
      .where('home_work_score', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw refused(scoredMessage);
    await trx.deleteFrom('teaching_homework_file').where('plan_detail_id', '=', h.planDetailId).where('user_id', '=', h.userId).execute();
    await trx
      .insertInto('teaching_homework_file')
      .values(h.files.map((f, sort) => ({ ...key, file_name: f.originalName, file_url: h.fileUrl(f.name), file_size: f.size, sort })))
      .execute();
  });
}

/** Newest first. */
export async function scoreLog(db: Queryable, planDetailId: number, userId: number): Promise<HomeworkScoreChange[]> {
  return db
    .selectFrom('teaching_homework_score_log')
    .select(['old_score as oldScore', 'new_score as newScore', 'scorer_name as scorerName', 'score_time as scoreTime'])
    .where('plan_detail_id', '=', planDetailId)
    .where('user_id', '=', userId)
    .orderBy('log_id', 'desc')
    .execute();
}

export interface ScoreItem {
  planDetailId: number;
  userId: number;
  homeWorkScore: number;
}

/**
 * Scores handed-in homework, all items or none, logging every score that changes (a first score logs old NULL).
 * Refuses the whole batch with `notHandedIn` when any item's homework was not handed in.
 */
export async function scoreLogged(db: Queryable, items: readonly ScoreItem[], scorerId: number, at: string, notHandedIn: string) {
  await atomically(db, async (trx) => {
    const scorer = await trx.selectFrom('sys_user').select(['real_name', 'user_name']).where('user_id', '=', scorerId).executeTakeFirst();
    const scorerName = scorer?.real_name || scorer?.user_name || String(scorerId);
    for (const i of items) {
      const before = await homeworkRecord(trx, i.planDetailId, i.userId);
      if (before.homeworkStatus !== 1) throw refused(notHandedIn);
      if (before.homeWorkScore === i.homeWorkScore) continue;
      await trx
        .updateTable('teaching_homework_student')
        .set({ home_work_score: i.homeWorkScore, score_time: at })
        .where('plan_detail_id', '=', i.planDetailId)
        .where('user_id', '=', i.userId)
        .execute();
      await trx
        .insertInto('teaching_homework_score_log')
        .values({
          plan_detail_id: i.planDetailId,
          user_id: i.userId,
          old_score: before.homeWorkScore,
          new_score: i.homeWorkScore,
          scorer_id: scorerId,
          scorer_name: scorerName,
          score_time: at,
        })
        .execute();
    }
  });
}
