/**
 * The answer outbox's signals (issue 18), apart from the outbox itself: the app layout reads them on every screen to
 * decide whether to load the offline notice at all, so they carry no other code into the entry route.
 */

/** Where the learner app keeps its answers waiting to be sent (answering-queries.ts's outbox). */
export const ANSWER_OUTBOX_STORAGE_KEY = 'medteach.answerOutbox';
/**
 * Fired on `window` after every change of an outbox (detail: its storage key), so an app-wide count (the outbox
 * notice) follows it without loading the answering code; other tabs see the change as a `storage` event.
 */
export const OUTBOX_CHANGE_EVENT = 'medteach:outbox-change';

/** How many entries the outbox stored under `storageKey` holds (0 when unreadable). */
export function storedOutboxSize(storage: Pick<Storage, 'getItem'> | null, storageKey: string): number {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
}

/** Calls `listener` whenever the outbox under `storageKey` changes, in this tab or another; returns the unsubscribe. */
export function subscribeOutbox(storageKey: string, listener: () => void, win: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const onChange = (event: Event) => {
    const key = event instanceof CustomEvent ? event.detail : (event as StorageEvent).key;
    if (key === storageKey || key === null) listener(); // null: another tab cleared the storage
  };
  win.addEventListener(OUTBOX_CHANGE_EVENT, onChange);
  win.addEventListener('storage', onChange);
  return () => {
    win.removeEventListener(OUTBOX_CHANGE_EVENT, onChange);
    win.removeEventListener('storage', onChange);
  };
}
