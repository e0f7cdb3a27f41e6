/**
 * 继续上次 (issue 18): the last practice the student was in — its answering link with the question on screen — kept on
 * this device (a reinstall starts afresh; the answers themselves are on the server).
 */
const STORAGE_KEY = 'medteach.lastPractice';

export interface LastPractice {
  /** `/subjectHomeWork?…&questionId=…`, opened as it is. */
  path: string;
  title: string;
  /** `MM-DD HH:mm`. */
  at: string;
}

const stamp = (d: Date) => `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

export function rememberPractice(search: string, questionKey: string, title: string, now = new Date()): void {
  const query = new URLSearchParams(search);
  query.set('questionId', questionKey);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ path: `/subjectHomeWork?${query}`, title, at: stamp(now) } satisfies LastPractice));
  } catch {
    // Storage blocked (private mode): nothing to resume next time, nothing else lost.
  }
}

export function lastPractice(): LastPractice | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<LastPractice> | null;
    return parsed && typeof parsed.path === 'string' && parsed.path.startsWith('/subjectHomeWork?') && typeof parsed.title === 'string' ? { path: parsed.path, title: parsed.title, at: String(parsed.at ?? '') } : null;
  } catch {
    return null;
  }
}
