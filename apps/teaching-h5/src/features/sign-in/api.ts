import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, teachingKeys } from '@medteach/api-client';
import {
  ATTENDANCE_POLL_MS,
  signInPaths,
  teachingPaths,
  type ClockInfo,
  type MarkStatusValue,
  type SignInSession,
  type SignInState,
} from '@medteach/contract';

/** Sign-in keys sit under the lesson's prefix: any mutation on the lesson refreshes them too. */
export const signInKeys = {
  session: (planDetailId: number) => [...teachingKeys.lesson(planDetailId), 'signIn', 'session'] as const,
  state: (planDetailId: number) => [...teachingKeys.lesson(planDetailId), 'signIn', 'state'] as const,
};

/** A little after the code turns over, so the next read already gets the new one. */
const ROTATION_MARGIN_MS = 300;

export const signInQueries = {
  /** The teacher's session with the current code, re-read when the code turns over (and at least every poll). */
  session: (planDetailId: number) =>
    queryOptions({
      queryKey: signInKeys.session(planDetailId),
      queryFn: ({ signal }) => apiGet<SignInSession>(signInPaths.session, { planDetailId }, { signal }),
      refetchInterval: (query) => {
        const data = query.state.data;
        return data?.active ? Math.min(data.validForMs + ROTATION_MARGIN_MS, ATTENDANCE_POLL_MS) : false;
      },
      refetchIntervalInBackground: true,
    }),
  /** The student's: does /clocking need a code. Silent like the other sign-in reads (spec §8). */
  state: (planDetailId: number) =>
    queryOptions({
      queryKey: signInKeys.state(planDetailId),
      queryFn: ({ signal }) => apiGet<SignInState>(signInPaths.state, { planDetailId }, { signal, silent: true }),
      meta: { silent: true },
    }),
};

const lessonInvalidates = (planDetailId: number) => ({ invalidates: [teachingKeys.lesson(planDetailId)] });

export const signInMutations = {
  start: (planDetailId: number) =>
    mutationOptions({ mutationFn: () => apiPost<SignInSession>(signInPaths.start, { planDetailId }), meta: lessonInvalidates(planDetailId) }),
  stop: (planDetailId: number) =>
    mutationOptions({ mutationFn: () => apiPost<SignInSession>(signInPaths.stop, { planDetailId }), meta: lessonInvalidates(planDetailId) }),
  mark: (planDetailId: number) =>
    mutationOptions({
      mutationFn: ({ userId, status }: { userId: number; status: MarkStatusValue }) => apiPost(signInPaths.mark, { planDetailId, userId, status }),
      meta: lessonInvalidates(planDetailId),
    }),
  /**
   * The spec's sign-in call with the code when there is one. Silent (spec §8): the screen shows the refusal itself
   * under the code input (签到码错误或已过期 …).
   */
  clock: (planDetailId: number) =>
    mutationOptions({
      mutationFn: (code: string | undefined) => apiPost<ClockInfo>(teachingPaths.clockSave, { planDetailId, code: code || undefined }, { silent: true }),
      meta: { ...lessonInvalidates(planDetailId), silent: true },
    }),
};
