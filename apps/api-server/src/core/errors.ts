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
/** A rule of the product refused the action (RuoYi's 500 + message). */
export const refused = (msg: string) => new AppError(ResultCode.ERROR, msg);
/** A soft refusal shown as a warning (RuoYi's 601). */
export const warn = (msg: string) => new AppError(ResultCode.WARN, msg);

/** HTTP status for a business code: real statuses for auth / validation, 200 for RuoYi's soft codes. */
export function httpStatusFor(code: number): number {
  if (code === ResultCode.WARN) return 200;
  if (code >= 400 && code < 600) return code;
  return 200;
}
