// What the API does by itself besides answering: scheduled content published on time, the day's
// reminders of expiring documents, and the e-mail outboxes drained. Each stops with the app.
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DB } from './db/database';
import type { Clock } from './lib/clock';
import { scheduleDaily } from './lib/daily-schedule';
import { invalidatePublic } from './lib/public-version';
import { createAccountMailer } from './modules/accounts/index';
import { publishDue, scheduleClock } from './modules/content/index';
import type { composeServices } from './modules/compose';
import { feedbackReplyOutbox } from './modules/feedback/index';
import { createMailer, type Mailer } from './modules/notifications/index';

/** How often due notification e-mail is looked for besides after each cabinet write (ADR 0180). */
const MAIL_POLL_MS = 30_000;

type Services = ReturnType<typeof composeServices>;

/**
 * Scheduled news and analytics go out by themselves on every process (ADR 0260): each looks
 * every CONTENT_PUBLISH_POLL_SECONDS; one statement publishes each due item exactly once, and
 * the process that did it moves the public version of all of them. Answers the publishing clock
 * (the test hooks move it).
 */
export function schedulePublishing(app: FastifyInstance, db: DB, config: Config, clock: Clock, run: boolean) {
  const publishClock = scheduleClock(clock);
  if (!run) return publishClock;
  const timer = setInterval(() => {
    publishDue(db, publishClock(), clock())
      .then(async (published) => {
        if (published === 0) return;
        invalidatePublic();
        await app.publicVersionSync?.bump();
        app.log.info({ published }, 'scheduled content published');
      })
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'scheduled content: the look failed; the next one tries again'),
      );
  }, config.contentPublishPollSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return publishClock;
}

/**
 * The day's reminders of expiring documents, from the configured hour in Almaty; with several
 * processes each may try, one does the day (db/job-runs.ts).
 */
export function scheduleReminders(app: FastifyInstance, services: Services, config: Config, clock: Clock): void {
  if (config.documentReminderHour === null) return;
  const reminders = services.documents.reminders;
  const schedule = scheduleDaily({
    hour: config.documentReminderHour,
    clock,
    run: async (now) => {
      const run = await reminders.run(now);
      if (run.sent !== null) app.log.info(run, 'document reminders sent');
    },
    onError: (error) => app.log.warn({ err: error }, 'document reminders: the run failed; the next look tries again'),
  });
  app.addHook('onClose', async () => schedule.stop());
}

/** The notification and account mailers as one: drained and closed together. */
function appMailer(app: FastifyInstance, db: DB, config: Config & { mail: NonNullable<Config['mail']> }, clock: Clock) {
  const notificationMail = createMailer({
    db,
    clock,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    publicUrl: config.publicUrl,
    log: app.log,
    outboxes: [feedbackReplyOutbox()],
  });
  // Account e-mail (invitations, password resets; ADR 0220) goes out in the same loop.
  const accountMail = createAccountMailer({
    db,
    clock,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    log: app.log,
  });
  const mailer: Mailer = {
    drain: async () => (await notificationMail.drain()) + (await accountMail.drain()),
    close: () => {
      notificationMail.close();
      accountMail.close();
    },
  };
  return mailer;
}

/** Drains the mailer after each cabinet write and every MAIL_POLL_MS, one drain at a time. */
function keepDraining(app: FastifyInstance, mailer: Mailer, cabinetPrefix: string): void {
  let running: Promise<void> | null = null;
  let again = false;
  const kick = () => {
    if (running) {
      again = true;
      return;
    }
    running = mailer
      .drain()
      .then(() => undefined)
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'notification e-mail: the look for due mail failed; the next one tries again'),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith(cabinetPrefix)) kick();
  });
  const timer = setInterval(kick, MAIL_POLL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/**
 * E-mail of the notifications that ask for action (ADR 0180): the rows `notify` stored as due
 * are sent after the write committed — looked for after each cabinet write and every
 * MAIL_POLL_MS (a write of another process, a failure tried again). API tests drain it themselves
 * (`run` false).
 */
export function startMail(
  app: FastifyInstance,
  db: DB,
  config: Config,
  clock: Clock,
  { run, cabinetPrefix }: { run: boolean; cabinetPrefix: string },
): void {
  const mail = config.mail;
  if (!mail) return;
  const mailer = appMailer(app, db, { ...config, mail }, clock);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  if (run) keepDraining(app, mailer, cabinetPrefix);
}
