import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSkillInfo, buildSkillQuestion, buildStationScreen, createTestQueryClient, setupMswServer, stationHandlers } from '@medteach/api-client/testing';
import { STATION_START_RELOAD_DELAY_MS, type ExamSkillQuestion, type SkillInfo, type StationScreen } from '@medteach/contract';
import { STATION_EVENTS, createMemoryStationSocket } from '@medteach/exam-socket';
import { chineseNumeral } from './messages';
import PaperPage from './PaperPage';

let skillInfo: SkillInfo;
let stationScreen: StationScreen;
let questions: ExamSkillQuestion[] | undefined;
let skillInfoFetches = 0;
const requests: URL[] = [];
const server = setupMswServer();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  skillInfo = buildSkillInfo({ lastTime: 125 });
  stationScreen = buildStationScreen();
  questions = undefined;
  skillInfoFetches = 0;
  requests.length = 0;
  server.use(
    ...stationHandlers({
      skillInfo: () => skillInfo,
      screen: () => stationScreen,
      questions: () => questions ?? buildSkillInfo().examSkillQuestionDTOs,
      device: { deviceId: 3, codeAddress: 'R1', stationId: 1, roomId: 1 },
      onRequest: (path, url) => {
        requests.push(url);
        if (path.includes('getSkillInfo')) skillInfoFetches++;
      },
    }),
  );
});
afterEach(() => vi.useRealTimers());

function renderPaper(query: string) {
  const socket = createMemoryStationSocket('R1');
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[`/paper${query}`]}>
        <PaperPage socket={socket} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return socket;
}
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Taps 下一步 and waits for the confirm dialog to finish opening (antd-mobile ignores taps while it animates). */
async function askNext() {
  await user().click(screen.getByRole('button', { name: '下一步' }));
  expect(await screen.findByText('是否确定进入“下一步”?')).toBeInTheDocument();
  await tick(500);
}
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe('chineseNumeral', () => {
  it('writes step numbers in Chinese', () => {
    expect([1, 3, 10, 12, 20, 35].map(chineseNumeral)).toEqual(['一', '三', '十', '十二', '二十', '三十五']);
  });
});

describe('/paper with examSkillIds', () => {
  it('loads those questions and counts down from the time parameter, doing nothing at zero', async () => {
    renderPaper('?examSkillIds=1,2&time=3&token=abc');
    expect(await screen.findByText('共2题')).toBeInTheDocument();
    const asked = requests.find((u) => u.pathname.endsWith('/getByIds'));
    expect(asked?.searchParams.get('examSkillIds')).toBe('1,2');
    expect(asked?.searchParams.get('token')).toBe('abc');
    expect(screen.getByRole('timer')).toHaveTextContent('剩余时间 00:03');
    await tick(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:02');
    await tick(5000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(screen.getByText('共2题')).toBeInTheDocument(); // nothing else happens at zero
  });
});

describe('steps and tabs', () => {
  it('walks the steps with a confirm, hides previous at step 1 and next at the last, resets on tab switch', async () => {
    renderPaper('?examSkillIds=1,2&time=600');
    expect(await screen.findByText('考试内容 (1/3)')).toBeInTheDocument();
    expect(screen.getByText('一、请判断患者意识。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '上一步' })).toBeNull();

    await askNext();
    await user().click(screen.getByRole('button', { name: '取消' }));
    expect(screen.getByText('考试内容 (1/3)')).toBeInTheDocument();

    for (const expected of ['考试内容 (2/3)', '考试内容 (3/3)']) {
      await askNext();
      await user().click(screen.getByRole('button', { name: '确定' }));
      expect(await screen.findByText(expected)).toBeInTheDocument();
      await tick(500); // dialog closes
    }
    expect(screen.getByText('三、请说出复苏后的处理要点。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull();
    await user().click(screen.getByRole('button', { name: '上一步' }));
    expect(screen.getByText('考试内容 (2/3)')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByRole('img', { name: 'ecg.png' })).toHaveAttribute('src', expect.stringContaining('/file/station/ecg.png'));

    await user().click(screen.getByRole('tab', { name: '试题2' }));
    expect(screen.getByText('考试内容 (1/1)')).toBeInTheDocument();
    await user().click(screen.getByRole('tab', { name: '试题1' }));
    expect(screen.getByText('考试内容 (1/3)')).toBeInTheDocument();
  });
});

describe('/paper real-time room mode', () => {
  it('counts down from lastTime, stops at 0, and reloads 3 s after start_004 for its own room', async () => {
    skillInfo = buildSkillInfo({ lastTime: 2 });
    const socket = renderPaper('?codeAddress=R1');
    expect(await screen.findByText('共2题')).toBeInTheDocument();
    await vi.waitFor(() => expect(requests.some((u) => u.pathname.endsWith('/getDeviceInfo/R1'))).toBe(true));
    await tick(3000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(skillInfoFetches).toBe(1);

    act(() => socket.deliver(STATION_EVENTS.start, [{ realName: '王伟', roomId: 2 }])); // another room
    await tick(STATION_START_RELOAD_DELAY_MS);
    expect(skillInfoFetches).toBe(1);

    skillInfo = buildSkillInfo({ lastTime: 900 });
    act(() => socket.deliver(STATION_EVENTS.start, [{ realName: '李芳', roomId: 1 }]));
    await tick(STATION_START_RELOAD_DELAY_MS - 100);
    expect(skillInfoFetches).toBe(1);
    await tick(100);
    await vi.waitFor(() => expect(skillInfoFetches).toBe(2));
    await vi.waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('15:00'));
  });

  it('between examinees shows the room, the station and who is called to it, live', async () => {
    skillInfo = { lastTime: 0, examSkillQuestionDTOs: [] };
    stationScreen = buildStationScreen({ callList: [{ realName: '王伟', roomId: 2 }] });
    const socket = renderPaper('?codeAddress=R1');
    expect(await screen.findByText('等待考试开始')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '第1考室' })).toBeInTheDocument();
    expect(await screen.findByText('第一考站')).toBeInTheDocument();
    expect(screen.getByText('2026年临床技能考核')).toBeInTheDocument();
    expect(screen.getByText('等待叫号')).toBeInTheDocument(); // 王伟 is called to room 2, not here

    act(() => socket.deliver(STATION_EVENTS.call, [{ realName: '李芳', roomId: 1 }]));
    expect(await screen.findByText('李芳')).toBeInTheDocument();
    expect(screen.getByText('待考考生')).toBeInTheDocument();
    act(() => socket.deliver(STATION_EVENTS.pass, [{ realName: '李芳', roomId: 1 }]));
    expect(await screen.findByText('等待叫号')).toBeInTheDocument();
  });
});

describe('media that cannot be played', () => {
  it('shows an error with a retry instead of a player that spins forever', async () => {
    questions = [buildSkillQuestion({ examSkillQuestionParts: [{ id: 1, description: '观看视频。', descriptionFileUrl: '/file/station/missing.mp4' }], examSkillQuestionDetails: [] })];
    renderPaper('?examSkillIds=1&time=600');
    const video = await screen.findByLabelText('missing.mp4');
    expect(video.tagName).toBe('VIDEO');
    fireEvent.error(video);
    expect(screen.getByRole('alert')).toHaveTextContent('视频无法播放，请联系考务人员');
    await user().click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('missing.mp4').tagName).toBe('VIDEO');
  });
});
