import type { MutationFunction } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FREE_QUESTION_COUNT, NOTE_MAX_LENGTH, PAPER_PAGE_SIZE, QuestionListType, type GetQuestionsBody } from '@medteach/contract';
import { createMemoryTokenStore } from '../auth/token-store';
import { createQueryClient } from '../core/query-client';
import { apiPath, createTestQueryClient, ok, setupMswServer, setupTestApi } from '../core/testing';
import { findSkillPlace } from './catalog';
import { getCompositionCount } from './papers';
import { questionBankKeys, questionBankMutations, questionBankQueries } from './index';
import { buildPaperRecord, createQuestionBankFake, questionBankHandlers } from './testing';

const server = setupMswServer();
const api = setupTestApi({ tokenStore: createMemoryTokenStore('student-token') });

const topic: GetQuestionsBody = { categoryIds: [11], type: QuestionListType.TOPIC, majorType: 1 };
/** Runs mutation options through the client's MutationCache, so `meta.invalidates` and `meta.silent` apply. */
const run = <D, V>(client: ReturnType<typeof createQueryClient>, options: { mutationFn?: MutationFunction<D, V> }, vars: V) =>
  client.getMutationCache().build(client, options as never).execute(vars as never) as Promise<D>;

describe('question-bank queries', () => {
  it('reads the tree root (data[0]) and sends the study header with the token', async () => {
    let headers: Headers | null = null;
    const fake = createQuestionBankFake();
    server.use(
      http.get(apiPath('/exam/comm/category/getTree'), ({ request }) => {
        headers = request.headers;
        return HttpResponse.json(ok([{ id: 0, label: '临床思维能力', children: fake.tree }]));
      }),
    );
    const root = await createTestQueryClient().fetchQuery(questionBankQueries.tree(1));
    expect(root.children[0].label).toBe('内科学');
    expect(headers!.get('device-type')).toBe('app');
    expect(headers!.get('authorization')).toBe('Bearer student-token');
  });

  it('sends composition filters comma-joined', async () => {
    let url: URL | null = null;
    server.use(
      http.get(apiPath('/exam/studyPaper/getQuestionNum'), ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json(ok(42));
      }),
    );
    expect(await getCompositionCount({ majorType: 2, questionTypes: [0, 5], categoryIds: [3, 4], type: 2 })).toBe(42);
    expect(url!.searchParams.get('questionTypes')).toBe('0,5');
    expect(url!.searchParams.get('categoryIds')).toBe('3,4');
  });

  it('pages composed papers 15 at a time until the total is reached', async () => {
    const fake = createQuestionBankFake();
    fake.papers = Array.from({ length: PAPER_PAGE_SIZE + 3 }, (_, i) => ({
      ...buildPaperRecord({ studyPaperId: i + 1, title: `第${i + 1}套` }),
      questionIds: [],
      userAnswers: new Map(),
    }));
    server.use(...questionBankHandlers(fake));
    const client = createTestQueryClient();
    const options = questionBankQueries.papers({ majorType: 1 });
    const first = await client.fetchInfiniteQuery(options);
    expect(first.pages[0].rows).toHaveLength(PAPER_PAGE_SIZE);
    expect(options.getNextPageParam(first.pages[0], first.pages, 1, [1])).toBe(2);
    const second = await client.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(second.pages[1].rows).toHaveLength(3);
    expect(options.getNextPageParam(second.pages[1], second.pages, 2, [1, 2])).toBeUndefined();
  });

  it('the fake marks questions past the free five as locked', async () => {
    server.use(...questionBankHandlers(createQuestionBankFake({ unlocked: false })));
    const list = await createTestQueryClient().fetchQuery(questionBankQueries.questions(topic));
    expect(list.map((q) => q.locked)).toEqual(list.map((_, i) => i >= FREE_QUESTION_COUNT));
  });
});

describe('question-bank mutations', () => {
  it('an answer invalidates the tree and the question lists, not the paper records', async () => {
    const fake = createQuestionBankFake();
    server.use(...questionBankHandlers(fake));
    const client = createQueryClient({ retry: false });
    client.setQueryData(questionBankKeys.tree(1), { id: 0 } as never);
    client.setQueryData(questionBankKeys.questions(topic), []);
    client.setQueryData(questionBankKeys.paperPages({ majorType: 1 }), { pages: [], pageParams: [] });
    const result = await run(client, questionBankMutations.answer(), { questionId: 1, result: 'B', majorType: 1, categoryId: 11, studyBankId: 1 });
    expect(result).toMatchObject({ questionId: 1, isRight: 1 });
    expect(fake.answers.get(1)).toBe('B');
    expect(client.getQueryState(questionBankKeys.tree(1))?.isInvalidated).toBe(true);
    expect(client.getQueryState(questionBankKeys.questions(topic))?.isInvalidated).toBe(true);
    expect(client.getQueryState(questionBankKeys.paperPages({ majorType: 1 }))?.isInvalidated).toBe(false);
  });

  it('favourite and note calls are silent: a refused note shows nothing and changes nothing', async () => {
    const fake = createQuestionBankFake();
    server.use(...questionBankHandlers(fake));
    const client = createQueryClient({ retry: false });
    await run(client, questionBankMutations.favorite(), { questionId: 2, isFavorite: 1, categoryId: 11, majorType: 1 });
    expect(fake.favorites.has(2)).toBe(true);
    await expect(run(client, questionBankMutations.note(), { questionId: 2, mark: '长'.repeat(NOTE_MAX_LENGTH + 1), majorType: 1 })).rejects.toBeTruthy();
    expect(fake.notes.size).toBe(0);
    expect(api.notifier.calls).toEqual([]);
    await run(client, questionBankMutations.note(), { questionId: 2, mark: '注意青霉素过敏史', majorType: 1 });
    const notes = await createTestQueryClient().fetchQuery(questionBankQueries.notes({ majorType: 1 }));
    expect(notes.rows).toEqual([expect.objectContaining({ questionId: 2, mark: '注意青霉素过敏史', isFavorite: 1 })]);
  });

  it('compose returns the new paper id and delete sends idList comma-joined', async () => {
    const fake = createQuestionBankFake();
    let deleteUrl: URL | null = null;
    server.use(
      http.delete(apiPath('/base/studyPaper/delete'), ({ request }) => {
        deleteUrl = new URL(request.url);
        return HttpResponse.json(ok(2));
      }),
      ...questionBankHandlers(fake),
    );
    const client = createQueryClient({ retry: false });
    const id = await run(client, questionBankMutations.compose(), { majorType: 1, num: 3, title: '呼吸小测' });
    expect(id).toBe(1);
    expect(fake.papers[0]).toMatchObject({ title: '呼吸小测', questionNum: 3 });
    await run(client, questionBankMutations.deletePapers(), [1, 2]);
    expect(deleteUrl!.searchParams.get('idList')).toBe('1,2');
  });
});

describe('silent study calls (spec §7 "otherwise nothing changes and no message")', () => {
  it('a refused or unreachable getQuestions, answer sheet, composition, paper, renew or notes call shows no message', async () => {
    // Every question-bank request fails: half with a business 500, half with the network down.
    let n = 0;
    const refuse = () => (n++ % 2 === 0 ? HttpResponse.json({ code: 500, msg: '服务异常' }) : HttpResponse.error());
    server.use(http.all(apiPath('/exam/*'), refuse), http.all(apiPath('/base/*'), refuse));
    const client = createQueryClient({ retry: false });
    const queries = [
      questionBankQueries.questions(topic),
      questionBankQueries.question(2),
      questionBankQueries.answerSheet({ categoryIds: [11], majorType: 1, type: 1 }),
      questionBankQueries.compositionCount({ studyBankId: 1, questionTypes: [1], type: 1, categoryIds: [11], majorType: 1 }),
      questionBankQueries.paper(5),
      questionBankQueries.paperSheet(5),
      questionBankQueries.notes({ majorType: 1 }),
    ];
    for (const q of queries) await expect(client.fetchQuery(q as never)).rejects.toBeTruthy();
    await expect(client.fetchInfiniteQuery(questionBankQueries.papers({ majorType: 1 }))).rejects.toBeTruthy();
    await expect(run(client, questionBankMutations.compose(), { studyBankId: 1, questionTypes: [1], type: 1, categoryIds: [11], majorType: 1, title: '卷', num: 5 })).rejects.toBeTruthy();
    await expect(run(client, questionBankMutations.deletePapers(), [5])).rejects.toBeTruthy();
    await expect(run(client, questionBankMutations.renew(), { categoryId: 11, majorType: 1 })).rejects.toBeTruthy();
    expect(n).toBe(11);
    expect(api.notifier.calls).toEqual([]);
  });
});

describe('findSkillPlace', () => {
  it("finds a skill's category, its bank and whether the user has it unlocked; null for a skill no category sells", async () => {
    server.use(...questionBankHandlers(createQuestionBankFake()));
    expect(await findSkillPlace(1)).toEqual({ majorType: 1, studyBankId: 1, categoryId: 10, isUnlock: false });
    expect(await findSkillPlace(99)).toBeNull();
  });
});
