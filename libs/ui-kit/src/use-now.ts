import { useEffect, useState } from 'react';

/** A live clock (teaching 打卡 screen, station wait board) ticks once a second unless told otherwise. */
export const CLOCK_TICK_MS = 1000;

/** The current time, re-rendered every `refreshMs`; the timer stops when the component unmounts. */
export function useNow(refreshMs: number = CLOCK_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return now;
}
