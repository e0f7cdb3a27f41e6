import { Result } from 'antd';
import { isApiError } from '@medteach/api-client';
import { permissionText as text } from './messages';

/** The server refused the call for this account (HTTP or business code 403), as opposed to failing. */
export const isForbidden = (error: unknown): boolean => isApiError(error) && (error.code === 403 || error.status === 403);

/** Where a screen's data would be when the API answered 403: says so, instead of an empty table. */
export function Forbidden() {
  return <Result status="403" title={text.forbiddenTitle} subTitle={`${text.forbiddenDetail}。${text.askAdmin}`} />;
}
