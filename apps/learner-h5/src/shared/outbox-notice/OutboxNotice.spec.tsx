import { act, render, screen, waitFor } from '@testing-library/react';
import { createAnswerOutbox } from '../answer-outbox';
import OutboxNotice from './OutboxNotice';

class TransportDown extends Error {}
const KEY = 'spec.outbox';

function setup() {
  let reachable = false;
  const sent: unknown[] = [];
  const outbox = createAnswerOutbox<{ questionId: number }>({
    storageKey: KEY,
    storage: localStorage,
    isTransient: (e) => e instanceof TransportDown,
    send: async (body) => {
      if (!reachable) throw new TransportDown();
      sent.push(body);
    },
  });
  return { outbox, sent, setReachable: (r: boolean) => (reachable = r) };
}

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('OutboxNotice (issue 18: answers given offline)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('shows nothing while no answer waits', () => {
    setup();
    render(<OutboxNotice storageKey={KEY} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('counts answers queued offline, and drops the count once they are sent back online', async () => {
    const { outbox, sent, setReachable } = setup();
    goOnline(false);
    // Rendered without the answering screen: the outbox itself sends when the connection returns.
    render(<OutboxNotice storageKey={KEY} />);

    await act(() => outbox.submit('q1', { questionId: 1 }));
    expect(await screen.findByText('1 条答案待同步，联网后自动发送')).toBeInTheDocument();
    await act(() => outbox.submit('q2', { questionId: 2 }));
    expect(await screen.findByText('2 条答案待同步，联网后自动发送')).toBeInTheDocument();

    setReachable(true);
    goOnline(true);
    await waitFor(() => expect(sent).toEqual([{ questionId: 1 }, { questionId: 2 }]));
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
  });

  it('picks up answers another tab queued', async () => {
    render(<OutboxNotice storageKey={KEY} />);
    localStorage.setItem(KEY, JSON.stringify([{ id: 'q9', body: { questionId: 9 }, queuedAt: Date.now() }]));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: KEY })));
    expect(await screen.findByText('1 条答案待同步')).toBeInTheDocument();
  });
});
