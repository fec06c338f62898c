// The one-port product: the API, uploads, the built shell at `/`, each remote under
// /remotes/<dir>/, /remotes.json pointing at them, and public pages rendered on the server.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, buildApp, type StaticRoot } from '@league/api/app';
import type { ServerConfig } from './config';
import { EMBED_PREFIX, registerEmbeds } from './embed';
import { exposeScriptsOf, pageStylesOf, wakeScriptOf } from './page-assets';
import { isRenderedPage, registerServerRender, type RenderBuilds } from './server-render';
import { registerSiteAddresses } from './site-addresses';
import { RELEASES_PREFIX, releaseDir, releasePrefix, releasesReader, type ReleasesManifest } from './releases';

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

/** The URL prefix a remote's files are served under: its live release's, else its dist/'s. */
const remotePrefix = (apps: ProductApps, dir: string, releases: ReleasesManifest) =>
  releases[dir] ? releasePrefix(dir, releases[dir].id) : apps.remoteBasePath(dir);

/**
 * Where each remote lives, for the browser: its live release (ADR 0301), else its dist/.
 * Relative URLs keep the product portable across hosts and ports.
 */
export function remotesManifest(apps: ProductApps, releases: ReleasesManifest = {}): Record<string, string> {
  return Object.fromEntries(apps.remotes.map((r) => [r.name, `${remotePrefix(apps, r.dir, releases)}remoteEntry.js`]));
}

/** The folder of remote releases: configured, or `<root>/releases`. */
export const releasesDirOf = (config: { root: string; releasesDir?: string }) =>
  config.releasesDir ?? path.join(config.root, 'releases');

/**
 * The built apps' dist directories under their URL prefixes, and the releases folder under
 * /releases/ (the shell last: it answers every other page path).
 */
export function staticRootsOf(root: string, apps: ProductApps, releasesDir?: string): StaticRoot[] {
  if (releasesDir) mkdirSync(releasesDir, { recursive: true });
  return [
    ...apps.remotes.map((r) => ({ prefix: apps.remoteBasePath(r.dir), root: path.join(root, r.dir, 'dist') })),
    ...(releasesDir ? [{ prefix: RELEASES_PREFIX, root: releasesDir }] : []),
    { prefix: '/', root: path.join(root, apps.shell.dir, 'dist'), spaFallback: true },
  ];
}

/**
 * Adds the product's own answers to an API built with `staticRootsOf`: preload hints on the
 * client page, server rendering of public pages (unless configured off) and /remotes.json.
 * Returns whether pages are rendered on the server.
 */
export function mountProduct(app: FastifyInstance, config: ServerConfig, apps: ProductApps): { serverRender: boolean } {
  const releases = releasesReader(releasesDirOf(config), (error) =>
    app.log.error({ err: error }, 'releases/manifest.json could not be read: the previous releases stay live'),
  );
  const manifest = () => remotesManifest(apps, releases());
  const shellDist = path.join(config.root, apps.shell.dir, 'dist');
  const publicRemote = apps.remotes.find((r) => r.name === PUBLIC_REMOTE);
  // Before rendering: a page is answered at one address only, and the root follows the locale cookie.
  registerSiteAddresses(app, { origin: config.publicUrl, apiPrefix: API_PREFIX });

  // Pages start fetching the remotes list and the public remote's entry while the shell's own
  // scripts download (a hint from this deployment; the shell build itself names no remote). The
  // entry is fetched at low priority, like the shell's scripts: the page's content comes first.
  // A server-rendered page gets no such hint: its scripts wait for the visitor, and its wake
  // script preloads the same files when they start (ADR 0135).
  const preload = () =>
    [
      `</remotes.json>; rel=preload; as=fetch; crossorigin`,
      ...(publicRemote ? [`<${manifest()[PUBLIC_REMOTE]}>; rel=preload; as=script; fetchpriority=low`] : []),
    ].join(', ');
  app.addHook('onSend', async (request, reply, payload) => {
    // An embed in another site's page loads none of the application (ADR 0280).
    if (request.url.startsWith(EMBED_PREFIX)) return payload;
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html') && !isRenderedPage(reply))
      reply.header('link', preload());
    return payload;
  });

  // Public pages are rendered on the server (ADR 0100) unless LEAGUE_SSR=0. Like remotes.json
  // for the browser, this deployment says where each remote's server container lives.
  let serverRender = false;
  if (config.serverRender && publicRemote) {
    // The public remote's live build: its release (ADR 0301), else its dist/. What a page needs
    // of it is worked out once per release and follows a switch of the manifest.
    let builds: (RenderBuilds & { id: string }) | null = null;
    const publicBuilds = (): RenderBuilds => {
      const release = releases()[publicRemote.dir];
      const id = release?.id ?? 'dist';
      if (builds?.id === id) return builds;
      const remoteDist = release
        ? releaseDir(releasesDirOf(config), publicRemote.dir, release.id)
        : path.join(config.root, publicRemote.dir, 'dist');
      const prefix = remotePrefix(apps, publicRemote.dir, releases());
      // The shell's styles first, then the public remote's, as the browser loads them. The shell
      // is built with the public path '/', a remote finds its own at run time.
      const pageBuilds = [
        { dist: shellDist, prefix: '/', autoPublicPath: false },
        { dist: remoteDist, prefix, autoPublicPath: true },
      ];
      builds = {
        id,
        key: id,
        remotes: config.serverRemotes ?? { [PUBLIC_REMOTE]: path.join(remoteDist, 'server', 'remoteEntry.js') },
        // Written into the page's head, so the first paint needs no other request: the styles
        // the page's markup uses (ADR 0200).
        pageStyles: pageStylesOf(pageBuilds),
        // The public remote's entry and routes, which every rendered page hydrates with.
        preloadScripts: [`${prefix}remoteEntry.js`, ...exposeScriptsOf(pageBuilds.filter((b) => b.autoPublicPath))],
      };
      return builds;
    };
    serverRender = registerServerRender(app, {
      origin: config.publicUrl,
      entry: path.join(shellDist, 'server', 'render.js'),
      template: path.join(shellDist, 'index.html'),
      builds: publicBuilds,
      budgetMs: config.renderBudgetMs,
      // The application starts on the visitor's first intent (ADR 0135).
      wakeScript: wakeScriptOf(shellDist, apps.wakeFile),
    });
  }
  // Tables and fixtures for clubs' own websites, in an iframe (ADR 0280).
  registerEmbeds(app, { origin: config.publicUrl, apiPrefix: API_PREFIX });
  // Served from memory, not written into dist/: a rebuild of the shell cannot lose it.
  app.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(manifest()));
  return { serverRender };
}

/** The product server, ready to listen. */
export async function buildProductServer(
  config: ServerConfig,
  apps: ProductApps,
): Promise<{ app: FastifyInstance; serverRender: boolean }> {
  const app = await buildApp({ config, staticRoots: staticRootsOf(config.root, apps, releasesDirOf(config)) });
  return { app, ...mountProduct(app, config, apps) };
}
