import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { buildConsoleStation, createTestQueryClient, setupMswServer, setupTestApi, stationHandlers } from '@medteach/api-client/testing';
import { stationPaths, type ConsoleExaminee } from '@medteach/contract';
import { StationBoard } from './StationBoard';

const actions: unknown[] = [];
const server = setupMswServer();
setupTestApi();

const waiting = (examineeId: number, realName: string): ConsoleExaminee => ({ examineeId, batch: 1, realName, jobNumber: `J${examineeId}`, status: 'waiting', roomId: null });
const called: ConsoleExaminee = { examineeId: 9, batch: 1, realName: '赵敏', jobNumber: 'J9', status: 'called', roomId: 3 };
const station = buildConsoleStation({
  rooms: [
    { roomId: 1, roomName: '第1考室', current: null },
    { roomId: 2, roomName: '第2考室', current: null },
    { roomId: 3, roomName: '第3考室', current: called },
  ],
  examinees: [called, waiting(1, '王伟'), waiting(2, '李娜'), waiting(3, '张强')],
});

beforeEach(() => {
  actions.length = 0;
  server.use(
    ...stationHandlers({
      station,
      onRequest: () => undefined,
    }),
  );
  // Records the action bodies (the shared handler answers them).
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(stationPaths.consoleAction)) actions.push(await request.clone().json());
  });
});
afterEach(() => server.events.removeAllListeners());

const renderBoard = () =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <App>
        <StationBoard stationId={1} />
      </App>
    </QueryClientProvider>,
  );

describe('StationBoard (issue 17 call console fixes)', { timeout: 60_000 }, () => {
  it('pre-selects each free room’s own next in line instead of the same examinee everywhere', async () => {
    renderBoard();
    const room1 = await screen.findByTestId('room-1');
    const room2 = screen.getByTestId('room-2');
    expect(within(room1).getByText('1-王伟（候考）')).toBeInTheDocument();
    expect(within(room2).getByText('1-李娜（候考）')).toBeInTheDocument();
    await userEvent.click(within(room2).getByRole('button', { name: /叫\s*号/ }));
    await waitFor(() => expect(actions).toEqual([{ action: 'call', roomId: 2, examineeId: 2 }]));
  });

  it('asks before 过号, naming the examinee and the room, and acts only on 确定', async () => {
    renderBoard();
    const room3 = await screen.findByTestId('room-3');
    await userEvent.click(within(room3).getByRole('button', { name: /过\s*号/ }));
    const question = await screen.findByText('确认赵敏过号？第3考室将空出，可叫下一位考生');
    expect(actions).toEqual([]);
    const popup = question.closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(popup).getByRole('button', { name: /取\s*消|Cancel/ }));
    expect(actions).toEqual([]);
    await userEvent.click(within(room3).getByRole('button', { name: /开\s*始/ }));
    const start = await screen.findByText('确认赵敏在第3考室开始考试？');
    await userEvent.click(within(start.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(actions).toEqual([{ action: 'start', roomId: 3, examineeId: 9 }]));
  });
});
