// "Now", again every `ms` while `ticking` (a running clock, an undo's countdown).
import { useEffect, useState } from 'react';

export function useNow(ticking: boolean, ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ticking, ms]);
  return now;
}
