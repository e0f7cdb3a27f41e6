import { passwords } from '../../core/password-pool';
import { classesByName, listGrades, listMajors } from './class-admin-repository';
import { usersByAccount, usersByPhone } from './user-admin-repository';
import { REQUIRED_COLUMNS, checkUserRows, mentioned, type ImportedUser } from './user-import-rows';
import { insertImportedUsers, updateImportedUser } from './user-repository';
import { initPassword } from './users';
import type { ImportSpec } from './xlsx-import';

/**
 * 用户管理's xlsx import (issue 16) on the shared pipeline (xlsx-import.ts): rows checked against classes, majors,
 * grades and the accounts already stored; new accounts get the configured initial password, existing ones (with
 * updateSupport) are updated in place, their password kept.
 */

/** The import of one request; `touched` collects updated accounts, whose sessions end once the import is in. */
export function userImport(touched: number[]): ImportSpec<ImportedUser> {
  // New accounts share the initial password: hashed once, while checking (outside the write transaction).
  let passwordHash = '';
  return {
    requiredColumns: REQUIRED_COLUMNS,
    async check(rows, { db, options, progress }) {
      const names = mentioned(rows);
      const [classes, majors, grades, existing, phoneOwners] = await Promise.all([
        classesByName(db, names.classes),
        listMajors(db, {}),
        listGrades(db, {}),
        usersByAccount(db, names.numbers),
        usersByPhone(db, names.phones),
      ]);
      const result = checkUserRows(
        rows,
        {
          classes: new Map(classes.map((c) => [c.className, c])),
          majors: new Map(majors.rows.map((m) => [m.majorName, m.majorId])),
          majorNames: new Map(majors.rows.map((m) => [m.majorId, m.majorName])),
          grades: new Set(grades.rows.map((g) => g.gradeName)),
          existing,
          phoneOwners: new Map(phoneOwners.map((p) => [p.phone ?? '', p.userId])),
        },
        options.updateSupport,
      );
      if (result.units.some((u) => u.value.userId === null)) passwordHash = await passwords.hash(await initPassword(db));
      progress(rows.length);
      return result;
    },
    async write(trx, units, { progress }) {
      const fresh = units.filter((u) => u.value.userId === null);
      const stale = units.filter((u) => u.value.userId !== null);
      const ids = await insertImportedUsers(trx, fresh.map((u) => u.value), passwordHash, progress);
      for (const [i, { value: u }] of stale.entries()) {
        const userId = u.userId as number;
        await updateImportedUser(trx, userId, u);
        touched.push(userId);
        progress(fresh.length + i + 1);
      }
      return { inserted: fresh.length, updated: stale.length, ids: [...ids, ...touched] };
    },
  };
}
