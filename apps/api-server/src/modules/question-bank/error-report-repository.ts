import { ErrorReportStatus, type ErrorReportListQuery, type ErrorReportRow, type ErrorReportStatusValue } from '@medteach/contract';
import { containsText, countRows, onePage, type Page } from '../system/sql-filter';
import type { Queryable } from '../../db/queryable';

/** 纠错反馈 (issue 18): students' reports of mistakes in questions. */
export async function addErrorReport(db: Queryable, r: { questionId: number; userId: number; errorType: string; content: string; now: string }): Promise<number> {
  const row = await db
    .insertInto('qb_error_report')
    .values({ question_id: r.questionId, user_id: r.userId, error_type: r.errorType, content: r.content, status: ErrorReportStatus.PENDING, create_time: r.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type Filter = Omit<ErrorReportListQuery, 'pageNum' | 'pageSize'>;

function filtered(db: Queryable, f: Filter) {
  let query = db
    .selectFrom('qb_error_report as r')
    .leftJoin('qb_question as q', 'q.id', 'r.question_id')
    .innerJoin('sys_user as u', 'u.user_id', 'r.user_id');
  if (f.status !== undefined) query = query.where('r.status', '=', Number(f.status));
  const keyword = f.keyword?.trim();
  if (keyword) query = query.where((eb) => eb.or([containsText('q.content', keyword), containsText('u.real_name', keyword), containsText('u.user_name', keyword)]));
  return query;
}

/** Newest first; a deleted question leaves its report with an empty stem. */
export async function listErrorReports(db: Queryable, f: Filter, page?: Page): Promise<{ total: number; rows: ErrorReportRow[] }> {
  const [total, rows] = await Promise.all([
    countRows(filtered(db, f)),
    onePage(
      filtered(db, f)
        .select([
          'r.id',
          'r.question_id',
          'q.content',
          'r.error_type',
          'r.content as report',
          'r.user_id',
          'u.real_name',
          'u.user_name',
          'r.status',
          'r.create_time',
          'r.handle_time',
          'r.handle_by',
        ])
        .orderBy('r.id', 'desc'),
      page,
    ).execute(),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      reportId: r.id,
      questionId: r.question_id,
      questionContent: r.content ?? '',
      errorType: r.error_type,
      content: r.report,
      userId: r.user_id,
      studentName: r.real_name || r.user_name,
      status: r.status as ErrorReportStatusValue,
      createTime: r.create_time,
      handleTime: r.handle_time,
      handleBy: r.handle_by,
    })),
  };
}

export async function errorReportsByIds(db: Queryable, ids: number[]) {
  return db.selectFrom('qb_error_report').select(['id', 'status', 'handle_time', 'handle_by']).where('id', 'in', ids).orderBy('id').execute();
}

/** Marks pending reports handled; handled ones keep who handled them first. */
export async function handleErrorReports(db: Queryable, ids: number[], by: string, now: string): Promise<void> {
  await db
    .updateTable('qb_error_report')
    .set({ status: ErrorReportStatus.HANDLED, handle_time: now, handle_by: by })
    .where('id', 'in', ids)
    .where('status', '=', ErrorReportStatus.PENDING)
    .execute();
}
