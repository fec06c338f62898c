// "Now", again every `ms` while `ticking` (a running clock), and once at once when it starts.
import { useEffect, useState } from 'react';

export function useNow(ticking: boolean, ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const first = setTimeout(() => setNow(Date.now()), 0);
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [ticking, ms]);
  return now;
}
