import { useEffect, useState } from 'react';

/** The live clock ticks once a second. */
export const CLOCK_TICK_MS = 1000;

/** The current time, re-rendered every tick. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
