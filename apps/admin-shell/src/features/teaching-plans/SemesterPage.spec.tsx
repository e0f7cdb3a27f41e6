import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '@medteach/api-client';
import { apiPath, ok, setupMswServer, setupTestApi, systemHandlers } from '@medteach/api-client/testing';
import { teachingPlanPaths as paths, type SemesterAdminRow } from '@medteach/contract';
import SemesterPage from './SemesterPage';

const AUTUMN: SemesterAdminRow = { semesterId: 1, semesterName: '2026-2027学年第一学期', startDate: '2026-08-31', endDate: '2027-01-17', planCount: 4 };
const SPRING: SemesterAdminRow = { semesterId: 2, semesterName: '2026-2027学年第二学期', startDate: '2027-02-22', endDate: '2027-07-11', planCount: 0 };
const saved: unknown[] = [];

setupMswServer(
  ...systemHandlers(),
  http.get(apiPath(paths.semesterList), () => HttpResponse.json({ code: 200, msg: '查询成功', total: 2, rows: [AUTUMN, SPRING] })),
  http.get(apiPath(`${paths.semester}/2`), () => HttpResponse.json(ok(SPRING))),
  http.put(apiPath(paths.semester), async ({ request }) => {
    saved.push(await request.json());
    return HttpResponse.json(ok());
  }),
);
setupTestApi();
const SLOW = { timeout: 15_000 };

describe('学期管理', { timeout: 60_000 }, () => {
  it('warns when the dates overlap another semester, naming it, and still saves when the admin confirms', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <App>
          <SemesterPage />
        </App>
      </QueryClientProvider>,
    );
    const row = (await screen.findByText('2026-2027学年第二学期', {}, SLOW)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /修\s*改/ }));
    const dialog = (await screen.findByText('修改学期', {}, SLOW)).closest('.ant-modal') as HTMLElement;
    const start = within(dialog).getByPlaceholderText('请选择开始日期');
    await waitFor(() => expect(start).toHaveValue('2027-02-22'), SLOW);
    // Its own dates never count against it.
    expect(within(dialog).queryByText(/日期重叠/)).toBeNull();

    await user.clear(start);
    await user.type(start, '2027-01-04{Enter}');
    const warning = await within(dialog).findByText(
      '与学期“2026-2027学年第一学期”（2026-08-31 ~ 2027-01-17）日期重叠，确定后仍会保存',
      {},
      SLOW,
    );
    expect(warning).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(saved).toEqual([expect.objectContaining({ semesterId: 2, startDate: '2027-01-04', endDate: '2027-07-11' })]), SLOW);
  });
});
