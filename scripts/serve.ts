// The one-port product server used by `npm start`: the API, uploads, the built shell at `/`,
// each remote under /remotes/<dir>/ and /remotes.json pointing at them.
import path from 'node:path';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { exposeScriptsOf, inlinedChunksOf, isRenderedPage, registerServerRender, stylesOf, wakeScriptOf } from './lib/server-render';
// @ts-expect-error plain ESM module shared with the build scripts
import { REMOTES, SHELL, WAKE_FILE, remoteBasePath } from '../config/apps.mjs';

interface RemoteApp {
  name: string;
  dir: string;
}

// argv[1] is this file, however the loader compiles it (ESM or CommonJS).
const root = path.resolve(path.dirname(process.argv[1]), '..');

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const remotes = REMOTES as RemoteApp[];
  const shellDist = path.join(root, (SHELL as RemoteApp).dir, 'dist');

  // Where each remote lives. Relative URLs keep the product portable across hosts and ports.
  const manifest = Object.fromEntries(remotes.map((r) => [r.name, `${remoteBasePath(r.dir) as string}remoteEntry.js`]));

  const app = await buildApp({
    config,
    staticRoots: [
      ...remotes.map((r) => ({ prefix: remoteBasePath(r.dir) as string, root: path.join(root, r.dir, 'dist') })),
      { prefix: '/', root: shellDist, spaFallback: true },
    ],
  });
  // Pages start fetching the remotes list and the public remote's entry while the shell's own
  // scripts download (a hint from this deployment; the shell build itself names no remote). The
  // entry is fetched at low priority, like the shell's scripts: the page's content comes first.
  // A server-rendered page gets no such hint: its scripts wait for the visitor, and its wake
  // script preloads the same files when they start (ADR 0135).
  const preload = [`</remotes.json>; rel=preload; as=fetch; crossorigin`, `<${manifest.mf_public}>; rel=preload; as=script; fetchpriority=low`].join(', ');
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html') && !isRenderedPage(reply)) reply.header('link', preload);
    return payload;
  });
  // Public pages are rendered on the server (ADR 0100) unless LEAGUE_SSR=0. Like remotes.json
  // for the browser, this deployment says where each remote's server container lives.
  let serverRender = false;
  if (process.env.LEAGUE_SSR !== '0') {
    const serverRemotes = { mf_public: path.join(root, 'mf-public', 'dist', 'server', 'remoteEntry.js') };
    // The shell's styles first, then the public remote's, as the browser loads them. The shell
    // is built with the public path '/', a remote finds its own at run time.
    const pageBuilds = [
      { dist: shellDist, prefix: '/', autoPublicPath: false },
      { dist: path.join(root, 'mf-public', 'dist'), prefix: remoteBasePath('mf-public') as string, autoPublicPath: true },
    ];
    serverRender = registerServerRender(app, {
      origin: config.publicUrl,
      entry: path.join(shellDist, 'server', 'render.js'),
      template: path.join(shellDist, 'index.html'),
      remotes: process.env.LEAGUE_SERVER_REMOTES ? (JSON.parse(process.env.LEAGUE_SERVER_REMOTES) as Record<string, string>) : serverRemotes,
      budgetMs: Number(process.env.LEAGUE_SSR_BUDGET_MS ?? 1000),
      // Written into the page's head, so the first paint needs no other request.
      styles: stylesOf(pageBuilds),
      inlinedChunks: inlinedChunksOf(pageBuilds),
      // The public remote's entry and routes, which every rendered page hydrates with.
      preloadScripts: [manifest.mf_public as string, ...exposeScriptsOf(pageBuilds.filter((b) => b.autoPublicPath))],
      // The application starts on the visitor's first intent (ADR 0135).
      wakeScript: wakeScriptOf(shellDist, WAKE_FILE as RegExp),
    });
  }
  // Served from memory, not written into dist/: a rebuild of the shell cannot lose it.
  app.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(manifest));
  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
  console.info(`League is running on http://localhost:${config.port} (ready in ${Date.now() - started} ms)`);
  // The first render loads the public remote's server container and its page chunks: do it now,
  // not for the first visitor.
  if (serverRender) void app.inject({ method: 'GET', url: '/' }).catch(() => undefined);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
