// The product server's configuration: the API's (PORT, DATABASE_URL, PUBLIC_URL…, read by its
// loader) and the server's own keys for rendering public pages. The one place in the server
// that reads process.env; every problem of both is reported at once, before anything starts.
import path from 'node:path';
import { ConfigError, findRepoRoot, loadConfig, type Config } from '@league/api/config';

export { ConfigError };

export interface ServerConfig extends Config {
  /** The repository checkout whose built apps (`<app>/dist`) are served. */
  root: string;
  /** Public pages are rendered on the server (ADR 0100); LEAGUE_SSR=0 answers the client page. */
  serverRender: boolean;
  /**
   * Where each remote's server container lives (LEAGUE_SERVER_REMOTES, a JSON object of
   * container name → file path or http(s) URL); null: the remotes' builds in this checkout.
   */
  serverRemotes: Record<string, string> | null;
  /** Where remote releases and their manifest live (LEAGUE_RELEASES_DIR; default `<root>/releases`, ADR 0301). */
  releasesDir?: string;
  /** Time for one render, waiting for the API included (LEAGUE_SSR_BUDGET_MS, default 1000). */
  renderBudgetMs: number;
}

const SWITCH: Record<string, boolean> = { '': true, '1': true, true: true, '0': false, false: false };

function serverRemotesOf(raw: string, problems: string[]): Record<string, string> | null {
  const expected = `LEAGUE_SERVER_REMOTES must be a JSON object of remote name → file path or http(s) URL, such as {"mf_public":"http://mf-public/server/remoteEntry.js"} (got ${JSON.stringify(raw)})`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    problems.push(expected);
    return null;
  }
  const entries = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.entries(parsed) : null;
  if (
    !entries ||
    entries.length === 0 ||
    entries.some(([name, where]) => !/^\w+$/.test(name) || typeof where !== 'string' || where.trim() === '')
  ) {
    problems.push(expected);
    return null;
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

export function loadServerConfig(
  env: Record<string, string | undefined> = process.env,
  root: string = findRepoRoot(),
): ServerConfig {
  const problems: string[] = [];
  let api: Config | null = null;
  try {
    api = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }

  const ssrRaw = env.LEAGUE_SSR?.trim().toLowerCase() ?? '';
  const serverRender = SWITCH[ssrRaw];
  if (serverRender === undefined)
    problems.push(
      `LEAGUE_SSR must be 1 (render public pages on the server, the default) or 0 (got "${env.LEAGUE_SSR}")`,
    );

  const remotesRaw = env.LEAGUE_SERVER_REMOTES?.trim() ?? '';
  const serverRemotes = remotesRaw === '' ? null : serverRemotesOf(remotesRaw, problems);

  const budgetRaw = env.LEAGUE_SSR_BUDGET_MS?.trim() ?? '';
  const renderBudgetMs = budgetRaw === '' ? 1000 : Number(budgetRaw);
  if (!Number.isInteger(renderBudgetMs) || renderBudgetMs < 50 || renderBudgetMs > 60_000) {
    problems.push(`LEAGUE_SSR_BUDGET_MS must be an integer between 50 and 60000 (got "${budgetRaw}")`);
  }

  if (problems.length > 0 || !api) throw new ConfigError(problems);
  const releasesDir = env.LEAGUE_RELEASES_DIR?.trim();
  return {
    ...api,
    root,
    serverRender: serverRender ?? true,
    serverRemotes,
    renderBudgetMs,
    ...(releasesDir ? { releasesDir: path.resolve(root, releasesDir) } : {}),
  };
}
