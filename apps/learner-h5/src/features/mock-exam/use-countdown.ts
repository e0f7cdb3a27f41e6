import { useEffect, useRef, useState } from 'react';

const TICK_MS = 1000;

/**
 * Time left until the server's deadline. The server's clock at the time of the reply (`serverNow`) fixes this
 * device's offset once, so a wrong phone clock does not shorten or stretch the exam, and a reload counts on from the
 * same deadline (nothing restarts locally). `onZero` runs once when the time is up.
 */
export function useCountdown(deadline: number, serverNow: number, onZero: () => void): number {
  const offset = useRef<number | null>(null);
  if (offset.current === null) offset.current = serverNow - Date.now();
  const left = () => deadline - (Date.now() + (offset.current ?? 0));
  const [remaining, setRemaining] = useState(left);
  const fired = useRef(false);
  const zero = useRef(onZero);
  zero.current = onZero;

  useEffect(() => {
    const tick = () => {
      const now = left();
      setRemaining(now);
      if (now <= 0 && !fired.current) {
        fired.current = true;
        zero.current();
      }
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the deadline is fixed for an attempt
  }, [deadline]);
  return remaining;
}
