// Routes only end-to-end tests use (ADR 0168), registered by app.ts when LEAGUE_TEST_HOOKS=1
// (config.ts refuses it with NODE_ENV=production): not part of the product's API, so not endpoint
// objects and not in the OpenAPI document. For a super_admin only.
//   POST /api/v1/cabinet/test-hooks/document-reminders { now }: the day's reminders of expiring
//   documents run as of that instant (a fixed clock for one run; ADR 0167), answering { day, sent }.
//   POST /api/v1/cabinet/test-hooks/publish-clock { now }: the clock the schedule of news and
//   analytics reads is moved to that instant and runs on from there (ADR 0260); the process's own
//   look then publishes what became due, as it would when the time really came. The clock only
//   moves forward (an earlier instant leaves it where it is), and the answer is its time.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';
import { ok } from '../lib/validate';
import type { Clock } from '../lib/clock';
import type { DocumentRemindersService } from '../modules/documents/index';

export async function registerTestHooks(
  app: FastifyInstance,
  prefix: string,
  {
    reminders,
    publishClock,
  }: { reminders: DocumentRemindersService; publishClock: Clock & { shift(ms: number): void } },
): Promise<void> {
  const instant = (body: unknown): Date => {
    const raw = (body as { now?: unknown } | null)?.now;
    const now = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(raw) ? new Date(raw) : null;
    if (!now || Number.isNaN(now.getTime()))
      throw new AppError('validation_failed', { fields: { now: [{ rule: 'required' }] } });
    return now;
  };
  app.post(
    `${prefix}/cabinet/test-hooks/publish-clock`,
    { onRequest: app.requireRole('super_admin') },
    async (request) => {
      const target = Math.max(instant(request.body).getTime(), publishClock().getTime());
      publishClock.shift(0);
      publishClock.shift(target - publishClock().getTime());
      return ok({ now: publishClock().toISOString() });
    },
  );
  app.post(
    `${prefix}/cabinet/test-hooks/document-reminders`,
    { onRequest: app.requireRole('super_admin') },
    async (request) => {
      const raw = (request.body as { now?: unknown } | null)?.now;
      const now = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(raw) ? new Date(raw) : null;
      if (!now || Number.isNaN(now.getTime()))
        throw new AppError('validation_failed', { fields: { now: [{ rule: 'required' }] } });
      return ok(await reminders.run(now));
    },
  );
}
