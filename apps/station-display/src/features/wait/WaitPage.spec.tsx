import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildStationExaminee, buildStationScreen, createTestQueryClient, setupMswServer, stationHandlers } from '@medteach/api-client/testing';
import type { StationScreen } from '@medteach/contract';
import { STATION_CHANGED_EVENT, STATION_EVENTS, createMemoryStationSocket, type MemoryStationSocket } from '@medteach/exam-socket';
import { CLOCK_REFRESH_MS, STATION_CALL_POPUP_MS, STATION_REFRESH_MS } from './constants';
import { SPEECH_PREFERENCE_KEY } from './use-announcer';
import WaitPage from './WaitPage';

let snapshot: StationScreen;
let screenFetches = 0;
const server = setupMswServer();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date(2026, 4, 18, 8, 30, 0));
  snapshot = buildStationScreen();
  screenFetches = 0;
  server.use(...stationHandlers({ screen: () => snapshot, onRequest: (p) => p.includes('getStationScreen') && screenFetches++ }));
});
afterEach(() => vi.useRealTimers());

function renderBoard(query = '?codeAddress=A1') {
  const socket = createMemoryStationSocket('A1');
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[`/wait${query}`]}>
        <WaitPage socket={socket} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return socket;
}
/** Delivers a socket event, then lets React Query's batched notifications (a 0 ms timer) run. */
async function deliver(socket: MemoryStationSocket, event: Parameters<MemoryStationSocket['deliver']>[0], realName: string, roomId: number) {
  act(() => socket.deliver(event, [{ realName, roomId }]));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

describe('/wait call board', () => {
  it('shows exam name, in-progress and waiting columns, the tip and the date and time', async () => {
    renderBoard();
    expect(await screen.findByText('2026年临床技能考核')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '正在考试' })).getByText('张敏')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '候考考生' })).getByText('李芳')).toBeInTheDocument();
    expect(screen.getByText('温馨提示！考试现场，保持安静！')).toBeInTheDocument();
    expect(screen.getByLabelText('clock')).toHaveTextContent('2026年05月18日 星期一 08:30');
    expect(screen.getByRole('status')).toHaveTextContent('已连接');
    expect(screen.getByRole('status')).toHaveTextContent('更新于 08:30:00');
  });

  it('refreshes the clock every 60 s', async () => {
    renderBoard();
    await screen.findByText('2026年临床技能考核');
    await act(() => vi.advanceTimersByTimeAsync(CLOCK_REFRESH_MS));
    expect(screen.getByLabelText('clock')).toHaveTextContent('08:31');
  });

  it('switches to the call list for 30 s on call_003, then back to the waiting list', async () => {
    const socket = renderBoard();
    await screen.findByText('李芳');
    await deliver(socket, STATION_EVENTS.call, '王伟', 2);
    // Name, station and room, whole (spec §4 current-call list; the board's station is named, rooms may be long).
    expect(screen.getByRole('region', { name: '当前叫号' })).toHaveTextContent('请 王伟 到 第一考站 第2考室 考试');
    expect(screen.queryByRole('region', { name: '候考考生' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(STATION_CALL_POPUP_MS - 1000));
    expect(screen.getByRole('region', { name: '当前叫号' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('region', { name: '当前叫号' })).toBeNull();
    expect(screen.getByRole('region', { name: '候考考生' })).toBeInTheDocument();
  });

  it('a recall restarts the 30 s window', async () => {
    const socket = renderBoard();
    await screen.findByText('李芳');
    await deliver(socket, STATION_EVENTS.call, '王伟', 2);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await deliver(socket, STATION_EVENTS.recall, '王伟', 2);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(screen.getByRole('region', { name: '当前叫号' })).toHaveTextContent('请 王伟 到 第一考站 第2考室 考试');
  });

  it('removes the room entry on pass_006, and on start_004 moves the examinee to the in-progress column without refetching', async () => {
    const socket = renderBoard();
    await screen.findByText('李芳');
    await deliver(socket, STATION_EVENTS.call, '王伟', 2);
    await deliver(socket, STATION_EVENTS.call, '李芳', 3);
    const calls = screen.getByRole('region', { name: '当前叫号' });
    await deliver(socket, STATION_EVENTS.pass, '李芳', 3);
    expect(calls).not.toHaveTextContent('李芳');
    expect(calls).toHaveTextContent('请 王伟 到 第一考站 第2考室 考试');

    // Were the board to refetch, it would get this (王伟 gone): the start must come from the event alone.
    snapshot = buildStationScreen({ waitList: [], examStationRoomNum: [] });
    await deliver(socket, STATION_EVENTS.start, '王伟', 2);
    expect(calls).toHaveTextContent('暂无数据');
    const inProgress = within(screen.getByRole('region', { name: '正在考试' }));
    expect(inProgress.getByText('王伟')).toBeInTheDocument();
    expect(inProgress.getByText('JS2026001')).toBeInTheDocument();
    expect(inProgress.getByText('第2考室')).toBeInTheDocument();
    expect(inProgress.getByText('张敏')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screenFetches).toBe(1);
  });

  it('keeps a called examinee on the waiting column as 已叫号 after the 30 s call display, until the start', async () => {
    const socket = renderBoard();
    await screen.findByText('李芳');
    await deliver(socket, STATION_EVENTS.call, '王伟', 2);
    await act(() => vi.advanceTimersByTimeAsync(STATION_CALL_POPUP_MS));
    // A refresh meanwhile: the server leaves called examinees out of its waiting list, the call list keeps them.
    snapshot = buildStationScreen({ waitList: [buildStationExaminee({ realName: '李芳', jobNumber: 'JS2026002' })], callList: [{ realName: '王伟', roomId: 2 }] });
    await act(() => vi.advanceTimersByTimeAsync(STATION_REFRESH_MS - STATION_CALL_POPUP_MS));
    await vi.waitFor(() => expect(screenFetches).toBe(2));
    const waiting = screen.getByRole('region', { name: '候考考生' });
    const [head, ...rows] = within(waiting).getAllByRole('row');
    const headers = within(head).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['姓名', '工号', '批次', '状态']);
    // The status sits in its own column; where to go is a line of its own, station and room whole.
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(rows[0])[0]).toBe('王伟');
    expect(cells(rows[0])[headers.indexOf('状态')]).toBe('已叫号');
    expect(within(rows[0]).getByText('请到 第一考站 第2考室')).toBeInTheDocument();
    expect(cells(rows[1])[0]).toBe('李芳');
    expect(cells(rows[1])[headers.indexOf('状态')]).toBe('候考');
    expect(rows[1]).not.toHaveTextContent('已叫号');

    await deliver(socket, STATION_EVENTS.start, '王伟', 2);
    expect(within(screen.getByRole('region', { name: '候考考生' })).queryByText('王伟')).toBeNull();
    expect(within(screen.getByRole('region', { name: '正在考试' })).getByText('王伟')).toBeInTheDocument();
  });

  it('refetches on end_007, every 600000 ms and after a reconnect', async () => {
    const socket = renderBoard();
    await screen.findByText('李芳');
    expect(screenFetches).toBe(1);

    snapshot = buildStationScreen({ examStationRoomNum: [] });
    await deliver(socket, STATION_EVENTS.end, '张敏', 1);
    await vi.waitFor(() => expect(screenFetches).toBe(2));
    await vi.waitFor(() => expect(screen.queryByText('张敏')).toBeNull());

    await act(() => vi.advanceTimersByTimeAsync(STATION_REFRESH_MS));
    await vi.waitFor(() => expect(screenFetches).toBe(3));

    act(() => socket.setStatus('reconnecting'));
    expect(screen.getByRole('status')).toHaveTextContent('正在重连');
    snapshot = buildStationScreen({ callList: [{ realName: '周杰', roomId: 4 }] });
    act(() => socket.setStatus('connected'));
    await vi.waitFor(() => expect(screenFetches).toBe(4));
    expect(screen.getByRole('status')).toHaveTextContent('已连接');
  });

  it('refetches at once when the console changed the station (station_changed), showing imported examinees', async () => {
    const socket = renderBoard();
    await screen.findByText('李芳');
    expect(screenFetches).toBe(1);

    snapshot = buildStationScreen({ waitList: [...snapshot.waitList, buildStationExaminee({ realName: '新导入', jobNumber: 'K9001', batch: 9 })] });
    act(() => socket.deliver(STATION_CHANGED_EVENT, []));
    await vi.waitFor(() => expect(screenFetches).toBe(2));
    expect(await within(screen.getByRole('region', { name: '候考考生' })).findByText('新导入')).toBeInTheDocument();
    // Not a call: the waiting column stays.
    expect(screen.queryByRole('region', { name: '当前叫号' })).toBeNull();
  });

  it('masks names when configured', async () => {
    renderBoard('?codeAddress=A1&maskName=1');
    expect(await screen.findByText('李*')).toBeInTheDocument();
    expect(screen.queryByText('李芳')).toBeNull();
  });

  describe('voice announcements', () => {
    let speak: ReturnType<typeof vi.fn>;
    beforeEach(() => {
      localStorage.clear();
      speak = vi.fn();
      vi.stubGlobal('speechSynthesis', { speak, cancel: vi.fn() });
      vi.stubGlobal('SpeechSynthesisUtterance', class { text: string; lang = ''; onerror: ((e: { error: string }) => void) | null = null; constructor(t: string) { this.text = t; } });
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      localStorage.clear();
    });

    it('announces calls by voice only after the one-tap unlock', async () => {
      const socket = renderBoard();
      await screen.findByText('李芳');
      await deliver(socket, STATION_EVENTS.call, '王伟', 2);
      expect(speak).not.toHaveBeenCalled();
      act(() => screen.getByRole('button', { name: '开启语音播报' }).click());
      expect(screen.getByText('语音已就绪')).toBeInTheDocument();
      await deliver(socket, STATION_EVENTS.recall, '王伟', 2);
      expect(speak).toHaveBeenLastCalledWith(expect.objectContaining({ text: '请王伟到第2考室考试', lang: 'zh-CN' }));
    });

    it('remembers the choice across a reload, and forgets it when switched off', async () => {
      renderBoard();
      await screen.findByText('李芳');
      act(() => screen.getByRole('button', { name: '开启语音播报' }).click());
      cleanup();

      // The reload: a new board, no tap; it speaks at once (a kiosk browser allowed speech without a gesture).
      const socket = renderBoard();
      await screen.findByText('李芳');
      expect(screen.queryByRole('button', { name: '开启语音播报' })).toBeNull();
      await deliver(socket, STATION_EVENTS.call, '王伟', 2);
      expect(speak).toHaveBeenLastCalledWith(expect.objectContaining({ text: '请王伟到第2考室考试' }));

      act(() => screen.getByRole('button', { name: '关闭语音播报' }).click());
      cleanup();
      renderBoard();
      await screen.findByText('李芳');
      expect(screen.getByRole('button', { name: '开启语音播报' })).toBeInTheDocument();
    });

    it('offers the button again when the browser refuses speech without a gesture', async () => {
      speak.mockImplementation((u: { text: string; onerror: ((e: { error: string }) => void) | null }) => u.text && u.onerror?.({ error: 'not-allowed' }));
      localStorage.setItem(SPEECH_PREFERENCE_KEY, 'on');
      const socket = renderBoard();
      await screen.findByText('李芳');
      await deliver(socket, STATION_EVENTS.call, '王伟', 2);
      expect(screen.getByRole('button', { name: '开启语音播报' })).toBeInTheDocument();
    });
  });
});
