// The API server: `node --import @league/api/register api/src/server.ts`.
import { buildApp } from './app';
import { loadConfig } from './config';
import { handleShutdownSignals } from './ops/index';

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const app = await buildApp({ config });
  // Readiness down first, then requests in flight and live streams drain (ADR 0271).
  handleShutdownSignals(app, config);
  // HOST defaults to 0.0.0.0 (every interface: what a container needs); set HOST=127.0.0.1 to
  // keep a machine's API reachable only through its local proxy.
  await app.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
  app.log.info({ ms: Date.now() - started, database: config.databaseUrl ? 'postgres' : config.dataDir }, 'api ready');
}

main().catch((error: unknown) => {
  // Start-up refusals that explain themselves (a held data directory, a bad setting): the message only.
  const name = (error as Error | undefined)?.name;
  if (name === 'DataDirLockedError' || name === 'ConfigError') console.error((error as Error).message);
  else console.error(error);
  process.exit(1);
});
