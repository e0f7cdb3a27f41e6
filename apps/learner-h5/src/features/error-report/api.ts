import { apiPost } from '@medteach/api-client';
import { errorReportPaths, type ErrorReportBody } from '@medteach/contract';

/** A student's report; nothing the student sees lists reports, so it invalidates nothing. */
export const errorReportMutation = () => ({
  mutationFn: (body: ErrorReportBody) => apiPost<{ reportId: number }>(errorReportPaths.add, body),
  meta: { invalidates: [] },
});
