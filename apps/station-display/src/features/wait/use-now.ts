import { useEffect, useState } from 'react';

/** The current time, refreshed every `refreshMs`. */
export function useNow(refreshMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), refreshMs);
    return () => clearInterval(id);
  }, [refreshMs]);
  return now;
}
