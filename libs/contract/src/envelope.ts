// The shared request schemas live in envelope-schemas.ts so that importing ResultCode does not bring zod along
// (a bundler places a module in one chunk whole; issue 9 bundle budget).
export * from './envelope-schemas';

/** RuoYi response envelope: `{code, msg, data}`; lists `{code, msg, total, rows}`. */
export interface AjaxResult<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}
export interface TableResult<T = unknown> {
  code: number;
  msg: string;
  total: number;
  rows: T[];
}

/** Business codes the clients act on (spec §8: 500 an error, 601 a warning; RuoYi's codes otherwise). */
export const ResultCode = {
  SUCCESS: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY: 429,
  ERROR: 500,
  WARN: 601,
} as const;
