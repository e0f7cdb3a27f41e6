/**
 * Where the student is in a running 模拟考试: the question on screen, kept on this device per attempt, so a reload or
 * a crash reopens that question rather than question 1 (the answers, flags and clock are on the server). Kept for the
 * last few attempts only: one the server submitted at its deadline is never seen to finish here.
 */
const STORAGE_KEY = 'medteach.mockExamPosition';
const KEPT_ATTEMPTS = 10;

type Positions = Record<string, string>;

function read(): Positions {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function write(positions: Positions): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage blocked (private mode): a reload opens question 1, nothing else is lost.
  }
}

/** The question key (question id) last on screen in this attempt, or null. */
export function examPosition(attemptId: number): string | null {
  const key = read()[String(attemptId)];
  return typeof key === 'string' ? key : null;
}

export function rememberExamPosition(attemptId: number, questionKey: string): void {
  const { [String(attemptId)]: _previous, ...others } = read();
  // Newest last: the oldest attempts drop out first.
  const kept = Object.entries(others).slice(-(KEPT_ATTEMPTS - 1));
  write({ ...Object.fromEntries(kept), [String(attemptId)]: questionKey });
}

export function forgetExamPosition(attemptId: number): void {
  const { [String(attemptId)]: _gone, ...others } = read();
  write(others);
}
