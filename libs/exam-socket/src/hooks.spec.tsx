import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  STATION_EVENTS,
  StationSocketProvider,
  createMemoryStationSocket,
  useConnectionState,
  useRefetchOnReconnect,
  useStationEvents,
  type MemoryStationSocket,
} from './index';

function setup(ui: ReactNode, socket: MemoryStationSocket) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StationSocketProvider codeAddress={socket.codeAddress} socket={socket}>
        {ui}
      </StationSocketProvider>
    </QueryClientProvider>,
  );
}

function Status() {
  return <p>status: {useConnectionState().status}</p>;
}

function LastCall() {
  const calls: string[] = [];
  useStationEvents((event, items) => {
    if (event === STATION_EVENTS.call) calls.push(items[0].realName);
    document.title = calls.join(',');
  });
  return null;
}

let fetches = 0;
function Snapshot() {
  useRefetchOnReconnect(['station', 'screen', 'A1']);
  const { data } = useQuery({ queryKey: ['station', 'screen', 'A1'], queryFn: async () => ++fetches });
  return <p>snapshot {data}</p>;
}

describe('station socket hooks', () => {
  it('useConnectionState follows the socket', () => {
    const socket = createMemoryStationSocket('A1');
    setup(<Status />, socket);
    expect(screen.getByText('status: connected')).toBeInTheDocument();
    act(() => socket.setStatus('reconnecting'));
    expect(screen.getByText('status: reconnecting')).toBeInTheDocument();
  });

  it('useStationEvents receives the events', () => {
    const socket = createMemoryStationSocket('A1');
    setup(<LastCall />, socket);
    act(() => socket.deliver(STATION_EVENTS.call, [{ realName: '李娜', roomId: 1 }]));
    expect(document.title).toBe('李娜');
  });

  it('useRefetchOnReconnect fetches a fresh snapshot after a reconnect, not on the first connect', async () => {
    fetches = 0;
    const socket = createMemoryStationSocket('A1', 'disconnected');
    setup(<Snapshot />, socket);
    expect(await screen.findByText('snapshot 1')).toBeInTheDocument();
    act(() => socket.setStatus('connected'));
    act(() => socket.setStatus('reconnecting'));
    expect(screen.getByText('snapshot 1')).toBeInTheDocument();
    act(() => socket.setStatus('connected'));
    expect(await screen.findByText('snapshot 2')).toBeInTheDocument();
  });
});
