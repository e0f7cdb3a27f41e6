import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createQueryClient, resetApiConfig } from '@medteach/api-client';
import { resetApiForTest } from '@medteach/api-client/testing';
import { courseAdminPaths, type BankQuestionRow } from '@medteach/contract';
import { QuestionPicker, type PickedQuestion } from './QuestionPicker';

const BANK: BankQuestionRow[] = [
  { id: 11, categoryId: 2, categoryName: '心血管', type: 0, content: '<p>诊断急性心肌梗死最有价值的是</p>', childCount: 0 },
  { id: 12, categoryId: 2, categoryName: '心血管', type: 2, content: '女，72岁。活动后气短2年', childCount: 2 },
  { id: 13, categoryId: 3, categoryName: '呼吸', type: 6, content: '哮喘可以自行缓解', childCount: 0 },
];
const server = setupServer();
let queries: URLSearchParams[];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  queries = [];
  resetApiForTest();
  server.use(
    http.get(`*/api${courseAdminPaths.bankQuestions}`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q);
      const rows = BANK.filter((r) => !q.get('type') || r.type === Number(q.get('type')));
      return HttpResponse.json({ code: 200, msg: '查询成功', total: rows.length, rows });
    }),
    http.get(`*/api${courseAdminPaths.bankCategories}`, () => HttpResponse.json({ code: 200, msg: '操作成功', data: [{ id: 1, parentId: 0, name: '内科学', majorType: 1 }] })),
  );
});
afterEach(() => {
  server.resetHandlers();
  resetApiConfig();
});

let latest: PickedQuestion[] = [];
function Harness() {
  const [picked, setPicked] = useState<PickedQuestion[]>([]);
  latest = picked;
  return <QuestionPicker value={picked} onChange={setPicked} />;
}
function renderPicker() {
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <QueryClientProvider client={createQueryClient({ retry: false })}>
          <Harness />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}
const tick = async (user: ReturnType<typeof userEvent.setup>, text: string) =>
  user.click((await screen.findByText(text, { exact: false, selector: 'td span' })).closest('tr')?.querySelector('input[type="checkbox"]') as HTMLElement);

describe('<QuestionPicker>', () => {
  it('picks bank questions in the order ticked (stem text without markup, a group with its child count), reorders and removes them', async () => {
    const user = renderPicker();
    expect(await screen.findByText('诊断急性心肌梗死最有价值的是', { exact: false, selector: 'td span' })).toBeInTheDocument();
    expect(screen.getByText('（含 2 小题）', { exact: false })).toBeInTheDocument();
    await tick(user, '哮喘可以自行缓解');
    await tick(user, '女，72岁');
    await waitFor(() => expect(latest.map((q) => q.id)).toEqual([13, 12]));
    // Role queries over the antd table take seconds on a busy box: the picked list is found by its label.
    const picked = screen.getByLabelText('已选 2 题');
    await user.click(within(picked).getAllByLabelText('上移')[1]);
    expect(latest.map((q) => q.id)).toEqual([12, 13]);
    await user.click(within(picked).getAllByLabelText('移除')[0]);
    expect(latest.map((q) => q.id)).toEqual([13]);
  });

  it('filters the bank by type from page 1', async () => {
    const user = renderPicker();
    await screen.findByText('哮喘可以自行缓解', { exact: false, selector: 'td span' });
    await user.click(screen.getByText('请选择题型'));
    await user.click(await screen.findByText('判断题', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(queries.at(-1)?.get('type')).toBe('6'));
    expect(queries.at(-1)?.get('pageNum')).toBe('1');
    await waitFor(() => expect(screen.queryByText('女，72岁', { exact: false, selector: 'td span' })).not.toBeInTheDocument());
  });
});
