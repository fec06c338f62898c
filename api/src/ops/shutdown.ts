// A shutdown nobody notices (ADR 0271). On SIGTERM or SIGINT:
//   1. readiness answers 503 at once and every answer says `Connection: close`, while the
//      process keeps serving: load balancers and Kubernetes stop sending it requests, proxies
//      stop reusing its connections (SHUTDOWN_DELAY_MS, default 3 s);
//   2. then it stops accepting connections, ends its live streams (each browser reconnects,
//      through the proxy, to another process and catches up), lets requests in flight finish
//      and closes connections as they fall idle; the database goes last (Fastify's close);
//   3. whatever still runs after SHUTDOWN_TIMEOUT_MS (default 25 s) is cut: exit code 1.
// A second signal exits at once (one within a second of the first is the same request: a
// terminal's Ctrl-C reaches `npm start`'s child both directly and forwarded).
import type { FastifyInstance } from 'fastify';

export interface ShutdownSettings {
  shutdownDelayMs: number;
  shutdownTimeoutMs: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** How often connections that fell idle during the drain are closed. */
const IDLE_SWEEP_MS = 100;
/** A signal this soon after the first is the same one delivered twice. */
const SAME_SIGNAL_MS = 1_000;

/** Drains and closes the app (steps 1 and 2 above). */
export async function shutDown(app: FastifyInstance, { shutdownDelayMs }: Pick<ShutdownSettings, 'shutdownDelayMs'>) {
  app.ops.readiness.drain();
  app.log.info({ delayMs: shutdownDelayMs }, 'shutting down: not ready, draining');
  if (shutdownDelayMs > 0) await sleep(shutdownDelayMs);
  // Node closes the connections idle when the server stops listening, not those that fall idle
  // after: a keep-alive connection whose last answer is still being written would hold the close.
  const sweep = setInterval(() => app.server.closeIdleConnections?.(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
  app.log.info('shut down');
}

/** Where the signals come from (the process; tests hand in an emitter of their own). */
interface SignalSource {
  on(signal: 'SIGTERM' | 'SIGINT', listener: (signal: NodeJS.Signals) => void): unknown;
}

/** Shuts the app down on SIGTERM/SIGINT and exits (0 when drained in time, 1 otherwise). */
export function handleShutdownSignals(
  app: FastifyInstance,
  settings: ShutdownSettings,
  exit: (code: number) => void = (code) => process.exit(code),
  signals: SignalSource = process,
): void {
  let firstAt: number | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstAt !== null) {
      if (Date.now() - firstAt < SAME_SIGNAL_MS) return;
      app.log.warn({ signal }, 'second signal: exiting without draining');
      exit(1);
      return;
    }
    firstAt = Date.now();
    app.log.info({ signal }, 'signal received');
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: settings.shutdownTimeoutMs }, 'shutdown: still draining at the deadline, exiting');
      exit(1);
    }, settings.shutdownTimeoutMs);
    deadline.unref();
    shutDown(app, settings).then(
      () => exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  signals.on('SIGTERM', onSignal);
  signals.on('SIGINT', onSignal);
}
