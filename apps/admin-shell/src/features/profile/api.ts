/** The signed-in user's own password (RuoYi `PUT /system/user/profile/updatePwd`). */
import { apiPut } from '@medteach/api-client';
import { authPaths, type UpdatePwdBody } from '@medteach/contract';

export const profileMutations = {
  // Nothing cached changes: the server only ends the account's other sessions.
  updatePassword: () => ({
    mutationFn: (body: UpdatePwdBody) => apiPut<void>(authPaths.updatePwd, body),
    meta: { invalidates: [] },
  }),
};
