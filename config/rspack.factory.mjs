// One factory for the five rspack configs (shell + four remotes). Every app gets the same
// loaders, the same singleton map and the same federation experiments, so a shared module
// can never be configured two ways.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTES, SHELL, API_DEV_PORT } from './apps.mjs';
import { CompileHintsPlugin } from './compile-hints.mjs';
import { PreloadBootPlugin } from './preload-boot.mjs';
import { RemotePreloadPlugin } from './remote-preload.mjs';

/** Browsers whose CSS the minifier may rely on (those that run es2022 scripts). */
const CSS_TARGETS = ['chrome >= 94', 'edge >= 94', 'firefox >= 93', 'safari >= 15.4', 'ios_saf >= 15.4'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const versionOf = (pkg) =>
  require(require.resolve(`${pkg}/package.json`, { paths: [path.join(root, 'shared')] })).version;

const packageDir = (pkg) =>
  path.dirname(require.resolve(`${pkg}/package.json`, { paths: [path.join(root, 'shared')] }));
/** The ES builds the trimmed shared modules (config/shared/*.mjs) re-export from. */
export const VENDOR_ALIASES = {
  '@league-vendor/react-query$': path.join(packageDir('@tanstack/react-query'), 'build/modern/index.js'),
  '@league-vendor/react-i18next$': path.join(packageDir('react-i18next'), 'dist/es/index.js'),
  // React 19 has useSyncExternalStore; react-i18next's polyfill of it is not needed.
  'use-sync-external-store/shim$': path.join(root, 'config/shared/use-sync-external-store-shim.mjs'),
};

/** The runtime package's version (ADR 0300): the shell provides it, a remote needs `^` it. */
export const RUNTIME_VERSION = require(path.join(root, 'runtime/package.json')).version;
/**
 * The runtime version an app is built against: the runtime package's, or LEAGUE_RUNTIME_VERSION
 * (the skew test builds a remote as if against a newer runtime).
 */
const builtAgainst = () => process.env.LEAGUE_RUNTIME_VERSION || RUNTIME_VERSION;

/**
 * What an app's build declares about itself (ADR 0300): its name, its version (its package.json's,
 * or LEAGUE_RELEASE_VERSION) and the runtime range it needs. The remote module carries it
 * (`release`), the build writes it as release.json, and remotes.json lists it.
 */
export function releaseOf(dir) {
  const app = dir === SHELL.dir ? SHELL : REMOTES.find((r) => r.dir === dir);
  return {
    name: app.name,
    version: process.env.LEAGUE_RELEASE_VERSION || require(path.join(root, dir, 'package.json')).version,
    runtime: `^${builtAgainst()}`,
  };
}

/**
 * Singletons: one React, one router, one i18n, one store, one query cache at run time — the one
 * i18n instance, store, API client and QueryClient are @league/runtime's (ADR 0300), a strict
 * singleton: a remote that needs a newer runtime than the shell provides fails to load (and the
 * shell shows that area's update notice) instead of running a second copy. @league/shared is no
 * shared module: each app bundles the kit, contracts and strings it was built with.
 */
export function sharedMap() {
  const single = (pkg, versionPkg = pkg) => ({
    singleton: true,
    requiredVersion: `^${versionOf(versionPkg)}`,
    version: versionOf(versionPkg),
  });
  return {
    react: single('react'),
    'react/jsx-runtime': single('react/jsx-runtime', 'react'),
    'react/jsx-dev-runtime': single('react/jsx-dev-runtime', 'react'),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom/client', 'react-dom'),
    // The router's browser API only (config/shared/react-router-dom.mjs, ADR 0105).
    'react-router-dom': {
      ...single('react-router-dom'),
      import: path.join(root, 'config/shared/react-router-dom.mjs'),
    },
    jotai: single('jotai'),
    'jotai/react': single('jotai/react', 'jotai'),
    'jotai/vanilla': single('jotai/vanilla', 'jotai'),
    i18next: single('i18next'),
    // The names the product uses only (config/shared/react-i18next.mjs, ADR 0203).
    'react-i18next': { ...single('react-i18next'), import: path.join(root, 'config/shared/react-i18next.mjs') },
    // TextField in @league/shared/cabinet and the <Form> of a remote must see the same form context.
    'final-form': single('final-form'),
    'react-final-form': single('react-final-form'),
    dayjs: single('dayjs'),
    // The QueryClientProvider of the shell and the hooks of every remote must share one context.
    // The names the product uses only (config/shared/react-query.mjs, ADR 0203).
    '@tanstack/react-query': {
      ...single('@tanstack/react-query'),
      import: path.join(root, 'config/shared/react-query.mjs'),
    },
    '@league/runtime': {
      singleton: true,
      strictVersion: true,
      requiredVersion: `^${builtAgainst()}`,
      version: builtAgainst(),
    },
  };
}

/**
 * `./strings?locale=ru`: a strings module cut down to one language at build time (browser builds;
 * the server builds take the module whole). Runs before swc, which then reads plain JSON.
 */
export const LOCALE_STRINGS_RULE = {
  resourceQuery: /(^|[?&])locale=/,
  loader: path.join(root, 'config/locale-strings-loader.cjs'),
  type: 'javascript/auto',
};
/** The i18n instance's every-language strings (shared/src/i18n/bundled.ts), which a browser build leaves out. */
export const BUNDLED_STRINGS = /^\.\/bundled$/;

/** TypeScript and JSX through the bundler's swc loader, the same for every build. */
export function swcRule(dev = false, target = 'es2022') {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: dev } },
        target,
      },
    },
    type: 'javascript/auto',
  };
}

/** Writes the app's release.json (its name, version and runtime range) next to its entry. */
class ReleaseFilePlugin {
  constructor(release) {
    this.release = release;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ReleaseFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseFilePlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            'release.json',
            new rspack.sources.RawSource(`${JSON.stringify(this.release, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** The federation plugin of an app: the shell hosts, a remote exposes `./routes` (ADR 0300). */
function federationOf(app, isShell, serve) {
  return new ModuleFederationPlugin({
    name: app.name,
    ...(isShell ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: { './routes': './src/routes.tsx' } }),
    shared: sharedMap(),
    shareStrategy: 'loaded-first',
    // No generated types: the shell reads no remote's types, only the `RemoteModule` contract it
    // checks when a remote loads (shared/src/federation/contract.ts).
    dts: false,
    // No mf-manifest.json: each build writes release.json (name, version, the runtime range it
    // needs) and /remotes.json names the release every area serves (ADR 0300, 0301).
    manifest: false,
    experiments: {
      // The shell carries the federation runtime; a remote built for production reads it from
      // the shell instead of shipping its own copy (17 KB gzip each). Served alone (dev page) a
      // remote keeps its own. So the federation runtime changes for everyone at once, like a
      // runtime major (docs/architecture.md, "Releasing one area").
      ...(isShell
        ? { provideExternalRuntime: true }
        : { externalRuntime: !serve && process.env.LEAGUE_OWN_RUNTIME !== '1' }),
      optimization: { disableSnapshot: true, target: 'web' },
    },
  });
}

/** Where and under which names an app's files are written. */
function outputOf(app, isShell, appRoot, dev) {
  return {
    path: process.env.LEAGUE_OUT_DIR ? path.resolve(process.env.LEAGUE_OUT_DIR) : path.join(appRoot, 'dist'),
    publicPath: isShell ? '/' : 'auto',
    filename: dev ? '[name].js' : 'js/[name].[contenthash:8].js',
    chunkFilename: dev ? '[name].js' : 'js/[name].[contenthash:8].js',
    cssFilename: 'css/[name].[contenthash:8].css',
    cssChunkFilename: 'css/[name].[contenthash:8].css',
    uniqueName: app.name,
    clean: true,
  };
}

/** How imports resolve; `sharedDir` is another copy of @league/shared (the skew test's). */
function resolveOf(sharedDir) {
  return {
    // The packages behind the shared modules that list the names the product uses
    // (config/shared/*.mjs): their ES builds, under names no app imports.
    alias: {
      ...VENDOR_ALIASES,
      ...(sharedDir
        ? {
            '@league/shared$': path.join(sharedDir, 'src/index.ts'),
            '@league/shared/cabinet$': path.join(sharedDir, 'src/cabinet/index.ts'),
          }
        : {}),
    },
    // The repository's packages also for sources copied elsewhere (the skew test's copies).
    modules: ['node_modules', path.join(root, 'node_modules')],
    extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  };
}

/** The plugins of an app's build, after its federation plugin. */
function pluginsOf({ app, dir, isShell, appRoot, dev, mode }) {
  return [
    new rspack.HtmlRspackPlugin({
      // A remote's own page (its dev server's, to try it alone) is the same for every remote.
      template: isShell ? path.join(appRoot, 'index.html') : path.join(root, 'config/remote-standalone.html'),
      title: isShell ? 'Жасөспірімдер футбол лигасы' : `${app.name} (standalone)`,
    }),
    ...(isShell && !dev ? [new PreloadBootPlugin()] : []),
    // A remote's preload.json; the shell's files.json (the service worker prunes by them, ADR 0301).
    ...(!dev ? [new RemotePreloadPlugin({ shell: isShell })] : []),
    ...(!dev ? [new CompileHintsPlugin()] : []),
    ...(fs.existsSync(path.join(appRoot, 'public'))
      ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(appRoot, 'public'), to: '.' }] })]
      : []),
    new rspack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify(mode),
      'process.env.LEAGUE_RELEASE': JSON.stringify(JSON.stringify(releaseOf(dir))),
    }),
    // The shell's says which runtime it provides: a remote's release is checked against it.
    new ReleaseFilePlugin(isShell ? { ...releaseOf(dir), provides: builtAgainst() } : releaseOf(dir)),
    // The i18n instance starts without strings and loads the page's language (ADR 0203).
    new rspack.NormalModuleReplacementPlugin(BUNDLED_STRINGS, './bundled.browser'),
  ];
}

/** The development server: the shell's also answers /remotes.json with the remotes' dev servers. */
function devServerOf(app, isShell) {
  const remotesJson = {
    name: 'remotes-json',
    path: '/remotes.json',
    middleware: (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(
        JSON.stringify(
          Object.fromEntries(REMOTES.map((r) => [r.name, `http://localhost:${r.devPort}/remoteEntry.js`])),
        ),
      );
    },
  };
  return {
    port: app.devPort,
    historyApiFallback: true,
    hot: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api', '/uploads'], target: `http://127.0.0.1:${API_DEV_PORT}` }],
    ...(isShell
      ? {
          setupMiddlewares: (middlewares) => {
            middlewares.unshift(remotesJson);
            return middlewares;
          },
        }
      : {}),
  };
}

/**
 * @param {{ dir: string, mode?: 'production'|'development', serve?: boolean }} opts
 */
export function createConfig({
  dir,
  mode = process.env.NODE_ENV === 'development' ? 'development' : 'production',
  serve = false,
}) {
  const isShell = dir === SHELL.dir;
  const app = isShell ? SHELL : REMOTES.find((r) => r.dir === dir);
  if (!app) throw new Error(`Unknown app folder: ${dir}`);
  // The skew test (e2e/tests/release-skew.spec.ts) builds a remote from another state of its
  // sources and of @league/shared: LEAGUE_APP_ROOT and LEAGUE_SHARED_DIR name those copies.
  const appRoot = process.env.LEAGUE_APP_ROOT ? path.resolve(process.env.LEAGUE_APP_ROOT) : path.join(root, dir);
  const sharedDir = process.env.LEAGUE_SHARED_DIR ? path.resolve(process.env.LEAGUE_SHARED_DIR) : null;
  const dev = mode === 'development';

  /** @type {import('@rspack/core').Configuration} */
  const config = {
    name: app.name,
    mode,
    context: appRoot,
    entry: { main: './src/index.ts' },
    // Production: no source maps by default (never published); SOURCE_MAPS=1 writes hidden ones (no
    // sourceMappingURL) for error tracking, and the servers refuse *.map anyway.
    devtool: dev ? 'eval-cheap-module-source-map' : process.env.SOURCE_MAPS === '1' ? 'hidden-source-map' : false,
    target: ['web', 'es2022'],
    output: outputOf(app, isShell, appRoot, dev),
    resolve: resolveOf(sharedDir),
    module: {
      rules: [
        swcRule(dev),
        LOCALE_STRINGS_RULE,
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [federationOf(app, isShell, serve), ...pluginsOf({ app, dir, isShell, appRoot, dev, mode })],
    optimization: {
      minimize: !dev,
      // The browsers the scripts are built for (es2022): their CSS has logical properties and
      // `text-align: start/end`, so the minifier writes them as they are instead of `:lang()`
      // copies for old browsers (which also made public pages' inlined CSS invalid HTML).
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: CSS_TARGETS } }),
      ],
    },
    performance: { hints: false },
    devServer: devServerOf(app, isShell),
  };
  return config;
}
