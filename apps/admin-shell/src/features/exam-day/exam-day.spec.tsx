import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { apiPath, buildConsoleStation, createTestQueryClient, ok, setupMswServer, setupTestApi, stationHandlers } from '@medteach/api-client/testing';
import { DASHBOARD_EVENTS, examDayPaths, type DashboardExam, type DashboardExaminee, type DashboardStation, type ExamDashboard } from '@medteach/contract';
import { createMemoryListenSocket, type DashboardPatch, type DashboardSocket, type MemoryListenSocket } from '@medteach/exam-socket';
import { clock, defaultExam, elapsedSeconds } from './dashboard-state';
import ExamDayPage from './ExamDayPage';

const examinee = (examineeId: number, over: Partial<DashboardExaminee> = {}): DashboardExaminee => ({
  examineeId,
  batch: 1,
  realName: `考生${examineeId}`,
  jobNumber: `JS${examineeId}`,
  status: 'waiting',
  roomId: null,
  calledAt: null,
  startedAt: null,
  ...over,
});
const station = (stationId: number, over: Partial<DashboardStation> = {}): DashboardStation => ({
  stationId,
  stationName: stationId === 1 ? '第一考站' : '第二考站',
  examSeconds: 900,
  maskNames: false,
  rooms: [{ roomId: stationId * 10 + 1, roomName: '第1考室' }],
  examinees: [1, 2, 3].map((n) => examinee(stationId * 100 + n)),
  displays: [
    { codeAddress: `W${stationId}`, roomId: null, connected: true, connections: 1, since: '2026-11-25 08:00:00', paired: true, pairedAt: null },
    { codeAddress: `R${stationId}`, roomId: stationId * 10 + 1, connected: false, connections: 0, since: null, paired: true, pairedAt: null },
  ],
  ...over,
});
const exams: DashboardExam[] = [
  { examId: 1, examName: '2026年临床技能考核', startsAt: '2026-11-25 08:00:00', endsAt: '2026-11-25 18:00:00', stationCount: 2 },
];

let snapshot: ExamDashboard;
let snapshotFetches: number;
/** When set, the next snapshot answer waits for it (a patch may arrive meanwhile). */
let holdSnapshot: Promise<void> | null;
const server = setupMswServer(
  ...stationHandlers({ station: buildConsoleStation() }),
  http.get(apiPath(examDayPaths.exams), () => HttpResponse.json(ok(exams))),
  http.get(apiPath(`${examDayPaths.exam}/:examId`), async () => {
    snapshotFetches += 1;
    const answer = { ...structuredClone(snapshot), serverNow: Date.now() };
    await holdSnapshot;
    return HttpResponse.json(ok(answer));
  }),
);
setupTestApi();

let socket: MemoryListenSocket<[DashboardPatch]>;
beforeEach(() => {
  snapshot = { examId: 1, examName: exams[0].examName, startsAt: exams[0].startsAt, endsAt: exams[0].endsAt, serverNow: Date.now(), stations: [station(1), station(2)] };
  snapshotFetches = 0;
  holdSnapshot = null;
  socket = createMemoryListenSocket<[DashboardPatch]>();
});

function renderPage() {
  const openSocket = vi.fn((_examId: number): DashboardSocket => socket);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <App>
        <MemoryRouter initialEntries={['/station/dashboard']}>
          <ExamDayPage openSocket={openSocket} />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
  return openSocket;
}
const tile = (stationId: number) => screen.getByTestId(`station-${stationId}`);
const count = (stationId: number, label: string) => within(tile(stationId)).getByLabelText(new RegExp(`^${label} \\d+$`)).getAttribute('aria-label');
/** React Query tells its observers on the next tick: a pushed patch paints then. */
const push = (patch: DashboardPatch) =>
  act(async () => {
    socket.deliver(patch);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
const called = (examineeId: number, roomId: number, at = Date.now()): DashboardPatch => ({
  event: DASHBOARD_EVENTS.examinee,
  patch: { stationId: Math.floor(examineeId / 100), examinee: examinee(examineeId, { status: 'called', roomId, calledAt: at }) },
});

describe('考试看板: the snapshot patched by the dashboard socket', () => {
  it('shows every station with its counts and displays, and follows a call, a start and a display going online', async () => {
    const openSocket = renderPage();
    await screen.findByTestId('station-2');
    expect(openSocket).toHaveBeenCalledWith(1);
    expect(count(1, '候考')).toBe('候考 3');
    expect(within(tile(1)).getByText(/1\/2 在线/)).toBeInTheDocument();
    expect(within(tile(1)).getByText('空闲')).toBeInTheDocument();

    await push(called(101, 11));
    expect(count(1, '候考')).toBe('候考 2');
    expect(count(1, '已叫号')).toBe('已叫号 1');
    expect(within(tile(1)).getByText('考生101')).toBeInTheDocument();
    expect(count(2, '已叫号')).toBe('已叫号 0'); // the other station is untouched

    const startedAt = Date.now() - 16.5 * 60 * 1000; // past the station's 15 minutes
    await push({ event: DASHBOARD_EVENTS.examinee, patch: { stationId: 1, examinee: examinee(101, { status: 'inProgress', roomId: 11, calledAt: startedAt, startedAt }) } });
    expect(count(1, '考试中')).toBe('考试中 1');
    expect(within(tile(1)).getByLabelText(/^用时 16:\d\d \/ 15:00 超时$/)).toBeInTheDocument();

    await push({ event: DASHBOARD_EVENTS.display, patch: { stationId: 1, display: { ...snapshot.stations[0].displays[1], connected: true, connections: 1 } } });
    expect(within(tile(1)).getByText(/2\/2 在线/)).toBeInTheDocument();
    expect(snapshotFetches).toBe(1); // patched in place, not refetched
  });

  it('refetches the snapshot after the socket reconnects (patches sent meanwhile were lost)', async () => {
    renderPage();
    await screen.findByTestId('station-1');
    act(() => socket.setStatus('reconnecting'));
    expect(screen.getByText('连接中断，正在重连…')).toBeInTheDocument();
    snapshot.stations[0].examinees[0] = examinee(101, { status: 'done' });
    act(() => socket.setStatus('connected'));
    await waitFor(() => expect(count(1, '已完成')).toBe('已完成 1'));
    expect(snapshotFetches).toBe(2);
    expect(screen.getByText('实时更新中')).toBeInTheDocument();
  });

  it('keeps a patch that arrives while the snapshot is being read (the older snapshot does not undo it)', async () => {
    let release = () => undefined as void;
    holdSnapshot = new Promise<void>((resolve) => (release = resolve));
    renderPage();
    await waitFor(() => expect(snapshotFetches).toBe(1));
    await push(called(102, 11));
    release();
    await screen.findByTestId('station-1');
    expect(count(1, '已叫号')).toBe('已叫号 1');
    expect(within(tile(1)).getByText('考生102')).toBeInTheDocument();
  });

  it('opens the station call console in a drawer from the dashboard', async () => {
    renderPage();
    await screen.findByTestId('station-1');
    await userEvent.click(screen.getByLabelText('打开第一考站叫号台'));
    const drawer = (await screen.findByText('第一考站 · 叫号台')).closest<HTMLElement>('.ant-drawer');
    if (!drawer) throw new Error('no drawer');
    // The call console itself (StationBoard): its room, the examinee to call next and the call button.
    const room = await within(drawer).findByTestId('room-1', {}, { timeout: 5000 });
    expect(within(room).getByRole('button', { name: /叫\s*号/ })).toBeInTheDocument();
  }, 40_000); // StationBoard's antd tables and select take their time on the shared 2-core machine

  it('says so when the dashboard cannot be loaded, and retries', async () => {
    server.use(http.get(apiPath(`${examDayPaths.exam}/:examId`), () => HttpResponse.json({ code: 500, msg: '服务器错误' }), { once: true }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /重\s*试/ }, { timeout: 5000 }));
    expect(await screen.findByTestId('station-1')).toBeInTheDocument();
  });
});

describe('dashboard state', () => {
  it("opens on today's exam, else the one running now, else the newest", () => {
    const e = (examId: number, startsAt: string | null, endsAt: string | null): DashboardExam => ({ examId, examName: `考试${examId}`, startsAt, endsAt, stationCount: 1 });
    const list = [e(3, '2026-12-01 08:00:00', '2026-12-01 18:00:00'), e(2, '2026-11-25 08:00:00', '2026-11-25 18:00:00'), e(1, '2026-01-01 00:00:00', '2026-12-31 23:59:59')];
    expect(defaultExam(list, '2026-11-25 07:30:00')?.examId).toBe(2);
    expect(defaultExam(list, '2026-11-26 09:00:00')?.examId).toBe(1);
    expect(defaultExam([e(5, null, null), e(4, null, null)], '2026-11-26 09:00:00')?.examId).toBe(5);
  });

  it('counts elapsed time from the start while in progress, from the call while called, on the server clock', () => {
    expect(elapsedSeconds({ status: 'inProgress', calledAt: 0, startedAt: 60_000 }, 125_500)).toBe(65);
    expect(elapsedSeconds({ status: 'called', calledAt: 100_000, startedAt: null }, 130_000)).toBe(30);
    expect([clock(65), clock(900), clock(3725)]).toEqual(['01:05', '15:00', '1:02:05']);
  });
});
