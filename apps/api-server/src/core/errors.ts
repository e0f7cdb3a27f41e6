import { ResultCode } from '@medteach/contract';

/** A business error: becomes `{code, msg}` with a matching HTTP status. Never carries a stack to the client. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new AppError(ResultCode.BAD_REQUEST, msg);
export const unauthorized = (msg = '认证失败，无法访问系统资源') => new AppError(ResultCode.UNAUTHORIZED, msg);
export const forbidden = (msg = '当前操作没有权限') => new AppError(ResultCode.FORBIDDEN, msg);
export const notFound = (msg = '访问资源不存在') => new AppError(ResultCode.NOT_FOUND, msg);
/** A rule of the product refused the action (RuoYi's code 500 + message, sent with HTTP 200 as RuoYi does). */
export const refused = (msg: string) => new AppError(ResultCode.ERROR, msg);
/** A soft refusal shown as a warning (RuoYi's 601). */
export const warn = (msg: string) => new AppError(ResultCode.WARN, msg);

/**
 * HTTP status for a business code: real statuses for auth / validation / missing things, 200 for RuoYi's refusals
 * (code 500: wrong password, a rule of the product) and soft warnings, so that an HTTP 500 only ever means a crash
 * (issue 14 row 10). The clients read the envelope's code either way (libs/api-client checkBusinessBody).
 */
export function httpStatusFor(code: number): number {
  if (code === ResultCode.WARN || code === ResultCode.ERROR) return 200;
  if (code >= 400 && code < 600) return code;
  return 200;
}
