import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { apiPath, createTestQueryClient, ok, setupMswServer, setupTestApi } from '@medteach/api-client/testing';
import { examineeAdminPaths, type ExamSchedule } from '@medteach/contract';
import { SchedulePanel } from './SchedulePanel';

const server = setupMswServer();
setupTestApi();

const SCHEDULE: ExamSchedule = {
  examId: 1,
  examName: '2026年临床技能考核',
  stations: [
    {
      stationId: 1,
      stationName: '第一考站',
      examSeconds: 900,
      rooms: ['第1考室', '第2考室'],
      batches: [
        { batch: 1, plannedAt: '2026-12-01 08:30', examinees: [{ examineeId: 1, seq: 1, realName: '王伟', jobNumber: 'J1', plannedAt: '2026-12-01 08:30', status: 'waiting' }] },
        { batch: 2, plannedAt: null, examinees: [{ examineeId: 2, seq: 2, realName: '李娜', jobNumber: 'J2', plannedAt: null, status: 'done' }] },
      ],
    },
    { stationId: 2, stationName: '第二考站', examSeconds: 600, rooms: [], batches: [] },
  ],
};

beforeEach(() => server.use(http.get(apiPath(examineeAdminPaths.schedule), () => HttpResponse.json(ok(SCHEDULE)))));

const renderPanel = () =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <App>
        <SchedulePanel examId={1} />
      </App>
    </QueryClientProvider>,
  );

describe('SchedulePanel (考站安排)', { timeout: 30_000 }, () => {
  it('shows each station with its rooms, minutes per examinee and batches in order, and says what is missing', async () => {
    renderPanel();
    expect(await screen.findByText('第一考站')).toBeInTheDocument();
    expect(screen.getByText('每人 15 分钟')).toBeInTheDocument();
    expect(screen.getByText('第2考室')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^1 2026-12-01 08:30 1\. 王伟/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^2 未安排 2\. 李娜/ })).toBeInTheDocument();
    expect(screen.getByText('未设置考室')).toBeInTheDocument();
    expect(screen.getByText('该考站还没有考生')).toBeInTheDocument();
  });

  it('打印 prints a titled copy of the schedule placed under <body>, removed afterwards', async () => {
    const printed: string[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printed.push([...document.body.children].map((e) => e.textContent ?? '').find((t) => t.startsWith('2026年临床技能考核 考站安排')) ?? '');
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /打\s*印/ }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(printed[0]).toContain('第一考站');
    expect(screen.queryByText('2026年临床技能考核 考站安排')).not.toBeInTheDocument();
    print.mockRestore();
  });
});
