// The one-port product: the API, uploads, the built shell at `/`, each remote under
// /remotes/<dir>/, /remotes.json pointing at them, and public pages rendered on the server.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, buildApp, type StaticRoot } from '@league/api/app';
import type { ServerConfig } from './config';
import { EMBED_PREFIX, registerEmbeds } from './embed';
import { exposeScriptsOf, pageStylesOf, wakeScriptOf } from './page-assets';
import { isRenderedPage, registerServerRender } from './server-render';
import { registerSiteAddresses } from './site-addresses';

/** The browser apps as config/apps.mjs lists them (the build scripts share that list). */
export interface ProductApps {
  shell: { dir: string };
  remotes: { name: string; dir: string }[];
  /** The path a remote's dist/ is served under. */
  remoteBasePath: (dir: string) => string;
  /** The shell's wake script in its dist/js/ (ADR 0135). */
  wakeFile: RegExp;
}

/** The public remote: the one whose pages are rendered on the server and hydrated first. */
const PUBLIC_REMOTE = 'mf_public';

/** Where each remote lives, for the browser. Relative URLs keep the product portable across hosts and ports. */
export function remotesManifest(apps: ProductApps): Record<string, string> {
  return Object.fromEntries(apps.remotes.map((r) => [r.name, `${apps.remoteBasePath(r.dir)}remoteEntry.js`]));
}

/** The built apps' dist directories under their URL prefixes (the shell last: it answers every other page path). */
export function staticRootsOf(root: string, apps: ProductApps): StaticRoot[] {
  return [
    ...apps.remotes.map((r) => ({ prefix: apps.remoteBasePath(r.dir), root: path.join(root, r.dir, 'dist') })),
    { prefix: '/', root: path.join(root, apps.shell.dir, 'dist'), spaFallback: true },
  ];
}

/**
 * Adds the product's own answers to an API built with `staticRootsOf`: preload hints on the
 * client page, server rendering of public pages (unless configured off) and /remotes.json.
 * Returns whether pages are rendered on the server.
 */
export function mountProduct(app: FastifyInstance, config: ServerConfig, apps: ProductApps): { serverRender: boolean } {
  const manifest = remotesManifest(apps);
  const shellDist = path.join(config.root, apps.shell.dir, 'dist');
  const publicRemote = apps.remotes.find((r) => r.name === PUBLIC_REMOTE);
  // Before rendering: a page is answered at one address only, and the root follows the locale cookie.
  registerSiteAddresses(app, { origin: config.publicUrl, apiPrefix: API_PREFIX });

  // Pages start fetching the remotes list and the public remote's entry while the shell's own
  // scripts download (a hint from this deployment; the shell build itself names no remote). The
  // entry is fetched at low priority, like the shell's scripts: the page's content comes first.
  // A server-rendered page gets no such hint: its scripts wait for the visitor, and its wake
  // script preloads the same files when they start (ADR 0135).
  const preload = [
    `</remotes.json>; rel=preload; as=fetch; crossorigin`,
    ...(publicRemote ? [`<${manifest[PUBLIC_REMOTE]}>; rel=preload; as=script; fetchpriority=low`] : []),
  ].join(', ');
  app.addHook('onSend', async (request, reply, payload) => {
    // An embed in another site's page loads none of the application (ADR 0280).
    if (request.url.startsWith(EMBED_PREFIX)) return payload;
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html') && !isRenderedPage(reply))
      reply.header('link', preload);
    return payload;
  });

  // Public pages are rendered on the server (ADR 0100) unless LEAGUE_SSR=0. Like remotes.json
  // for the browser, this deployment says where each remote's server container lives.
  let serverRender = false;
  if (config.serverRender && publicRemote) {
    const remoteDist = path.join(config.root, publicRemote.dir, 'dist');
    // The shell's styles first, then the public remote's, as the browser loads them. The shell
    // is built with the public path '/', a remote finds its own at run time.
    const pageBuilds = [
      { dist: shellDist, prefix: '/', autoPublicPath: false },
      { dist: remoteDist, prefix: apps.remoteBasePath(publicRemote.dir), autoPublicPath: true },
    ];
    serverRender = registerServerRender(app, {
      origin: config.publicUrl,
      entry: path.join(shellDist, 'server', 'render.js'),
      template: path.join(shellDist, 'index.html'),
      remotes: config.serverRemotes ?? { [PUBLIC_REMOTE]: path.join(remoteDist, 'server', 'remoteEntry.js') },
      budgetMs: config.renderBudgetMs,
      // Written into the page's head, so the first paint needs no other request: the styles
      // the page's markup uses (ADR 0200).
      pageStyles: pageStylesOf(pageBuilds),
      // The public remote's entry and routes, which every rendered page hydrates with.
      preloadScripts: [manifest[PUBLIC_REMOTE], ...exposeScriptsOf(pageBuilds.filter((b) => b.autoPublicPath))],
      // The application starts on the visitor's first intent (ADR 0135).
      wakeScript: wakeScriptOf(shellDist, apps.wakeFile),
    });
  }
  // Tables and fixtures for clubs' own websites, in an iframe (ADR 0280).
  registerEmbeds(app, { origin: config.publicUrl, apiPrefix: API_PREFIX });
  // Served from memory, not written into dist/: a rebuild of the shell cannot lose it.
  app.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(manifest));
  return { serverRender };
}

/** The product server, ready to listen. */
export async function buildProductServer(
  config: ServerConfig,
  apps: ProductApps,
): Promise<{ app: FastifyInstance; serverRender: boolean }> {
  const app = await buildApp({ config, staticRoots: staticRootsOf(config.root, apps) });
  return { app, ...mountProduct(app, config, apps) };
}
