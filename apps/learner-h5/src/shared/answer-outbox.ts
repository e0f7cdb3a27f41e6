/**
 * Keeps answers that could not reach the server (spec §8: a failed answer shows no message; issue 3: a transport
 * failure must not silently lose it). Every answer goes through `submit`: it is sent at once; when the network or
 * server is unreachable it stays in a small persistent outbox (localStorage) and is re-sent in the background —
 * on a timer, when the browser comes back online and the next time the app starts. A business refusal (the server
 * answered with a non-200 code) is final: the entry is dropped and the caller reverts the answer.
 */

export interface OutboxEntry<T> {
  /** Unique per answer: a later answer to the same question replaces an earlier queued one. */
  id: string;
  body: T;
  queuedAt: number;
}

export interface OutboxStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface AnswerOutboxOptions<T> {
  storageKey: string;
  storage: OutboxStorage | null;
  send: (body: T) => Promise<unknown>;
  /** True for failures worth retrying (no answer from the server). */
  isTransient: (error: unknown) => boolean;
  retryEveryMs?: number;
  /** Entries older than this are given up (the question was answered long ago in another session). */
  maxAgeMs?: number;
  now?: () => number;
}

export type SubmitOutcome = 'sent' | 'queued' | 'refused';

import { OUTBOX_CHANGE_EVENT } from './outbox-signal';

export { ANSWER_OUTBOX_STORAGE_KEY, OUTBOX_CHANGE_EVENT, storedOutboxSize, subscribeOutbox } from './outbox-signal';

/** Spec-free numbers of the retry policy. */
export const OUTBOX_RETRY_MS = 15_000;
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Keeps a broken device from filling its storage. */
export const OUTBOX_MAX_ENTRIES = 500;

export interface AnswerOutbox<T> {
  submit(id: string, body: T): Promise<SubmitOutcome>;
  /** Re-sends everything queued; resolves when the pass is done. */
  flush(): Promise<void>;
  pending(): OutboxEntry<T>[];
  /** Starts background retries; returns the stop function. */
  start(win?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'>): () => void;
}

export function createAnswerOutbox<T>(options: AnswerOutboxOptions<T>): AnswerOutbox<T> {
  const { storageKey, storage, send, isTransient } = options;
  const now = options.now ?? Date.now;
  const maxAge = options.maxAgeMs ?? OUTBOX_MAX_AGE_MS;
  let memory: OutboxEntry<T>[] = [];
  let flushing: Promise<void> | null = null;

  const read = (): OutboxEntry<T>[] => {
    if (!storage) return memory;
    try {
      const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? '[]');
      return Array.isArray(parsed) ? (parsed as OutboxEntry<T>[]) : [];
    } catch {
      return [];
    }
  };
  const write = (entries: OutboxEntry<T>[]) => {
    const kept = entries.slice(-OUTBOX_MAX_ENTRIES);
    memory = kept;
    try {
      storage?.setItem(storageKey, JSON.stringify(kept));
    } catch {
      // Storage full or blocked (private mode): the in-memory copy still retries while the page lives.
    }
    if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(OUTBOX_CHANGE_EVENT, { detail: storageKey }));
  };
  const remove = (id: string) => write(read().filter((e) => e.id !== id));
  const enqueue = (id: string, body: T) => write([...read().filter((e) => e.id !== id), { id, body, queuedAt: now() }]);

  const flushOnce = async () => {
    for (const entry of read()) {
      if (now() - entry.queuedAt > maxAge) {
        remove(entry.id);
        continue;
      }
      try {
        await send(entry.body);
        remove(entry.id);
      } catch (error) {
        if (!isTransient(error)) remove(entry.id);
        else return; // still unreachable: try the rest next time, in order
      }
    }
  };

  const flush = () => {
    flushing ??= flushOnce().finally(() => {
      flushing = null;
    });
    return flushing;
  };
  // For the page's lifetime, not just while a screen has started retries: answers queued on the answering screen
  // are sent when the connection returns even after the learner has moved on (issue 18, the app-wide count).
  if (typeof window !== 'undefined') window.addEventListener('online', () => void flush());

  return {
    async submit(id, body) {
      // A newer answer to the same question supersedes a queued one.
      remove(id);
      try {
        await send(body);
        return 'sent';
      } catch (error) {
        if (!isTransient(error)) return 'refused';
        enqueue(id, body);
        return 'queued';
      }
    },
    flush,
    pending: () => read(),
    start(win = window) {
      const retry = () => void this.flush();
      retry();
      const timer = win.setInterval(retry, options.retryEveryMs ?? OUTBOX_RETRY_MS);
      win.addEventListener('online', retry);
      return () => {
        win.clearInterval(timer);
        win.removeEventListener('online', retry);
      };
    },
  };
}
