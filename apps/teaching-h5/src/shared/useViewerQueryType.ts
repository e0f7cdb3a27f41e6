import { useQuery } from '@tanstack/react-query';
import { authQueries, PREFETCH_FRESH_MS } from '@medteach/api-client';
import { Role, TEACHER_QUERY_TYPE } from '@medteach/contract';

/** Spec §6: any queryType other than 1 is the student view. */
export const STUDENT_QUERY_TYPE = 0;

/** The timetable view a signed-in user gets: a teacher the teacher view (1), anyone else the student view. */
export const queryTypeOfRoles = (roles: readonly string[]) => (roles.includes(Role.TEACHER) ? TEACHER_QUERY_TYPE : STUDENT_QUERY_TYPE);

/** The signed-in user's roles (getInfo), which the route loader may have asked for already (prefetch.ts). */
export const viewerInfoQuery = { ...authQueries.info(), staleTime: PREFETCH_FRESH_MS };

/**
 * queryType of the timetable: the one in the link (the native app passes it), else derived from the signed-in
 * user's roles. Undefined while the roles are still loading.
 */
export function useViewerQueryType(fromLink: string | null): number | undefined {
  const info = useQuery({ ...viewerInfoQuery, enabled: fromLink === null || fromLink === '' });
  if (fromLink !== null && fromLink !== '') return Number(fromLink);
  if (info.isError) return STUDENT_QUERY_TYPE;
  if (!info.data) return undefined;
  return queryTypeOfRoles(info.data.roles);
}
