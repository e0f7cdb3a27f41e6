import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Role, idList, idParam } from '@medteach/contract';
import { ok, table } from '../../core/envelope';
import { badRequest, notFound, refused } from '../../core/errors';
import { BusinessType, noteChange } from '../../core/oper-log';
import { parse } from '../../core/validate';
import type { Page } from './sql-filter';
import { isForeignKeyViolation } from './users';
import { sendXlsx, type XlsxColumn } from './xlsx';
import type { Queryable } from '../../db/queryable';

/** 新增 or 修改: how RuoYi's refusals of a write begin. */
export type WriteVerb = '新增' | '修改';

/**
 * One RuoYi admin resource (`GET <base>/list`, `GET <base>/{id}`, `POST`, `PUT`, `DELETE <base>/{ids}`,
 * `POST <base>/export`), admin-only and logged: what differs between classes, majors and grades is said here,
 * the routes are the same for all.
 */
export interface AdminResource<Row, Body, Filter> {
  /** Operation-log title (the console screen). */
  title: string;
  /** 班级, 专业, 年级: names the resource in refusals. */
  label: string;
  base: string;
  listPath: string;
  exportPath: string;
  /** The id's name in paths and bodies: `classId` → `DELETE <base>/:classIds`. */
  idName: string;
  query: z.ZodType<Filter & Page>;
  exportQuery: z.ZodType<Filter>;
  body: z.ZodType<Body>;
  idOf: (body: Body) => number | undefined;
  list: (db: Queryable, filter: Filter, page?: Page) => Promise<{ total: number; rows: Row[] }>;
  get: (db: Queryable, id: number) => Promise<Row | undefined>;
  /** Throws the refusal of a body that may not be written (a taken name, a missing parent). */
  check: (db: Queryable, body: Body, verb: WriteVerb, exceptId?: number) => Promise<void>;
  insert: (db: Queryable, body: Body) => Promise<number>;
  update: (db: Queryable, id: number, body: Body, before: Row) => Promise<unknown>;
  /** Why the row cannot be deleted (what still uses it, with the count), or null. */
  inUse: (db: Queryable, row: Row) => Promise<string | null>;
  remove: (db: Queryable, ids: number[]) => Promise<void>;
  /**
   * Runs once a write has committed (insert, update and remove run on the database, never inside a transaction of
   * the route's), with the rows it touched: the new row, the row before and after an edit, the deleted rows. What
   * others must hear of the write goes here (the station screens); a failure is logged, the write stands.
   */
  afterWrite?: (db: Queryable, rows: Row[]) => Promise<void> | void;
  sheetName: string;
  columns: XlsxColumn<Row>[];
}

export function registerAdminResource<Row, Body, Filter>(app: FastifyInstance, r: AdminResource<Row, Body, Filter>) {
  const { db } = app.ctx;
  const write = (businessType: BusinessType) => ({ config: { access: [Role.ADMIN], operLog: { title: r.title, businessType } } });
  const byId = z.object({ [r.idName]: idParam });
  const byIds = z.object({ [`${r.idName}s`]: idList });
  const missing = `${r.label}不存在`;
  const told = async (req: FastifyRequest, rows: (Row | undefined)[]) => {
    if (!r.afterWrite) return;
    try {
      await r.afterWrite(db, rows.filter((x): x is Row => x !== undefined));
    } catch (err) {
      req.log.warn({ err }, `${r.label}: after-write step failed`);
    }
  };

  app.get(r.listPath, { config: { access: [Role.ADMIN] } }, async (req) => {
    const { pageNum, pageSize, ...filter } = parse(r.query, req.query) as Filter & Page;
    const { rows, total } = await r.list(db, filter as Filter, { pageNum, pageSize });
    return table(rows, total);
  });
  app.get(`${r.base}/:${r.idName}`, { config: { access: [Role.ADMIN] } }, async (req) => {
    const found = await r.get(db, parse(byId, req.params)[r.idName] as number);
    if (!found) throw notFound(missing);
    return ok(found);
  });
  app.post(r.base, write(BusinessType.INSERT), async (req) => {
    const body = parse(r.body, req.body) as Body;
    await r.check(db, body, '新增');
    const id = await r.insert(db, body);
    const after = await r.get(db, id);
    noteChange(req, undefined, after);
    await told(req, [after]);
    return ok({ [r.idName]: id });
  });
  app.put(r.base, write(BusinessType.UPDATE), async (req) => {
    const body = parse(r.body, req.body) as Body;
    const id = r.idOf(body);
    if (!id) throw badRequest(`${r.label}编号不能为空`);
    const before = await r.get(db, id);
    if (!before) throw notFound(missing);
    await r.check(db, body, '修改', id);
    await r.update(db, id, body, before);
    const after = await r.get(db, id);
    noteChange(req, before, after);
    await told(req, [before, after]);
    return ok();
  });
  app.delete(`${r.base}/:${r.idName}s`, write(BusinessType.DELETE), async (req) => {
    const ids = parse(byIds, req.params)[`${r.idName}s`] as number[];
    const removed: Row[] = [];
    for (const id of ids) {
      const found = await r.get(db, id);
      const why = found && (await r.inUse(db, found));
      if (why) throw refused(why);
      if (found) removed.push(found);
    }
    try {
      await r.remove(db, ids);
    } catch (err) {
      // A table the in-use rules do not know of still points at the row (a newer module's records).
      if (isForeignKeyViolation(err)) throw refused(`${r.label}仍被其他数据使用，不能删除`);
      throw err;
    }
    await told(req, removed);
    return ok();
  });
  app.post(r.exportPath, { config: { access: [Role.ADMIN], plain: true, operLog: { title: r.title, businessType: BusinessType.EXPORT } } }, async (req, reply) => {
    const { rows } = await r.list(db, parse(r.exportQuery, req.body ?? {}) as Filter);
    return sendXlsx(reply, r.sheetName, r.columns, rows);
  });
}
