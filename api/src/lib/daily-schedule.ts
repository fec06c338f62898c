// A job of the API process run once a league day (Asia/Almaty) from a configured hour on
// (ADR 0167): a timer looks every `everyMs` whether the day's hour has come and the day's run is
// not done in this process yet, and then runs it. Which process does the day's work when several
// run is the job's business (db/job-runs.ts): every process may try, one does it. A process
// started after the hour runs the day's job at its first look. The clock is the app's (tests fix it).
import { almatyDate, almatyHour, type Clock } from './clock';

export interface DailySchedule {
  /** Stops the timer and waits for a run under way (the app's onClose). */
  stop(): Promise<void>;
}

export interface DailyScheduleOptions {
  /** The hour (0–23, Asia/Almaty) from which the day's run is due. */
  hour: number;
  clock: Clock;
  /** Between two looks (default 10 minutes). */
  everyMs?: number;
  /** Before the first look (default 30 s: after start-up settled). */
  firstAfterMs?: number;
  run: (now: Date) => Promise<void>;
  onError?: (error: unknown) => void;
}

export function scheduleDaily(options: DailyScheduleOptions): DailySchedule {
  const everyMs = options.everyMs ?? 10 * 60_000;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let doneFor: string | null = null;
  let running: Promise<void> | null = null;
  const next = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void look(), delay);
    timer.unref();
  };
  const look = async () => {
    const now = options.clock();
    const day = almatyDate(now);
    if (doneFor !== day && almatyHour(now) >= options.hour) {
      running = options.run(now).then(
        () => {
          doneFor = day;
        },
        (error: unknown) => options.onError?.(error),
      );
      await running;
      running = null;
    }
    next(everyMs);
  };
  next(options.firstAfterMs ?? 30_000);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
