import { authQueries, teachingQueries } from '@medteach/api-client';
import { authHandlers, buildUserInfo, createTestQueryClient, setupMswServer, setupTestApi, teachingHandlers } from '@medteach/api-client/testing';
import { Role, TEACHER_QUERY_TYPE } from '@medteach/contract';
import { prefetchSchedule } from './prefetch';
import { STUDENT_QUERY_TYPE } from '../../shared/useViewerQueryType';

const server = setupMswServer();
const api = setupTestApi();

const timetableKey = (weekday: string, queryType: number) => teachingQueries.h5Timetable({ weekday, queryType }).queryKey;

describe('/classSchedule prefetch (route loader)', () => {
  beforeEach(() => api.tokenStore.set('teacher-token'));

  it('with queryType in the link, asks for that week at once (no roles needed)', async () => {
    server.use(...teachingHandlers());
    const client = createTestQueryClient();
    prefetchSchedule(client, new URLSearchParams('weekday=2026-09-01&queryType=1'));
    await vi.waitFor(() => expect(client.getQueryData(timetableKey('2026-09-01', 1))).toBeDefined());
    expect(client.getQueryData(authQueries.info().queryKey)).toBeUndefined();
  });

  it.each([
    [[Role.TEACHER], TEACHER_QUERY_TYPE],
    [[Role.STUDENT], STUDENT_QUERY_TYPE],
  ])('without queryType, reads the roles %j first and asks for view %i', async (roles, queryType) => {
    server.use(...authHandlers({ info: buildUserInfo({ roles }) }), ...teachingHandlers());
    const client = createTestQueryClient();
    prefetchSchedule(client, new URLSearchParams('weekday=2026-09-02'));
    await vi.waitFor(() => expect(client.getQueryData(timetableKey('2026-09-02', queryType))).toBeDefined());
  });

  it('when the roles cannot be read, leaves the timetable to the page (which shows the failure)', async () => {
    server.use(...authHandlers({ validToken: 'another-token' }), ...teachingHandlers());
    const client = createTestQueryClient();
    prefetchSchedule(client, new URLSearchParams('weekday=2026-09-03'));
    await vi.waitFor(() => expect(client.getQueryState(authQueries.info().queryKey)?.status).toBe('error'));
    expect(client.getQueryCache().findAll({ queryKey: teachingQueries.h5Timetable({ weekday: '2026-09-03', queryType: 0 }).queryKey.slice(0, 2) })).toEqual([]);
  });
});
