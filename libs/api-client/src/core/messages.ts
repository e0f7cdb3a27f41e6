/**
 * Every user-facing text of the request layer, exactly as spec §5/§8 and RuoYi-Vue3 write them.
 * Kept in one catalogue so apps and tests refer to the same strings.
 */

/** RuoYi `errorCode` table: a code listed here wins over the server's `msg` (spec §8 "code table → msg → default"). */
export const CODE_TEXT: Readonly<Record<number, string>> = {
  401: '认证失败，无法访问系统资源',
  403: '当前操作没有权限',
  404: '访问资源不存在',
};
export const DEFAULT_ERROR_TEXT = '系统未知错误，请反馈给管理员';

/** What a 401 call rejects with (RuoYi-Vue3). */
export const SESSION_INVALID_TEXT = '无效的会话，或者会话已过期，请重新登录。';
export const REPEAT_SUBMIT_TEXT = '数据正在处理，请勿重复提交';

/** Transport failures (spec §8), each shown for TRANSPORT_MESSAGE_MS. */
export const NETWORK_ERROR_TEXT = '后端接口连接异常';
export const TIMEOUT_TEXT = '系统接口请求超时';
export const httpStatusText = (status: number) => `系统接口${status}异常`;

/** Downloads (spec §8). */
export const DOWNLOAD_LOADING_TEXT = '正在下载数据，请稍候';
export const DOWNLOAD_FAILED_TEXT = '下载文件出现错误，请联系管理员！';

/** Uploads (spec §5 "Uploads", §8 loading texts). `{types}` is joined with '/' as RuoYi's upload components do. */
export const uploadText = {
  imageType: (types: readonly string[]) => `文件格式不正确, 请上传${types.join('/')}图片格式文件!`,
  imageSize: (mb: number) => `上传头像图片大小不能超过 ${mb} MB!`,
  imageFailed: '上传图片失败，请重试',
  imageLoading: '正在上传图片，请稍候...',
  fileType: (types: readonly string[]) => `文件格式不正确, 请上传${types.join('/')}格式文件!`,
  fileSize: (mb: number) => `上传文件大小不能超过 ${mb} MB!`,
  fileFailed: '上传文件失败，请重试',
  fileLoading: '正在上传文件，请稍候...',
  count: (n: number) => `上传文件数量不能超过 ${n} 个!`,
} as const;
