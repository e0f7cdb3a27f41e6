import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '@medteach/api-client';
import { apiPath, ok, setupMswServer, setupTestApi, systemHandlers } from '@medteach/api-client/testing';
import { teachingPlanPaths as paths, type RatingAdminDetail } from '@medteach/contract';
import RatingPage from './RatingPage';

const SCALE: RatingAdminDetail = {
  ratingId: 2,
  name: '课堂表现评价表',
  itemCount: 4,
  totalScore: 20,
  lessonCount: 1,
  recordCount: 3,
  items: [
    { id: 9, name: '学习态度', maxScore: 10, children: [{ id: 10, name: '出勤情况', maxScore: 5, children: [] }, { id: 11, name: '课堂参与', maxScore: 5, children: [] }] },
    { id: 12, name: '知识掌握', maxScore: 10, children: [] },
  ],
};
const saved: unknown[] = [];

setupMswServer(
  ...systemHandlers(),
  http.get(apiPath(paths.ratingList), () => HttpResponse.json({ code: 200, msg: '查询成功', total: 1, rows: [{ ...SCALE, items: [] }] })),
  http.get(apiPath(`${paths.rating}/2`), () => HttpResponse.json(ok(SCALE))),
  http.put(apiPath(paths.rating), async ({ request }) => {
    saved.push(await request.json());
    return HttpResponse.json(ok());
  }),
);
setupTestApi();
const SLOW = { timeout: 15_000 };

describe('评分标准', () => {
  it('edits a scale in the drawer: a parent shows its sub-items’ sum, a new sub-item is saved with the kept ids', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <App>
          <RatingPage />
        </App>
      </QueryClientProvider>,
    );
    const row = (await screen.findByText('课堂表现评价表', {}, SLOW)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /修\s*改/ }));
    // jsdom does not name antd's drawer by its title: find the title, then its dialog.
    const drawer = (await screen.findByText('修改评分标准', {}, SLOW)).closest('[role="dialog"]') as HTMLElement;
    expect(await within(drawer).findByLabelText('评分项名称 1', {}, SLOW)).toHaveValue('学习态度');
    expect(within(drawer).getByText('子项合计 10 分')).toBeInTheDocument();
    expect(within(drawer).getByText('总分 20 分')).toBeInTheDocument();

    await user.click(within(drawer).getAllByRole('button', { name: /添加子项/ })[1]);
    await user.type(within(drawer).getByLabelText('子项名称 2.1'), '课堂提问');
    await user.type(within(drawer).getByLabelText('子项名称 2.1 满分'), '4');
    expect(within(drawer).getByText('总分 14 分')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(saved).toHaveLength(1), SLOW);
    expect(saved[0]).toEqual({
      ratingId: 2,
      name: '课堂表现评价表',
      items: [
        { id: 9, name: '学习态度', children: [{ id: 10, name: '出勤情况', maxScore: 5 }, { id: 11, name: '课堂参与', maxScore: 5 }] },
        // 知识掌握 now scores its sub-items' sum: its own 满分 is no longer asked.
        { id: 12, name: '知识掌握', children: [{ name: '课堂提问', maxScore: 4 }] },
      ],
    });
  }, 40_000);
});
