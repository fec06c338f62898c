// Node builds for server rendering (ADR 0100). The shell's server entry and the public remote's
// server container are built from the same sources, loaders and singleton map as their browser
// builds (rspack.factory.mjs), for Node (`async-node`), into `<app>/dist/server/`. The remote's
// server container exposes the same `./routes` as its browser entry, so the two are deployed
// together, and the shell's server entry loads it at run time from the file or URL the
// deployment names — it is never built into the shell.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createConfig, LOCALE_STRINGS_RULE, sharedMap } from './rspack.factory.mjs';
import { REMOTES, SHELL } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** The apps are ESM packages; their server builds are CommonJS: a package.json says so. */
const commonJsPackage = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LeagueCommonJsPackage', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LeagueCommonJsPackage', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('package.json', new compiler.rspack.sources.RawSource('{ "type": "commonjs" }\n'));
        },
      );
    });
  },
};

/** The browser builds' singleton map, with the router module that adds the static router. */
function serverSharedMap() {
  const shared = sharedMap();
  return {
    ...shared,
    'react-router-dom': {
      ...shared['react-router-dom'],
      import: path.join(root, 'config/shared/react-router-dom.server.mjs'),
    },
  };
}

/** The apps that have a server build: the shell (host) and the public remote. */
export const SERVER_APPS = [SHELL.dir, 'mf-public'];

/** Folder of an app's server build, beside its browser build. */
export const serverDist = (dir) => path.join(root, dir, 'dist', 'server');

/**
 * @param {{ dir: string, mode?: 'production'|'development' }} opts
 */
export function createServerConfig({ dir, mode = 'production' }) {
  const isShell = dir === SHELL.dir;
  const app = isShell ? SHELL : REMOTES.find((r) => r.dir === dir);
  if (!app || !SERVER_APPS.includes(dir)) throw new Error(`No server build for ${dir}`);
  const base = createConfig({ dir, mode });
  const name = `${app.name}_server`;

  const federation = new ModuleFederationPlugin({
    name,
    ...(isShell ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: { './routes': './src/routes.tsx' } }),
    // The remote's container is a CommonJS module: the shell requires it from a file, or the node
    // runtime plugin fetches and evaluates it from a URL; its chunks load the same way.
    library: { type: 'commonjs-module', name },
    remoteType: 'script',
    runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
    shared: serverSharedMap(),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: false,
  });

  return {
    ...base,
    name,
    target: 'async-node',
    entry: isShell ? { render: './src/server/index.ts' } : {},
    devtool: false,
    output: {
      ...base.output,
      path: process.env.LEAGUE_SERVER_OUT_DIR ? path.resolve(process.env.LEAGUE_SERVER_OUT_DIR) : serverDist(dir),
      // Chunks are found beside the entry (file) or under its URL (http), never through a CDN path.
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      uniqueName: name,
      library: isShell ? { type: 'commonjs2' } : undefined,
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      clean: true,
    },
    module: {
      ...base.module,
      // Styles belong to the browser build; the server only needs the markup.
      // Every language stays in the server's strings (a render answers any language at once).
      rules: base.module.rules
        .filter((rule) => rule !== LOCALE_STRINGS_RULE)
        .map((rule) =>
          String(rule.test) === String(/\.css$/)
            ? { test: /\.css$/, loader: path.join(root, 'config/empty-module-loader.cjs'), type: 'javascript/auto' }
            : rule,
        ),
    },
    plugins: [
      federation,
      commonJsPackage,
      // linkedom (the server's DOMParser) tries an optional `canvas` inside a try: leave it out.
      new rspack.IgnorePlugin({ resourceRegExp: /^canvas$/, contextRegExp: /linkedom/ }),
      ...base.plugins.filter((p) => p?.constructor?.name === 'DefinePlugin'),
    ],
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    devServer: undefined,
  };
}
