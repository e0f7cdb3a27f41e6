import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { monitorPaths } from '@medteach/contract';
import { exportLoginLogs, exportOperLogs } from './api';

const download = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@medteach/api-client', async (actual) => ({ ...(await actual<object>()), download }));

describe('log exports', () => {
  // The list's state carries its page; an export takes every row and refuses fields it does not know (pageNum…).
  it('send the filters with the range as days, never the page', async () => {
    const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2026-11-01'), dayjs('2026-11-29')];
    await exportOperLogs({ title: '用户管理', status: '0', timeRange: range, pageNum: 3, pageSize: 20 });
    await exportLoginLogs({ userName: 'admin', timeRange: null, pageNum: 1, pageSize: 10 });
    expect(download.mock.calls.map((call: unknown[]) => call.slice(0, 2))).toEqual([
      [monitorPaths.operLogExport, { title: '用户管理', status: '0', beginTime: '2026-11-01', endTime: '2026-11-29' }],
      [monitorPaths.loginInforExport, { userName: 'admin' }],
    ]);
  });
});
