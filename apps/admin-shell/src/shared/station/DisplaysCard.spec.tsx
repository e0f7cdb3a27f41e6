import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { buildConsoleStation, createTestQueryClient, setupMswServer, setupTestApi, stationHandlers } from '@medteach/api-client/testing';
import { stationPaths } from '@medteach/contract';
import { DisplaysCard } from './DisplaysCard';

const calls: { path: string; body: unknown }[] = [];
const server = setupMswServer();
setupTestApi();
beforeEach(() => {
  calls.length = 0;
  server.use(...stationHandlers({ onRequest: (path, url) => calls.push({ path, body: url.pathname }) }));
});

const renderCard = () =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <App>
        <DisplaysCard station={buildConsoleStation()} />
      </App>
    </QueryClientProvider>,
  );

describe('DisplaysCard (display pairing, issue 14 rows 4-5)', () => {
  it('issues a key for an unpaired display and shows its pairing link once', async () => {
    renderCard();
    const r1 = screen.getByRole('row', { name: /R1/ });
    expect(within(r1).getByText('未配对')).toBeInTheDocument();
    await userEvent.click(within(r1).getByRole('button', { name: '生成配对链接' }));
    const dialog = await screen.findByRole('dialog', { name: '显示屏 R1 的配对链接' });
    expect(within(dialog).getByTestId('pairing-link')).toHaveTextContent(`${location.origin}/station/#/paper?codeAddress=R1&deviceKey=key-of-R1`);
    expect(calls.map((c) => c.path)).toEqual([stationPaths.consoleDeviceKey]);
  });

  it('revokes a paired display only after confirmation', async () => {
    renderCard();
    const a1 = screen.getByRole('row', { name: /A1/ });
    expect(within(a1).getByText('已配对')).toBeInTheDocument();
    await userEvent.click(within(a1).getByRole('button', { name: '撤销配对' }));
    expect(await screen.findByText('撤销后该显示屏立即断开，不能再显示考试信息。确定撤销吗？')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual([stationPaths.consoleDeviceKeyRevoke]));
    expect(await screen.findByText('已撤销配对')).toBeInTheDocument();
  });

  it('turns name masking on for the station', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('switch', { name: '姓名脱敏' }));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual([stationPaths.consoleMaskNames]));
  });
});
