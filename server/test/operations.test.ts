// Running the product as a service (ADR 0270, 0271): the compose file health-checks the product
// server by /readyz and gives it time to drain; the public nginx hides the probes and metrics;
// the example Prometheus configuration and alert rules pass Prometheus's own checker (promtool,
// Debian package `prometheus`), and so does every query of the Grafana dashboard; dashboard and
// alerts name only metrics the API defines, and the dashboard shows every one of them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRepoRoot } from '@league/api/config';

const root = findRepoRoot(__dirname);
const read = (path: string) => readFileSync(join(root, path), 'utf8');

function promtool(...args: string[]): { status: number | null; output: string } {
  const run = spawnSync('promtool', args, { cwd: root, encoding: 'utf8' });
  if (run.error) throw new Error(`promtool is needed (apt-get install prometheus): ${run.error.message}`);
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The metric families the API defines (api/src/ops/metrics), by name. */
function definedMetrics(): Set<string> {
  const dir = join(root, 'api/src/ops/metrics');
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts')))
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(/'(league_[a-z0-9_]+)'/g)) names.add(match[1]);
  return names;
}

/** The league_ families a query names (a histogram's _bucket/_sum/_count as the histogram). */
const namedIn = (expr: string) =>
  [...expr.matchAll(/\b(league_[a-z0-9_]+)/g)].map((m) => m[1].replace(/_(bucket|sum|count)$/, ''));

interface Panel {
  type: string;
  title: string;
  targets?: Array<{ expr: string }>;
}

const dashboard = () => JSON.parse(read('deploy/grafana/league-dashboard.json')) as { uid: string; panels: Panel[] };
const dashboardQueries = () => dashboard().panels.flatMap((panel) => (panel.targets ?? []).map((t) => t.expr));

describe('operations files', () => {
  it('the compose file checks readiness, gives the drain time and keeps metrics off the published ports', () => {
    const compose = read('docker-compose.yml');
    const api = /\n {2}api:\n([\s\S]*?)\n {2}\S/.exec(compose)?.[1] ?? '';
    expect(api).toMatch(/healthcheck:\s+test:\s*\[[^\]]*\/readyz/);
    const grace = Number(/stop_grace_period: (\d+)s/.exec(api)?.[1]);
    const delay = Number(/SHUTDOWN_DELAY_MS: "(\d+)"/.exec(api)?.[1]);
    expect(grace * 1000).toBeGreaterThan(delay + 25_000);
    expect(api).toMatch(/METRICS_PORT: "9464"/);
    expect(api).not.toMatch(/ports:/);
    expect(read('deploy/nginx-shell.conf')).toContain('location ~ ^/(healthz|readyz|metrics)$ { return 404; }');
  });

  it('the Prometheus configuration and its alert rules pass promtool', () => {
    const config = promtool('check', 'config', 'deploy/prometheus/prometheus.yml');
    expect(config.output).toContain('SUCCESS');
    expect(config.status).toBe(0);
    const rules = promtool('check', 'rules', 'deploy/prometheus/alerts.yml');
    expect(rules.status).toBe(0);
    for (const alert of [
      'LeagueHigh5xxRate',
      'LeagueSlowAnswers',
      'LeagueEmailOutboxStuck',
      'LeagueDailyJobNotRunToday',
      'LeagueReadinessFlapping',
    ])
      expect(read('deploy/prometheus/alerts.yml')).toContain(`alert: ${alert}`);
  });

  it("every query of the dashboard is PromQL that Prometheus's parser accepts", () => {
    const queries = dashboardQueries();
    expect(queries.length).toBeGreaterThan(20);
    const dir = mkdtempSync(join(tmpdir(), 'league-dashboard-'));
    try {
      const rules = queries.map(
        (expr, i) => `      - record: dashboard:query_${i}\n        expr: ${JSON.stringify(expr)}`,
      );
      writeFileSync(join(dir, 'queries.yml'), `groups:\n  - name: dashboard\n    rules:\n${rules.join('\n')}\n`);
      const check = promtool('check', 'rules', join(dir, 'queries.yml'));
      expect(check.output).toContain(`SUCCESS: ${queries.length} rules found`);
      expect(check.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('dashboard and alerts name only metrics the API defines, and the dashboard shows all of them', () => {
    const defined = definedMetrics();
    expect(defined.size).toBeGreaterThan(15);
    const shown = new Set(dashboardQueries().flatMap(namedIn));
    const alerted = new Set(namedIn(read('deploy/prometheus/alerts.yml')));
    for (const name of [...shown, ...alerted])
      expect({ name, defined: defined.has(name) }).toEqual({ name, defined: true });
    for (const name of defined) expect({ name, shown: shown.has(name) }).toEqual({ name, shown: true });
  });
});
