import { useEffect, useState } from 'react';

/** Seconds left, counting down once a second from `start`, stopping at 0; a new `resetKey` restarts from `start`. */
export function useCountdown(start: number, resetKey: unknown): number {
  const [state, setState] = useState({ left: start, start, resetKey });
  if (state.start !== start || state.resetKey !== resetKey) setState({ left: start, start, resetKey });
  const left = state.left;
  const running = left > 0; // at zero the countdown does nothing more (spec §4)
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setState((s) => ({ ...s, left: Math.max(0, s.left - 1) })), 1000);
    return () => clearInterval(id);
  }, [running, resetKey]);
  return left;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 905 → "15:05"; an hour or more → "1:00:05". */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
