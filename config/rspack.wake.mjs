// The shell's wake script (shell/src/wake.ts, ADR 0135): the one script a server-rendered public
// page runs before the visitor shows an intent, which then starts the application. A build of
// its own, without Module Federation (the federation plugin puts its runtime, ~33 KB gzip, into
// every entry of a build it is part of), written beside the shell's browser build, which it must
// follow: that build empties dist/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHELL } from './apps.mjs';
import { SHELL_FILES } from './remote-preload.mjs';
import { swcRule } from './rspack.factory.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Adds the wake script to the shell's files.json, written by the browser build just before: the
 * cabinet's service worker keeps no file of the shell that list does not name (ADR 0301).
 */
class ListInShellFilesPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ListInShellFilesPlugin', (compilation) => {
      const list = path.join(compiler.outputPath, SHELL_FILES);
      if (!fs.existsSync(list)) return;
      const scripts = Object.keys(compilation.assets).filter((name) => name.endsWith('.js'));
      const body = JSON.parse(fs.readFileSync(list, 'utf8'));
      body.files = [...new Set([...body.files, ...scripts])].sort();
      fs.writeFileSync(list, `${JSON.stringify(body, null, 2)}\n`);
    });
  }
}

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
    plugins: [new ListInShellFilesPlugin()],
  };
}
