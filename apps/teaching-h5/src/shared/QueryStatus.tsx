import { isApiError } from '@medteach/api-client';
import { LoadingState, QueryStatus as KitQueryStatus, type QueryStatusProps } from '@medteach/ui-kit';

/** A request refused for want of a session: the request layer has opened 登录超时，请重新登录 and will leave the screen. */
export const isSessionError = (error: unknown) => isApiError(error) && error.kind === 'session';

/**
 * ui-kit's QueryStatus for the teaching screens, except that a screen opened without a (valid) session does not
 * show 加载失败 behind the session dialog: it keeps its loading state until the dialog sends the user to login or
 * home.
 */
export function QueryStatus<T>(props: QueryStatusProps<T>) {
  if (props.query.isError && isSessionError(props.query.error)) return <>{props.loading ?? <LoadingState />}</>;
  return <KitQueryStatus {...props} />;
}
