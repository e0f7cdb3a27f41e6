import { http as mswHttp, HttpResponse } from 'msw';
import { teachingPaths } from '@medteach/contract';
import { createQueryClient } from '../core/query-client';
import { apiPath, createTestQueryClient, fail, ok, setupMswServer, setupTestApi, table } from '../testing';
import { buildSchoolClass, teachingHandlers } from './testing';
import { teachingKeys, teachingMutations, teachingQueries } from './index';

const server = setupMswServer(...teachingHandlers());
const api = setupTestApi();

describe('teachingQueries', () => {
  it('asks for the grade list as page 1 of 100 and returns its rows', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      mswHttp.get(apiPath(teachingPaths.classList), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(table([buildSchoolClass()], 1));
      }),
    );
    const rows = await createTestQueryClient().fetchQuery(teachingQueries.classes(1));
    expect(rows.map((c) => c.className)).toEqual(['临床医学2024级1班']);
    expect(Object.fromEntries(query ?? [])).toEqual({ pageNum: '1', pageSize: '100', majorId: '1' });
  });

  it('asks for one week of timetable (periodType 0) with the filters given', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      mswHttp.get(apiPath(teachingPaths.h5SchoolTimetable), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(ok({ weeddayList: [] }));
      }),
    );
    await createTestQueryClient().fetchQuery(teachingQueries.h5Timetable({ weekday: '2026-09-01', queryType: 1 }));
    expect(Object.fromEntries(query ?? [])).toEqual({ periodType: '0', weekday: '2026-09-01', queryType: '1' });
  });

  it('keeps a failed clock-info load silent', async () => {
    server.use(mswHttp.get(apiPath(teachingPaths.clockInfo), () => HttpResponse.json(fail(500, '课程安排不存在'))));
    await expect(createTestQueryClient().fetchQuery(teachingQueries.clockInfo(1))).rejects.toBeTruthy();
    expect(api.notifier.calls).toEqual([]);
  });
});

describe('teachingMutations', () => {
  it('a sign-in refreshes the clock info of its lesson', async () => {
    const client = createQueryClient({ retry: false });
    expect((await client.fetchQuery(teachingQueries.clockInfo(1))).clockList).toHaveLength(0);
    const clock = teachingMutations.clock(1);
    expect(clock.meta?.invalidates).toEqual([teachingKeys.lesson(1)]);
    await client.getMutationCache().build(client, clock).execute(undefined);
    expect(client.getQueryState(teachingKeys.clock(1))?.isInvalidated).toBe(true);
    expect((await client.fetchQuery(teachingQueries.clockInfo(1))).clockList).toHaveLength(1);
  });

  it('saves a rating through the student-list path', async () => {
    let saved: unknown;
    server.use(
      mswHttp.post(apiPath(teachingPaths.studentSaveCriteria), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json(ok());
      }),
    );
    const body = { planDetailId: 1, ratingId: 1, score: 40, treeNodes: [{ id: 2, ratingCriteriaScore: 10 }], businessDTOS: [{ evaluateObjectId: 101, planDetailId: 1, businessId: 1 }] };
    const client = createQueryClient({ retry: false });
    await client.getMutationCache().build(client, teachingMutations.saveRating(1)).execute(body);
    expect(saved).toEqual(body);
  });

  it('homework scores outside 0-100 are refused by the mock server like the real one', async () => {
    const client = createQueryClient({ retry: false, onError: () => undefined });
    const scoring = client.getMutationCache().build(client, teachingMutations.scoreHomework(1));
    await expect(scoring.execute([{ planDetailId: 1, userId: 102, homeWorkScore: 101 }])).rejects.toMatchObject({ message: '分数范围为0-100' });
  });
});
