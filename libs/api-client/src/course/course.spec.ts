import { http as mswHttp, HttpResponse } from 'msw';
import { CourseMessages, coursePaths } from '@medteach/contract';
import { repeatSubmitGuard } from '../core/http';
import { createQueryClient } from '../core/query-client';
import { apiPath, ok, setupMswServer, setupTestApi } from '../testing';
import { buildCertificateProgress, courseHandlers } from './testing';
import { courseKeys, courseMutations, courseQueries } from './index';

const server = setupMswServer(...courseHandlers());
const api = setupTestApi();
const paper = { onlineCourseId: 1, onlineCourseResourceId: 1, paperId: 1 };

describe('courseQueries', () => {
  it('reads a course detail by path id and the progress by query', async () => {
    let progressQuery: URLSearchParams | undefined;
    let detailPath = '';
    server.use(
      mswHttp.get(apiPath(`${coursePaths.myStudyDetail}/:id`), ({ request }) => {
        detailPath = new URL(request.url).pathname;
        return HttpResponse.json(ok({ onlineCourseId: 7, resourceList: [] }));
      }),
      mswHttp.get(apiPath(coursePaths.certificateProgress), ({ request }) => {
        progressQuery = new URL(request.url).searchParams;
        return HttpResponse.json(ok(buildCertificateProgress()));
      }),
    );
    const client = createQueryClient({ retry: false });
    expect((await client.fetchQuery(courseQueries.detail(7))).onlineCourseId).toBe(7);
    expect(detailPath).toBe(`/api${coursePaths.myStudyDetail}/7`);
    await client.fetchQuery(courseQueries.progress(3));
    expect(Object.fromEntries(progressQuery ?? [])).toEqual({ onlineCourseId: '3' });
  });

  it('passes the userId of the score report only when given', async () => {
    const seen: Record<string, string>[] = [];
    server.use(
      mswHttp.get(apiPath(coursePaths.courseAnswerSheetDetail), ({ request }) => {
        seen.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json(ok({}));
      }),
    );
    const client = createQueryClient({ retry: false });
    await client.fetchQuery(courseQueries.answerSheetDetail(paper));
    await client.fetchQuery(courseQueries.answerSheetDetail({ ...paper, userId: 102 }));
    expect(seen).toEqual([
      { onlineCourseId: '1', onlineCourseResourceId: '1', paperId: '1' },
      { onlineCourseId: '1', onlineCourseResourceId: '1', paperId: '1', userId: '102' },
    ]);
  });
});

describe('courseMutations', () => {
  // Fresh server state per test (the handlers remember credits, submissions and claims).
  beforeEach(() => server.use(...courseHandlers()));

  it('earning credits refreshes the course and the course list, and a repeat fails silently', async () => {
    const client = createQueryClient({ retry: false });
    expect((await client.fetchQuery(courseQueries.progress(1))).earnedScore).toBe(2);
    const earn = courseMutations.earnCredits(1);
    expect(earn.meta?.invalidates).toEqual([courseKeys.course(1), courseKeys.myStudy()]);
    await client.getMutationCache().build(client, earn).execute({ onlineCourseId: 1, onlineCourseResourceId: 1 });
    repeatSubmitGuard.reset(); // the repeat below is a second study of the resource, not a double click
    expect(client.getQueryState(courseKeys.progress(1))?.isInvalidated).toBe(true);
    expect((await client.fetchQuery(courseQueries.progress(1))).earnedScore).toBe(6);
    await expect(client.getMutationCache().build(client, earn).execute({ onlineCourseId: 1, onlineCourseResourceId: 1 })).rejects.toMatchObject({
      message: CourseMessages.alreadyEarned,
    });
    expect(api.notifier.calls).toEqual([]);
  });

  it('a claim before passing is refused with the spec warning; after passing it succeeds once and progress reloads', async () => {
    const client = createQueryClient({ retry: false });
    const collect = client.getMutationCache().build(client, courseMutations.collectCertificate(1));
    await expect(collect.execute({ onlineCourseCertificateCode: 'MT-2026-000001' })).rejects.toBeTruthy();
    expect(api.notifier.messages('warning')).toEqual(['学分还没有达到，暂时不可以领取']);

    for (const onlineCourseResourceId of [1, 3]) {
      await client.getMutationCache().build(client, courseMutations.earnCredits(1)).execute({ onlineCourseId: 1, onlineCourseResourceId });
    }
    await client.fetchQuery(courseQueries.progress(1));
    repeatSubmitGuard.reset();
    const collected = await client.getMutationCache().build(client, courseMutations.collectCertificate(1)).execute({ onlineCourseCertificateCode: 'MT-2026-000001' });
    expect(collected).toMatchObject({ isPass: true, isCollect: true });
    expect(client.getQueryState(courseKeys.progress(1))?.isInvalidated).toBe(true);
    repeatSubmitGuard.reset();
    await expect(collect.execute({ onlineCourseCertificateCode: 'MT-2026-000001' })).rejects.toMatchObject({ message: CourseMessages.alreadyCollected });
  });

  it('submitting a paper shows marks and the score report afterwards', async () => {
    const client = createQueryClient({ retry: false });
    const before = await client.fetchQuery(courseQueries.myAnswerSheet(paper));
    expect(before.questionList[0].correct).toBeNull();
    await expect(client.fetchQuery(courseQueries.answerSheetDetail(paper))).rejects.toMatchObject({ details: { code: 404 } });
    const submit = courseMutations.submitPaper(1);
    const sheet = await client.getMutationCache().build(client, submit).execute({ ...paper, questionResults: [{ questionId: 1, result: 'B' }, { questionId: 3, result: 'B' }] });
    expect(sheet).toMatchObject({ isStudy: 1, finishCount: 2, score: 33 });
    expect(client.getQueryState(courseKeys.myAnswerSheet(1, 1, 1))?.isInvalidated).toBe(true);
    expect((await client.fetchQuery(courseQueries.answerSheetDetail(paper))).questionList.map((q) => q.isRight)).toEqual([1, 0, null]);
  });
});
