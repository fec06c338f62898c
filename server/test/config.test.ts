// The product server's configuration: the API's keys and its own, read in one place; a bad value
// of either stops the start with a message that names it, before anything listens.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { findRepoRoot } from '@league/api/config';
import { ConfigError, loadServerConfig } from '../src/config';

const root = findRepoRoot(__dirname);

it('renders public pages on the server with the local remote builds and a one-second budget by default', () => {
  const config = loadServerConfig({ PORT: '3611' }, '/srv/league');
  expect(config).toMatchObject({
    port: 3611,
    publicUrl: 'http://localhost:3611',
    root: '/srv/league',
    serverRender: true,
    serverRemotes: null,
    renderBudgetMs: 1000,
  });
});

it('reads its own keys: rendering off, the remotes of a deployment, the budget', () => {
  expect(loadServerConfig({ LEAGUE_SSR: '0' }).serverRender).toBe(false);
  expect(loadServerConfig({ LEAGUE_SSR: 'false' }).serverRender).toBe(false);
  expect(loadServerConfig({ LEAGUE_SSR: '1' }).serverRender).toBe(true);
  expect(
    loadServerConfig({ LEAGUE_SERVER_REMOTES: '{"mf_public":"http://mf-public/server/remoteEntry.js"}' }).serverRemotes,
  ).toEqual({ mf_public: 'http://mf-public/server/remoteEntry.js' });
  expect(loadServerConfig({ LEAGUE_SSR_BUDGET_MS: '2500' }).renderBudgetMs).toBe(2500);
});

it("refuses bad values of its own keys and of the API's, all in one message", () => {
  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      loadServerConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };
  expect(problemsOf({ LEAGUE_SSR: 'yes please' })).toEqual([
    expect.stringMatching(/^LEAGUE_SSR must be 1 .* or 0 \(got "yes please"\)$/),
  ]);
  for (const remotes of ['mf_public', '[]', '{}', '{"mf_public":42}', '{"../x":"a.js"}']) {
    expect(problemsOf({ LEAGUE_SERVER_REMOTES: remotes })).toEqual([
      expect.stringMatching(/^LEAGUE_SERVER_REMOTES must be a JSON object/),
    ]);
  }
  for (const budget of ['soon', '0', '1.5', '600000']) {
    expect(problemsOf({ LEAGUE_SSR_BUDGET_MS: budget })).toEqual([
      `LEAGUE_SSR_BUDGET_MS must be an integer between 50 and 60000 (got "${budget}")`,
    ]);
  }
  expect(problemsOf({ PORT: 'eighty', LEAGUE_SSR_BUDGET_MS: 'soon' })).toEqual([
    expect.stringMatching(/^PORT must be an integer/),
    expect.stringMatching(/^LEAGUE_SSR_BUDGET_MS/),
  ]);
});

it('a bad value stops the start with a message naming it, no stack trace', () => {
  const result = spawnSync(process.execPath, ['--import', '@league/api/register', join(root, 'server/src/main.ts')], {
    cwd: root,
    encoding: 'utf8',
    timeout: 30_000,
    env: { ...process.env, PORT: '3611', LEAGUE_SSR_BUDGET_MS: 'soon', PUBLIC_URL: 'league.example.org' },
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Invalid configuration:');
  expect(result.stderr).toContain('LEAGUE_SSR_BUDGET_MS must be an integer between 50 and 60000 (got "soon")');
  expect(result.stderr).toContain('PUBLIC_URL must be an absolute http(s) origin');
  expect(result.stderr).not.toMatch(/^\s+at /m);
  expect(result.stdout).not.toContain('League is running');
});
