import type { FastifyRequest } from 'fastify';

/**
 * RuoYi's operation log (`@Log(title, businessType)`): every back-office write is recorded with who, when, where
 * from, the request and the result (the hook that writes sys_oper_log reads what this file puts on the route and
 * the request). A route names its screen and kind of write in its config; an edit also hands over the record
 * before and after, so the log shows what changed.
 *
 *   app.put(base, { config: { access: ADMIN, operLog: { title: '用户管理', businessType: BusinessType.UPDATE } } }, async (req) => {
 *     const before = await getUser(db, id);
 *     … update …
 *     noteChange(req, before, await getUser(db, id));
 *   });
 */
export const BusinessType = {
  OTHER: 0,
  INSERT: 1,
  UPDATE: 2,
  DELETE: 3,
  GRANT: 4,
  EXPORT: 5,
  IMPORT: 6,
  FORCE: 7,
  CLEAN: 9,
} as const;
export type BusinessType = (typeof BusinessType)[keyof typeof BusinessType];

export interface OperLogMeta {
  /** The screen or resource, as RuoYi's menu names it: 用户管理, 试题管理 … */
  title: string;
  businessType: BusinessType;
}

export interface OperChange {
  before?: unknown;
  after?: unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    operLog?: OperLogMeta;
  }
  interface FastifyRequest {
    /** Set by noteChange: the record before and after an edit, for the operation log. */
    operChange?: OperChange;
  }
}

/** Hands the operation log the record before and after this request's edit. */
export function noteChange(req: FastifyRequest, before: unknown, after: unknown): void {
  req.operChange = { before, after };
}
