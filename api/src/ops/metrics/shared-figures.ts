// Figures every process reads from the database when scraped (ADR 0270): the e-mail outbox
// (notifications by `email_state`, and how long the oldest due one has waited) and each daily
// job's last successful run (`job_runs`: a row commits only with its day's work). They are the
// same whichever process answers — the outbox and the runs are shared — so a dashboard takes
// their max over the processes. One read per scrape, shared by the gauges; a database that
// does not answer leaves them out (readiness says why).
import { defineGauge } from './define';
import { sql } from 'kysely';
import type { Registry } from 'prom-client';
import type { DB } from '../../db/database';

const OUTBOX_STATES = ['due', 'sending', 'failed'] as const;
const KEEP_MS = 1_000;

interface Figures {
  outbox: Record<(typeof OUTBOX_STATES)[number], number>;
  oldestDueSeconds: number;
  lastSuccess: Array<{ job: string; at: number }>;
}

async function readFigures(db: DB): Promise<Figures> {
  const [outbox, jobs] = await Promise.all([
    sql<{ state: string; count: number; oldest: number | null }>`
      select email_state as state, count(*)::int as count,
             extract(epoch from now() - min(created_at))::float8 as oldest
      from notifications where email_state in ('due', 'sending', 'failed') group by email_state`.execute(db),
    sql<{ job: string; at: number }>`
      select job, extract(epoch from max(started_at))::float8 as at from job_runs group by job`.execute(db),
  ]);
  const figures: Figures = { outbox: { due: 0, sending: 0, failed: 0 }, oldestDueSeconds: 0, lastSuccess: [] };
  for (const row of outbox.rows) {
    if (row.state in figures.outbox) figures.outbox[row.state as keyof Figures['outbox']] = Number(row.count);
    if (row.state === 'due') figures.oldestDueSeconds = Math.max(0, Number(row.oldest ?? 0));
  }
  figures.lastSuccess = jobs.rows.map((row) => ({ job: row.job, at: Number(row.at) }));
  return figures;
}

export function registerSharedFigures(db: DB, registry: Registry): void {
  let kept: { at: number; figures: Promise<Figures | null> } | null = null;
  const figures = () => {
    if (!kept || performance.now() - kept.at > KEEP_MS)
      kept = { at: performance.now(), figures: readFigures(db).catch(() => null) };
    return kept.figures;
  };
  defineGauge({
    name: 'league_email_outbox_items',
    help: 'Notification e-mails in the outbox by state: due (to send), sending (claimed by a process), failed (given up).',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      const found = await figures();
      if (found) for (const state of OUTBOX_STATES) this.set({ state }, found.outbox[state]);
    },
  });
  defineGauge({
    name: 'league_email_outbox_oldest_due_age_seconds',
    help: 'How long the oldest due notification e-mail has waited (0 when none is due).',
    registers: [registry],
    async collect() {
      const found = await figures();
      this.set(found ? found.oldestDueSeconds : Number.NaN);
    },
  });
  defineGauge({
    name: 'league_job_last_success_timestamp_seconds',
    help: "When each daily job's last successful run started (Unix time), by any process.",
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      this.reset();
      const found = await figures();
      for (const { job, at } of found?.lastSuccess ?? []) this.set({ job }, at);
    },
  });
}
