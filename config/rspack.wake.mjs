// The shell's wake script (shell/src/wake.ts, ADR 0135): the one script a server-rendered public
// page runs before the visitor shows an intent, which then starts the application. A build of
// its own, without Module Federation (the federation plugin puts its runtime, ~33 KB gzip, into
// every entry of a build it is part of), written beside the shell's browser build, which it must
// follow: that build empties dist/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHELL } from './apps.mjs';
import { swcRule } from './rspack.factory.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function createWakeConfig() {
  const appRoot = path.join(root, SHELL.dir);
  return {
    name: `${SHELL.name}_wake`,
    mode: 'production',
    context: appRoot,
    entry: { wake: './src/wake.ts' },
    devtool: false,
    target: ['web', 'es2022'],
    output: {
      path: process.env.LEAGUE_OUT_DIR ? path.resolve(process.env.LEAGUE_OUT_DIR) : path.join(appRoot, 'dist'),
      publicPath: '/',
      filename: 'js/[name].[contenthash:8].js',
      // The shell's browser build, just written (scripts/build-apps.mjs runs it first).
      clean: false,
      iife: true,
    },
    resolve: { extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } },
    module: { rules: [swcRule(false)] },
    optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
}
