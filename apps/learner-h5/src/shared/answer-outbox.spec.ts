import { createAnswerOutbox, type OutboxStorage } from './answer-outbox';

class TransportDown extends Error {}
const memoryStorage = (): OutboxStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};

function setup(storage = memoryStorage()) {
  const sent: unknown[] = [];
  let mode: 'ok' | 'down' | 'refuse' = 'ok';
  const outbox = createAnswerOutbox<{ questionId: number; result: string }>({
    storageKey: 'outbox',
    storage,
    isTransient: (e) => e instanceof TransportDown,
    send: async (body) => {
      if (mode === 'down') throw new TransportDown();
      if (mode === 'refuse') throw new Error('refused');
      sent.push(body);
    },
  });
  return { outbox, sent, storage, setMode: (m: typeof mode) => (mode = m) };
}

describe('answer outbox', () => {
  it('sends at once when the server answers', async () => {
    const { outbox, sent } = setup();
    expect(await outbox.submit('q1', { questionId: 1, result: 'A' })).toBe('sent');
    expect(sent).toEqual([{ questionId: 1, result: 'A' }]);
    expect(outbox.pending()).toEqual([]);
  });

  it('keeps a transport failure in storage and re-sends it later, surviving a reload', async () => {
    const first = setup();
    first.setMode('down');
    expect(await first.outbox.submit('q1', { questionId: 1, result: 'A' })).toBe('queued');
    expect(await first.outbox.submit('q2', { questionId: 2, result: 'B' })).toBe('queued');
    await first.outbox.flush();
    expect(first.outbox.pending()).toHaveLength(2);

    // A new page load on the same device, back online.
    const second = setup(first.storage);
    await second.outbox.flush();
    expect(second.sent).toEqual([
      { questionId: 1, result: 'A' },
      { questionId: 2, result: 'B' },
    ]);
    expect(second.outbox.pending()).toEqual([]);
  });

  it('drops a refused answer: the caller reverts it and nothing is retried', async () => {
    const { outbox, setMode } = setup();
    setMode('refuse');
    expect(await outbox.submit('q1', { questionId: 1, result: 'A' })).toBe('refused');
    expect(outbox.pending()).toEqual([]);
  });

  it('a newer answer to the same question replaces the queued one', async () => {
    const { outbox, sent, setMode } = setup();
    setMode('down');
    await outbox.submit('q1', { questionId: 1, result: 'A' });
    setMode('ok');
    await outbox.submit('q1', { questionId: 1, result: 'C' });
    await outbox.flush();
    expect(sent).toEqual([{ questionId: 1, result: 'C' }]);
  });
});
