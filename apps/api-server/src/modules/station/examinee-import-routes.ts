import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EXAMINEE_IMPORT_COLUMNS, EXAMINEE_REQUIRED_COLUMNS, Role, examineeAdminPaths as paths, examineeMessages, idParam } from '@medteach/contract';
import { badRequest } from '../../core/errors';
import { BusinessType } from '../../core/oper-log';
import { sendImportTemplate } from '../system/xlsx';
import { runImport, type ImportSpec } from '../system/xlsx-import';
import { EXAMINEE_TITLE } from './examinee-admin-routes';
import { checkExamineeRows, type ImportedExaminee } from './examinee-import-rows';
import type { Queryable } from '../../db/queryable';

/** Rows per INSERT: far below both engines' bound-parameter limits (7 columns a row). */
const INSERT_CHUNK = 200;
/** Required headers in red (RuoYi's template); stations are named within the exam chosen on the page. */
const TEMPLATE_COLUMNS = EXAMINEE_IMPORT_COLUMNS.map((header) => ({ header, required: (EXAMINEE_REQUIRED_COLUMNS as readonly string[]).includes(header), width: header === '计划时间' ? 20 : 16 }));

/** `examId` in the query of importData: the exam whose stations the sheet names. */
const examQuery = z.object({ examId: idParam });

async function examStations(db: Queryable, examId: number): Promise<Map<string, number>> {
  const rows = await db.selectFrom('exam_station').select(['station_id', 'station_name']).where('exam_id', '=', examId).execute();
  return new Map(rows.map((r) => [r.station_name, r.station_id]));
}

function examineeImport(stations: Map<string, number>): ImportSpec<ImportedExaminee> {
  return {
    requiredColumns: EXAMINEE_REQUIRED_COLUMNS,
    async check(rows, { db, options, progress }) {
      const stored = stations.size
        ? await db
            .selectFrom('exam_examinee')
            .select(['examinee_id as examineeId', 'station_id as stationId', 'batch', 'seq', 'job_number as jobNumber', 'status'])
            .where('station_id', 'in', [...stations.values()])
            .execute()
        : [];
      const result = checkExamineeRows(rows, { stations, stored }, options.updateSupport);
      progress(rows.length);
      return result;
    },
    async write(trx, units, { progress }) {
      const fresh = units.filter((u) => u.value.examineeId === null).map((u) => u.value);
      const stale = units.filter((u) => u.value.examineeId !== null).map((u) => u.value);
      const ids = await insertExaminees(trx, fresh, progress);
      for (const [i, x] of stale.entries()) {
        await trx
          .updateTable('exam_examinee')
          .set({ batch: x.batch, seq: x.seq, real_name: x.realName, planned_at: x.plannedAt })
          .where('examinee_id', '=', x.examineeId as number)
          .execute();
        progress(fresh.length + i + 1);
      }
      return { inserted: fresh.length, updated: stale.length, ids: [...ids, ...stale.map((x) => x.examineeId as number)] };
    },
  };
}

async function insertExaminees(trx: Queryable, examinees: ImportedExaminee[], progress: (done: number) => void): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < examinees.length; start += INSERT_CHUNK) {
    const chunk = examinees.slice(start, start + INSERT_CHUNK).map((x) => ({
      station_id: x.stationId,
      batch: x.batch,
      seq: x.seq,
      real_name: x.realName,
      job_number: x.jobNumber,
      planned_at: x.plannedAt,
    }));
    const rows = await trx.insertInto('exam_examinee').values(chunk).returning('examinee_id').execute();
    ids.push(...rows.map((r) => r.examinee_id));
    progress(ids.length);
  }
  return ids;
}

/**
 * `POST /examStation/admin/examinee/importTemplate` and `importData?examId=` (issue 17: examinee lists from xlsx on the
 * shared pipeline — per-row errors, validOnly, updateSupport, progress, one transaction).
 */
export async function examineeImportRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.post(paths.examineeImportTemplate, { config: { access: [Role.ADMIN], plain: true } }, async (_req, reply) =>
    sendImportTemplate(reply, '考生导入模板', TEMPLATE_COLUMNS),
  );

  app.post(paths.examineeImportData, { config: { access: [Role.ADMIN], operLog: { title: EXAMINEE_TITLE, businessType: BusinessType.IMPORT } } }, async (req) => {
    const query = examQuery.safeParse(req.query);
    if (!query.success) throw badRequest(examineeMessages.examRequired);
    const exam = await db.selectFrom('exam').select('exam_id').where('exam_id', '=', query.data.examId).executeTakeFirst();
    if (!exam) throw badRequest(examineeMessages.noSuchExam);
    return runImport(req, examineeImport(await examStations(db, query.data.examId)));
  });
}
