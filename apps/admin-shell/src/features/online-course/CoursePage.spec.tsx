import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createQueryClient, resetApiConfig } from '@medteach/api-client';
import { resetApiForTest } from '@medteach/api-client/testing';
import { courseAdminPaths, type CourseAdminRow } from '@medteach/contract';
import CoursePage from './CoursePage';

const INTERNAL: CourseAdminRow = {
  onlineCourseId: 1,
  onlineCourseName: '内科学临床思维',
  onlineCourseDescription: '',
  startTime: '2026-03-01 00:00:00',
  endTime: '2026-12-31 23:59:59',
  creditEarning: 1,
  minimumScore: 8,
  sort: 0,
  classNames: ['临床1班'],
  resourceCount: 6,
  courseScore: 12,
};
const ROWS: CourseAdminRow[] = [INTERNAL, { ...INTERNAL, onlineCourseId: 9, onlineCourseName: '新课程', creditEarning: 0, classNames: [], resourceCount: 0, courseScore: 0 }];
const LEARNERS: Record<string, number> = { '1': 3, '9': 0 };

const server = setupServer();
let deleted: string[];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  deleted = [];
  resetApiForTest();
  server.use(
    http.get(`*/api${courseAdminPaths.list}`, () => HttpResponse.json({ code: 200, msg: '查询成功', total: ROWS.length, rows: ROWS })),
    http.get(`*/api${courseAdminPaths.classOptions}`, () => HttpResponse.json({ code: 200, msg: '操作成功', data: [{ classId: 1, className: '临床1班', gradeName: '' }] })),
    http.get(`*/api${courseAdminPaths.progress}/:ids`, ({ params }) => HttpResponse.json({ code: 200, msg: '操作成功', data: { learnerCount: LEARNERS[String(params.ids)] } })),
    http.delete(`*/api${courseAdminPaths.base}/:ids`, ({ request, params }) => {
      deleted.push(`${String(params.ids)}?${new URL(request.url).searchParams.toString()}`);
      return HttpResponse.json({ code: 200, msg: '操作成功' });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  resetApiConfig();
});

function renderPage() {
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <QueryClientProvider client={createQueryClient({ retry: false })}>
          <CoursePage />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const dialogTitled = async (title: string) => (await screen.findAllByText(title))[0].closest('[role="dialog"]') as HTMLElement;

describe('<CoursePage> 课程管理', () => {
  it('lists courses with their classes, period and credits; a course without classes says learners cannot see it', async () => {
    renderPage();
    const row = await rowOf('内科学临床思维');
    expect(row).toHaveTextContent('临床1班');
    expect(row).toHaveTextContent('2026-03-01 ~ 2026-12-31');
    expect(row).toHaveTextContent('开启');
    expect(await rowOf('新课程')).toHaveTextContent('未选择班级时，学员看不到本课程');
  });

  it('deleting a course with learners’ progress names the count, and deletes (confirmed) only after 确定', async () => {
    const user = renderPage();
    await user.click(within(await rowOf('内科学临床思维')).getByText('删除'));
    const confirm = await dialogTitled('系统提示');
    expect(confirm).toHaveTextContent('删除课程"内科学临床思维"，将同时删除 3 名学员的学分、答卷与证书记录。是否确认删除？');
    expect(deleted).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(deleted).toEqual(['1?confirmed=true']));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });

  it('a course nobody has studied gets the plain question', async () => {
    const user = renderPage();
    await user.click(within(await rowOf('新课程')).getByText('删除'));
    expect(await dialogTitled('系统提示')).toHaveTextContent('是否确认删除课程"新课程"？');
  });
});
