// The daily reminders of expiring documents (ADR 0167): on each league day (Asia/Almaty, from the
// injected clock) the admins of a club are told, in the cabinet's notification list, that a
// required document of one of their people expires in 30, 14 or 3 days. The day's run is done
// by one process only (db/job-runs.ts: the day's row taken in the run's transaction), and each
// (document, threshold) is told once (document_reminders' key), so neither a restart, a second
// process nor a second run on the same or the next day tells anybody twice.
//
// Other channels plug in as `ReminderSender`s (an e-mail sender, once the league office issue
// provides SMTP and the recipients' addresses and languages): each is handed the reminders of a
// run after it committed, with the payload `documentReminderText` (@league/shared/labels)
// renders in any language. Nothing is sent for a run that rolled back.
import type { DocumentExpiringPayload, DocumentOwner } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { onceADay } from '../../db/job-runs';
import { almatyDate, type Clock } from '../../lib/clock';
import { notify } from '../notifications/index';
import { addDays, dueReminders, REMINDER_HORIZON_DAYS } from './document-reminders.rules';
import * as repository from './documents.repository';

/** The name of the daily job in `job_runs`. */
export const DOCUMENT_REMINDERS_JOB = 'document-reminders';

/** One reminder as told to one club's admins. */
export interface SentReminder {
  clubId: number;
  payload: DocumentExpiringPayload;
}

/** A channel besides the in-app list (e.g. e-mail): handed a committed run's reminders. */
export interface ReminderSender {
  send(reminders: SentReminder[]): Promise<void>;
}

export interface ReminderRun {
  /** The league day the run was for. */
  day: string;
  /** Reminders told (one per document, threshold and club), or null when the day's run was done before. */
  sent: number | null;
}

const OWNERS: DocumentOwner[] = ['player', 'staff'];

export function createDocumentRemindersService({
  db,
  clock,
  senders = [],
}: {
  db: DB;
  clock: Clock;
  senders?: ReminderSender[];
}) {
  return {
    /** The run for the league day of `now` (default: the clock's). */
    async run(now: Date = clock()): Promise<ReminderRun> {
      const day = almatyDate(now);
      let sent: SentReminder[] = [];
      const done = await onceADay(db, DOCUMENT_REMINDERS_JOB, day, async (trx, tx) => {
        sent = []; // an attempt retried after a conflict starts over
        for (const owner of OWNERS) {
          const rows = await repository.expiringDocuments(trx, owner, day, addDays(day, REMINDER_HORIZON_DAYS));
          for (const due of dueReminders(owner, rows, day)) {
            if (
              !(await repository.recordReminder(trx, {
                owner,
                documentId: due.documentId,
                threshold: due.threshold,
                expiresAt: due.expiresAt,
                sentOn: day,
              }))
            )
              continue;
            for (const club of due.clubs) {
              await notify(trx, { clubId: club.clubId }, 'document_expiring', { ...club.payload });
              sent.push(club);
            }
          }
        }
        const committed = sent;
        if (committed.length > 0 && senders.length > 0)
          tx.afterCommit(async () => void (await Promise.all(senders.map((sender) => sender.send(committed)))));
        return committed.length;
      });
      return { day, sent: done };
    },
  };
}

export type DocumentRemindersService = ReturnType<typeof createDocumentRemindersService>;
