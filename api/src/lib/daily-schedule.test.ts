// The daily schedule looks every few minutes and runs the day's job once, from the configured
// hour in Almaty on — at the first look when the process starts later in the day.
import { scheduleDaily } from './daily-schedule';

describe('scheduleDaily', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once a league day from the hour on, with the clock’s instant', async () => {
    let now = new Date('2026-03-01T02:00:00Z'); // 07:00 in Almaty
    const runs: string[] = [];
    const schedule = scheduleDaily({
      hour: 9,
      clock: () => now,
      everyMs: 600_000,
      firstAfterMs: 1000,
      run: async (at) => void runs.push(at.toISOString()),
    });
    await jest.advanceTimersByTimeAsync(1000);
    expect(runs).toEqual([]); // before 9:00
    now = new Date('2026-03-01T04:10:00Z'); // 09:10
    await jest.advanceTimersByTimeAsync(600_000);
    now = new Date('2026-03-01T04:20:00Z');
    await jest.advanceTimersByTimeAsync(600_000);
    expect(runs).toEqual(['2026-03-01T04:10:00.000Z']);
    now = new Date('2026-03-01T19:30:00Z'); // 00:30 the next day in Almaty: before the hour
    await jest.advanceTimersByTimeAsync(600_000);
    now = new Date('2026-03-02T05:00:00Z');
    await jest.advanceTimersByTimeAsync(600_000);
    expect(runs).toEqual(['2026-03-01T04:10:00.000Z', '2026-03-02T05:00:00.000Z']);
    await schedule.stop();
  });

  it('tries again at the next look after a failed run', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const schedule = scheduleDaily({
      hour: 0,
      clock: () => new Date('2026-03-01T05:00:00Z'),
      everyMs: 1000,
      firstAfterMs: 0,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
      },
      onError: (error) => errors.push(error),
    });
    await jest.advanceTimersByTimeAsync(3000);
    expect(errors).toHaveLength(1);
    expect(calls).toBe(2);
    await schedule.stop();
  });
});
