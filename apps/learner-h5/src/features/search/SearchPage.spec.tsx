import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoutes } from '@medteach/mobile-shell/testing';
import { apiPath, resetApiForTest, setupMswServer, table } from '@medteach/api-client/testing';
import { questionSearchPaths, type QuestionSearchRow } from '@medteach/contract';
import SearchPage from './SearchPage';
import { SearchEntry } from './SearchEntry';
import { highlightParts } from './search-links';

const row = (over: Partial<QuestionSearchRow> = {}): QuestionSearchRow => ({
  questionId: 7,
  stem: '慢性阻塞性肺疾病 COPD 急性加重的首选治疗',
  typeName: 'A1型题',
  studyBankId: 1,
  studyBankName: '临床思维能力题库',
  majorType: 1,
  categoryId: 11,
  categoryName: '呼吸系统疾病',
  parentCategoryId: 10,
  parentCategoryName: '内科学',
  code: '1',
  skillId: 1,
  skillName: '临床思维能力训练',
  skillIntegral: 100,
  productInfoId: 1,
  isUnlock: false,
  locked: false,
  ...over,
});

const server = setupMswServer();
let asked: URLSearchParams[] = [];
const answer = (reply: (q: URLSearchParams) => Response | Promise<Response>) =>
  server.use(
    http.get(apiPath(questionSearchPaths.search), ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      return reply(q);
    }),
  );
beforeEach(() => {
  resetApiForTest().tokenStore.set('student-token');
  asked = [];
});

const renderPage = (path: string) =>
  renderRoutes(
    [
      { path: '/search', element: <SearchPage /> },
      { path: '/home', element: <SearchEntry /> },
      { path: '/subjectHomeWork', element: <p>answering</p> },
      { path: '/goods', element: <p>goods</p> },
    ],
    path,
  );
const SLOW = { timeout: 5_000 };

describe('搜索试题 (issue 18)', () => {
  it('lists the matches with the keyword marked, type, bank · chapter · section and 未解锁 on a locked one', async () => {
    answer(() => HttpResponse.json(table([row(), row({ questionId: 8, stem: 'copd 的另一题', locked: true })], 2)));
    renderPage('/search?keyword=COPD');
    expect(await screen.findByText('共找到 2 道试题', {}, SLOW)).toBeInTheDocument();
    expect(asked[0].get('keyword')).toBe('COPD');
    expect(asked[0].get('pageNum')).toBe('1');
    const marks = document.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['COPD', 'copd']);
    expect(screen.getAllByText('临床思维能力题库 · 内科学 · 呼吸系统疾病')).toHaveLength(2);
    const locked = screen.getByText('的另一题', { exact: false }).closest('.adm-list-item') as HTMLElement;
    expect(within(locked).getByText('未解锁')).toBeInTheDocument();
    expect(screen.getAllByText('A1型题')).toHaveLength(2);
  });

  it('says 未找到相关试题 when nothing matches, and a hint before any search', async () => {
    answer(() => HttpResponse.json(table([], 0)));
    renderPage('/search?keyword=没有');
    expect(await screen.findByText('未找到相关试题', {}, SLOW)).toBeInTheDocument();
    renderPage('/search');
    expect(screen.getByText('输入题干或选项中的字词，在我的题库中查找')).toBeInTheDocument();
  });

  it('shows loading, then an error with 重试 that loads again', async () => {
    let fail = true;
    answer(() => (fail ? HttpResponse.json({ code: 500, msg: '服务异常' }) : HttpResponse.json(table([row()], 1))));
    renderPage('/search?keyword=COPD');
    expect(screen.getByRole('status', { name: /加载中/ })).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: '重试' }, SLOW);
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('共找到 1 道试题', {}, SLOW)).toBeInTheDocument();
  });

  it('a result opens topic practice of its sub-category on that question', async () => {
    answer(() => HttpResponse.json(table([row({ isUnlock: true })], 1)));
    const router = renderPage('/search?keyword=COPD');
    await userEvent.click(await screen.findByText('急性加重的首选治疗', { exact: false }, SLOW));
    expect(await screen.findByText('answering')).toBeInTheDocument();
    const q = new URLSearchParams(router.state.location.search);
    expect(router.state.location.pathname).toBe('/subjectHomeWork');
    expect(Object.fromEntries(q)).toEqual({
      name: 'topic',
      studyBankId: '1',
      categoryId: '11',
      categoryIds: '[11]',
      majorType: '1',
      isUnlock: 'true',
      code: '1',
      skillId: '1',
      skillName: '临床思维能力训练',
      skillIntegral: '100',
      productInfoId: '1',
      label: '呼吸系统疾病',
      topicActive: '10',
      questionId: '7',
    });
  });

  it('a locked result opens the goods page of its skill, coming back to that question after buying', async () => {
    answer(() => HttpResponse.json(table([row({ questionId: 9, locked: true })], 1)));
    const router = renderPage('/search?keyword=COPD');
    await userEvent.click(await screen.findByText('急性加重的首选治疗', { exact: false }, SLOW));
    expect(await screen.findByText('goods')).toBeInTheDocument();
    const q = new URLSearchParams(router.state.location.search);
    expect(q.get('id')).toBe('1');
    expect(q.get('back')).toMatch(/^\/subjectHomeWork\?name=topic&.*questionId=9$/);
  });

  it('searching again puts the new keyword in the address; the home entry opens the search', async () => {
    answer((q) => HttpResponse.json(table([row({ stem: `含${q.get('keyword')}的题` })], 1)));
    const router = renderPage('/home');
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('搜索题干或选项'), '  哮喘 {Enter}');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/search?keyword=${encodeURIComponent('哮喘')}`));
    expect(await screen.findByText('共找到 1 道试题', {}, SLOW)).toBeInTheDocument();
    const box = screen.getByPlaceholderText('搜索题干或选项');
    await user.clear(box);
    await user.type(box, '肺炎{Enter}');
    await waitFor(() => expect(asked.at(-1)?.get('keyword')).toBe('肺炎'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('肺炎');
    // Another keyword arriving by the address (back, a link) shows in the box.
    await router.navigate('/search?keyword=COPD');
    await waitFor(() => expect(screen.getByPlaceholderText('搜索题干或选项')).toHaveValue('COPD'));
  });

  it('marks every occurrence, ignoring case', () => {
    expect(highlightParts('aXbxc', 'x')).toEqual([
      { text: 'a', match: false },
      { text: 'X', match: true },
      { text: 'b', match: false },
      { text: 'x', match: true },
      { text: 'c', match: false },
    ]);
    expect(highlightParts('abc', ' ')).toEqual([{ text: 'abc', match: false }]);
  });
});
