import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` (e.g. to move the "now" marker of a schedule). */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}
