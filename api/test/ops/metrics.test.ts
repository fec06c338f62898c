// The Prometheus metrics (ADR 0270): refused without the scrape token, read by a Prometheus
// text-format parser, named by Prometheus's rules, carrying every family the operator's
// dashboard reads — and their values move when requests, e-mails, live messages, job runs,
// retried transactions and searches happen. On PostgreSQL the pool's use and waits show.
import { createTestApp, dbTargets, login, request, type TestApp } from '../helpers';
import type { AddressInfo } from 'node:net';
import { onceADay } from '../../src/db/job-runs';
import { inTransaction } from '../../src/db/transaction';
import type { SmtpCatcher } from '../../../test-support/smtp-catcher';
import { METRICS_TOKEN, openStream, promtoolCheck, scrape, valueOf, waitFor, type MetricFamily } from './ops-helpers';
import { closeAppWithMail, openAppWithMail, withholdDemoMail } from '../support/mail';

const FAMILIES: Record<string, MetricFamily['type']> = {
  league_http_requests_total: 'counter',
  league_http_request_duration_seconds: 'histogram',
  league_public_cache_requests_total: 'counter',
  league_db_transaction_retries_total: 'counter',
  league_db_transactions_given_up_total: 'counter',
  league_live_streams_open: 'gauge',
  league_live_messages_sent_total: 'counter',
  league_email_outbox_items: 'gauge',
  league_email_outbox_oldest_due_age_seconds: 'gauge',
  league_email_sends_total: 'counter',
  league_job_runs_total: 'counter',
  league_job_last_success_timestamp_seconds: 'gauge',
  league_search_index_builds_total: 'counter',
  league_search_index_last_build_duration_seconds: 'gauge',
  league_ready: 'gauge',
  league_readiness_transitions_total: 'counter',
  process_cpu_seconds_total: 'counter',
  nodejs_eventloop_lag_seconds: 'gauge',
};
const POOL_FAMILIES: Record<string, MetricFamily['type']> = {
  league_db_pool_connections: 'gauge',
  league_db_pool_max_connections: 'gauge',
  league_db_pool_waiting_queries: 'gauge',
  league_db_pool_wait_seconds: 'histogram',
};

describe.each(dbTargets)('metrics on %s', (target) => {
  let t: TestApp;
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    ({ t, smtp } = await openAppWithMail({
      target,
      seed: 'demo',
      config: {
        metrics: { port: 0, host: '127.0.0.1', token: METRICS_TOKEN },
        // The micro-cache on, so its hits and misses count.
        publicCacheTtlMs: 60_000,
      },
    }));
    await withholdDemoMail(t.db);
  }, 180_000);
  afterAll(() => closeAppWithMail({ t, smtp }));

  it('refuses a scrape without the token, or with another, on the product port', async () => {
    const anonymous = await request(t.app, { method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('league_');
    const wrong = await request(t.app, { method: 'GET', url: '/metrics', token: `${METRICS_TOKEN}x` });
    expect(wrong.statusCode).toBe(401);
    const right = await request(t.app, { method: 'GET', url: '/metrics', token: METRICS_TOKEN });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it("passes Prometheus's own parser and linter, with every family, named and typed by the rules", async () => {
    // A request first, so that the labelled families have series.
    await request(t.app, { method: 'GET', url: '/api/v1/news' });
    const scraped = await scrape(t.app);
    // The whole page parses (promtool's exit 1); prom-client's Node.js defaults name three gauges
    // `…_total`, which its linter points out (exit 3): the product's own families lint clean.
    expect(promtoolCheck(scraped.text).status).not.toBe(1);
    const own = scraped.text
      .split('\n')
      .filter((line) => /^(# (HELP|TYPE) )?league_/.test(line))
      .join('\n');
    expect(promtoolCheck(`${own}\n`)).toEqual({ status: 0, output: '' });
    const expected = { ...FAMILIES, ...(target === 'postgres' ? POOL_FAMILIES : {}) };
    for (const [name, type] of Object.entries(expected)) {
      expect({ name, type: scraped.families.get(name)?.type }).toEqual({ name, type });
    }
    for (const family of scraped.families.values()) {
      if (!family.name.startsWith('league_')) continue;
      expect(family.name).toMatch(/^league_[a-z0-9_]+$/);
      expect(family.help.length).toBeGreaterThan(10);
      if (family.type === 'counter') expect(family.name).toMatch(/_total$/);
      else expect(family.name).not.toMatch(/_total$/);
      // Base units only: seconds and bytes, never milliseconds or kilobytes.
      expect(family.name).not.toMatch(/_(milliseconds|ms|minutes|hours|kilobytes|megabytes)(_|$)/);
    }
    expect(valueOf(scraped, 'league_ready')).toBe(1);
  });

  it('counts requests by route template and status, their latency, and the micro-cache', async () => {
    const before = await scrape(t.app);
    const matchId = (await t.db.selectFrom('matches').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    for (let i = 0; i < 3; i++) await request(t.app, { method: 'GET', url: `/api/v1/matches/${matchId}` });
    await request(t.app, { method: 'GET', url: '/api/v1/matches/999999' });
    await request(t.app, { method: 'GET', url: '/no/such/route' });
    const after = await scrape(t.app);
    const route = { method: 'GET', route: '/api/v1/matches/:id' };
    const moved = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(moved('league_http_requests_total', { ...route, status_code: '200' })).toBe(3);
    expect(moved('league_http_requests_total', { ...route, status_code: '404' })).toBe(1);
    expect(moved('league_http_request_duration_seconds', { ...route, status_code: '200' })).toBe(3);
    expect(moved('league_http_requests_total', { route: '(unmatched)', status_code: '404' })).toBe(1);
    // One series per route, never one per URL.
    const routes = after.samples.filter((m) => m.name === 'league_http_requests_total').map((m) => m.labels.route);
    expect(routes.some((r) => /\d{3,}/.test(r))).toBe(false);
    expect(moved('league_public_cache_requests_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(moved('league_public_cache_requests_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
  });

  it('shows the outbox, its oldest due e-mail and the sends as they happen', async () => {
    const admin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@league.test')
      .executeTakeFirstOrThrow();
    const entry = await t.db
      .selectFrom('tournament_teams')
      .select(['team_id', 'tournament_id'])
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('notifications')
      .values({
        user_id: admin.id,
        kind: 'entry_requested',
        payload: JSON.stringify({ team_id: entry.team_id, tournament_id: entry.tournament_id }),
        email_state: 'due',
        created_at: new Date(Date.now() - 3_600_000),
      })
      .execute();
    // Figures read from the database are shared by the scrapes of one second.
    await waitFor(
      async () => valueOf(await scrape(t.app), 'league_email_outbox_items', { state: 'due' }) === 1,
      'the due e-mail in the outbox',
    );
    const before = await scrape(t.app);
    expect(valueOf(before, 'league_email_outbox_oldest_due_age_seconds')).toBeGreaterThanOrEqual(3_600);
    expect(await t.app.mailer!.drain()).toBe(1);
    await smtp.received(1);
    await waitFor(async () => {
      const after = await scrape(t.app);
      return valueOf(after, 'league_email_outbox_items', { state: 'due' }) === 0;
    }, 'the outbox to be empty');
    const after = await scrape(t.app);
    expect(valueOf(after, 'league_email_outbox_oldest_due_age_seconds')).toBe(0);
    expect(
      valueOf(after, 'league_email_sends_total', { outcome: 'sent' }) -
        valueOf(before, 'league_email_sends_total', { outcome: 'sent' }),
    ).toBe(1);
  });

  it('counts live streams and the messages written to them', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
    const matchId = (await t.db.selectFrom('matches').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const before = await scrape(t.app);
    const stream = openStream(`${base}/matches/${matchId}/live`);
    try {
      await waitFor(() => stream.frames.some((f) => f.event === 'ready'), 'the stream to open');
      expect(valueOf(await scrape(t.app), 'league_live_streams_open')).toBe(1);
      await t.db
        .insertInto('goals')
        .values({ match_id: matchId, team_type: 'host', method: 'goal', minute: 17, match_scope: 'regular' })
        .execute();
      await waitFor(() => stream.frames.some((f) => f.event === 'match'), 'the goal to reach the stream');
      const after = await scrape(t.app);
      expect(
        valueOf(after, 'league_live_messages_sent_total') - valueOf(before, 'league_live_messages_sent_total'),
      ).toBe(1);
    } finally {
      stream.close();
    }
    await waitFor(async () => valueOf(await scrape(t.app), 'league_live_streams_open') === 0, 'the stream to close');
  });

  it('answers on its own port, bound to the loopback address, with the token asked there too', async () => {
    const address = t.app.metricsAddress?.();
    expect(address?.address).toBe('127.0.0.1');
    const url = `http://127.0.0.1:${address!.port}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    const scraped = await fetch(url, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('league_http_requests_total');
    expect((await fetch(`http://127.0.0.1:${address!.port}/api/v1/news`)).status).toBe(404);
  });

  it('counts job runs and their last success, retried transactions and search index builds', async () => {
    const before = await scrape(t.app);
    expect(await onceADay(t.db, 'metrics-test', '2026-03-01', async () => 2)).toBe(2);
    expect(await onceADay(t.db, 'metrics-test', '2026-03-01', async () => 2)).toBeNull();
    let attempts = 0;
    await inTransaction(t.db, async () => {
      attempts += 1;
      if (attempts === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    const token = await login(t.app, 'admin@league.test');
    await request(t.app, { method: 'GET', url: '/api/v1/search?q=ал', token });
    const after = await scrape(t.app);
    const moved = (name: string, labels: Record<string, string> = {}) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(moved('league_job_runs_total', { job: 'metrics-test', outcome: 'done' })).toBe(1);
    expect(moved('league_job_runs_total', { job: 'metrics-test', outcome: 'skipped' })).toBe(1);
    await waitFor(
      async () =>
        valueOf(await scrape(t.app), 'league_job_last_success_timestamp_seconds', { job: 'metrics-test' }) > 0,
      "the job's run in job_runs",
    );
    const lastSuccess = valueOf(await scrape(t.app), 'league_job_last_success_timestamp_seconds', {
      job: 'metrics-test',
    });
    expect(Math.abs(lastSuccess - Date.now() / 1000)).toBeLessThan(600);
    expect(moved('league_db_transaction_retries_total', { code: '40P01' })).toBe(1);
    expect(moved('league_search_index_builds_total')).toBeGreaterThanOrEqual(1);
    if (target === 'postgres') {
      expect(valueOf(after, 'league_db_pool_wait_seconds')).toBeGreaterThan(0);
      expect(valueOf(after, 'league_db_pool_max_connections')).toBe(4);
    }
  });
});

describe('metrics not configured', () => {
  it('serves none: /metrics is a 404 with or without a token', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.ops.registry).toBeNull();
      for (const token of [undefined, METRICS_TOKEN]) {
        const response = await request(t.app, { method: 'GET', url: '/metrics', token });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('league_');
      }
    } finally {
      await t.close();
    }
  });
});
