import { EXAMINEE_REQUIRED_COLUMNS, examineeMessages } from '@medteach/contract';
import { badRequest } from '../../core/errors';
import type { ImportSpec } from '../system/xlsx-import';
import { examExists, examineesOfStations, examStations, insertImportedExaminees, updateImportedExaminee } from './examinee-admin-repository';
import { checkExamineeRows, type ImportedExaminee } from './examinee-import-rows';
import type { Queryable } from '../../db/queryable';

/**
 * 考生管理's xlsx import (issue 17) on the shared pipeline (system/xlsx-import.ts): the sheet names stations of the
 * exam chosen on the page; rows are checked against the examinees already on them, and with updateSupport a row
 * naming a stored examinee updates it.
 */
export async function examineeImport(db: Queryable, examId: number): Promise<ImportSpec<ImportedExaminee> & { stationsWritten: Set<number> }> {
  if (!(await examExists(db, examId))) throw badRequest(examineeMessages.noSuchExam);
  const stations = await examStations(db, examId);
  // Filled inside the import's transaction; read by the route once the pipeline answered, i.e. after the commit.
  const stationsWritten = new Set<number>();
  return {
    stationsWritten,
    requiredColumns: EXAMINEE_REQUIRED_COLUMNS,
    async check(rows, { db, options, progress }) {
      const stored = await examineesOfStations(db, [...stations.values()]);
      const result = checkExamineeRows(rows, { stations, stored }, options.updateSupport);
      progress(rows.length);
      return result;
    },
    async write(trx, units, { progress }) {
      const fresh = units.filter((u) => u.value.examineeId === null).map((u) => u.value);
      const stale = units.filter((u) => u.value.examineeId !== null).map((u) => u.value);
      for (const u of units) stationsWritten.add(u.value.stationId);
      const ids = await insertImportedExaminees(trx, fresh, progress);
      for (const [i, x] of stale.entries()) {
        await updateImportedExaminee(trx, x.examineeId as number, x);
        progress(fresh.length + i + 1);
      }
      return { inserted: fresh.length, updated: stale.length, ids: [...ids, ...stale.map((x) => x.examineeId as number)] };
    },
  };
}
