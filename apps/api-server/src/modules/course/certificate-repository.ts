import { sql } from 'kysely';
import type { Queryable } from '../../db/queryable';

export interface CertificateRow {
  certificateId: number;
  onlineCourseId: number;
  userId: number;
  code: string;
  collectTime: string | null;
}

const certificates = (db: Queryable) =>
  db
    .selectFrom('online_course_certificate')
    .select(['certificate_id as certificateId', 'online_course_id as onlineCourseId', 'user_id as userId', 'code', 'collect_time as collectTime']);

export async function findCertificate(db: Queryable, onlineCourseId: number, userId: number): Promise<CertificateRow | undefined> {
  return certificates(db).where('online_course_id', '=', onlineCourseId).where('user_id', '=', userId).executeTakeFirst();
}

export async function findCertificateByCode(db: Queryable, code: string): Promise<CertificateRow | undefined> {
  return certificates(db).where('code', '=', code).executeTakeFirst();
}

/** The next certificate serial (its id): codes carry it, so it is taken inside the inserting transaction. */
export async function nextCertificateId(db: Queryable): Promise<number> {
  const { next } = await db
    .selectFrom('online_course_certificate')
    .select((eb) => eb(eb.fn.coalesce(eb.fn.max('certificate_id'), sql.lit(0)), '+', sql.lit(1)).as('next'))
    .executeTakeFirstOrThrow();
  return Number(next);
}

/**
 * Inserts a certificate unless its id, code or (course, user) is taken — by a concurrent request on another
 * connection (PostgreSQL); false then, and the caller looks again.
 */
export async function insertCertificate(db: Queryable, row: { certificateId: number; onlineCourseId: number; userId: number; code: string }): Promise<boolean> {
  const result = await db
    .insertInto('online_course_certificate')
    .values({ certificate_id: row.certificateId, online_course_id: row.onlineCourseId, user_id: row.userId, code: row.code })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Marks the certificate collected; false when it already was. */
export async function collectCertificate(db: Queryable, certificateId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('online_course_certificate')
    .set({ collect_time: at })
    .where('certificate_id', '=', certificateId)
    .where('collect_time', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The name printed on a certificate: the real name, else the nickname, else the user name. */
export async function realNameOf(db: Queryable, userId: number): Promise<string> {
  const row = await db
    .selectFrom('sys_user')
    .select((eb) => eb.fn.coalesce(eb.fn('nullif', ['real_name', sql.lit('')]), 'nick_name', 'user_name').as('name'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return (row?.name as string | undefined) ?? '';
}

export interface UserCertificateRow extends CertificateRow {
  onlineCourseName: string;
  minimumScore: number;
}

/** Every certificate the user holds (a code was issued), with its course, in course order. */
export async function certificatesOfUser(db: Queryable, userId: number): Promise<UserCertificateRow[]> {
  return db
    .selectFrom('online_course_certificate as k')
    .innerJoin('online_course as c', 'c.online_course_id', 'k.online_course_id')
    .select([
      'k.certificate_id as certificateId',
      'k.online_course_id as onlineCourseId',
      'k.user_id as userId',
      'k.code',
      'k.collect_time as collectTime',
      'c.name as onlineCourseName',
      'c.minimum_score as minimumScore',
    ])
    .where('k.user_id', '=', userId)
    .orderBy('c.sort')
    .orderBy('c.online_course_id')
    .execute();
}
