// The compile hint in a real minified build (node --test; part of `npm run test:unit`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import rspack from '@rspack/core';
import { COMPILE_HINT, CompileHintsPlugin } from './compile-hints.mjs';

function build(dir, plugins) {
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    "// a comment the minifier drops\nexport function greet(name) { return 'hello ' + name; }\nimport('./lazy.js').then((m) => m.run(greet));\n",
  );
  fs.writeFileSync(path.join(dir, 'lazy.js'), 'export function run(greet) { document.title = greet("league"); }\n');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: {
      path: path.join(dir, 'dist'),
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[id].[contenthash:8].js',
      hashDigestLength: 8,
    },
    optimization: { realContentHash: true },
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats.hasErrors()
        ? reject(error ?? new Error(stats.toString()))
        : compiler.close(() => resolve(path.join(dir, 'dist'))),
    ),
  );
}

test('every minified chunk starts with the hint once, and the file names follow the new bytes', async () => {
  const plainDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const hintedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  try {
    const plain = fs.readdirSync(await build(plainDir, [])).filter((f) => f.endsWith('.js'));
    const dist = await build(hintedDir, [new CompileHintsPlugin(), new CompileHintsPlugin()]);
    const files = fs.readdirSync(dist).filter((f) => f.endsWith('.js'));
    assert.equal(files.length, 2, 'the entry and its lazy chunk');
    for (const file of files) {
      const code = fs.readFileSync(path.join(dist, file), 'utf8');
      assert.ok(code.startsWith(COMPILE_HINT), `${file} starts with the hint`);
      assert.equal(code.split('allFunctionsCalledOnLoad').length, 2, `${file} carries it once`);
      assert.ok(!code.includes('a comment the minifier drops'), 'the chunk is still minified');
    }
    // Files are served as immutable by name: a name must never stand for two contents.
    assert.deepEqual(
      files.filter((f) => plain.includes(f)),
      [],
      'no hinted file keeps the name of its plain twin',
    );
  } finally {
    fs.rmSync(plainDir, { recursive: true, force: true });
    fs.rmSync(hintedDir, { recursive: true, force: true });
  }
});
