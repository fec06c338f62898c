// A small load balancer for the restart drill (scripts/drill-restart.mjs), behaving like the
// proxies the product runs behind: requests dealt in turn to the upstreams that are ready, as an
// orchestrator or HAProxy tells them apart (GET /readyz every CHECK_MS: 200 in, anything else out);
// keep-alive connections to the upstreams, as nginx's `keepalive`; a request whose connection
// could not be made (the process is gone) goes to the next upstream — nothing was sent, so even a
// POST may go again (nginx's `proxy_next_upstream error`); an error after that is a 502, never
// retried. Streams (server-sent events) are passed through as they come. Loopback only.
import http from 'node:http';

const CHECK_MS = 250;
const NONE_READY_WAIT_MS = 100;
const NONE_READY_LIMIT_MS = 15_000;

export async function startProxy(upstreams, port = 0) {
  const pool = upstreams.map((upstream) => ({ ...upstream, ready: false }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let turn = 0;
  const counts = { forwarded: 0, retried: 0, failed: 0 };

  const check = (upstream) =>
    new Promise((resolve) => {
      const request = http.get({ host: '127.0.0.1', port: upstream.port, path: '/readyz', timeout: 1000 }, (res) => {
        res.resume();
        upstream.ready = res.statusCode === 200;
        resolve();
      });
      request.on('timeout', () => request.destroy());
      request.on('error', () => {
        upstream.ready = false;
        resolve();
      });
    });
  const checks = setInterval(() => pool.forEach((upstream) => void check(upstream)), CHECK_MS);
  await Promise.all(pool.map(check));

  const pick = async () => {
    const deadline = Date.now() + NONE_READY_LIMIT_MS;
    for (;;) {
      const ready = pool.filter((upstream) => upstream.ready);
      if (ready.length > 0) return ready[turn++ % ready.length];
      if (Date.now() > deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, NONE_READY_WAIT_MS));
    }
  };

  const forward = async (req, res, body, attempt) => {
    const upstream = await pick();
    if (!upstream) {
      counts.failed += 1;
      res.writeHead(503).end();
      return;
    }
    let connected = false;
    const outgoing = http.request(
      { host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        counts.forwarded += 1;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
        res.on('close', () => answer.destroy());
      },
    );
    outgoing.on('socket', (socket) => {
      if (!socket.connecting) connected = true;
      else socket.once('connect', () => (connected = true));
    });
    outgoing.on('error', () => {
      if (res.headersSent) return res.destroy();
      if (!connected && attempt < pool.length * 2) {
        upstream.ready = false;
        counts.retried += 1;
        void forward(req, res, body, attempt + 1);
        return;
      }
      counts.failed += 1;
      res.writeHead(502).end();
    });
    outgoing.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => void forward(req, res, Buffer.concat(chunks), 0));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    counts,
    ready: () => pool.filter((upstream) => upstream.ready).map((upstream) => upstream.port),
    close: () =>
      new Promise((resolve) => {
        clearInterval(checks);
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
