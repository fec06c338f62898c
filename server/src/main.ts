// The product server's entry: `node --import @league/api/register server/src/main.ts`, what
// `npm start` (scripts/start.mjs) and the compose setup's api service run. Reads the
// configuration, builds the product (product.ts), listens, and renders the home page once so
// the first visitor does not load the public remote's server container.
import { handleShutdownSignals } from '@league/api/ops';
import { loadServerConfig } from './config';
import { buildProductServer, type ProductApps } from './product';
// @ts-expect-error plain ESM module shared with the build scripts
import { REMOTES, SHELL, WAKE_FILE, remoteBasePath } from '../../config/apps.mjs';

const apps: ProductApps = {
  shell: SHELL as ProductApps['shell'],
  remotes: REMOTES as ProductApps['remotes'],
  remoteBasePath: remoteBasePath as ProductApps['remoteBasePath'],
  wakeFile: WAKE_FILE as RegExp,
};

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadServerConfig();
  const { app, serverRender } = await buildProductServer(config, apps);
  // Readiness down first, then requests in flight and live streams drain (ADR 0271).
  handleShutdownSignals(app, config);
  await app.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
  console.info(`League is running on http://localhost:${config.port} (ready in ${Date.now() - started} ms)`);
  // The first render loads the public remote's server container and its page chunks: do it now,
  // not for the first visitor.
  if (serverRender) void app.inject({ method: 'GET', url: '/' }).catch(() => undefined);
}

main().catch((error: unknown) => {
  // Start-up refusals that explain themselves (a bad setting, a held data directory): the message only.
  const name = (error as Error | undefined)?.name;
  if (name === 'ConfigError' || name === 'DataDirLockedError') console.error((error as Error).message);
  else console.error(error);
  process.exit(1);
});
