// One language of a strings module in a real build (node --test; part of `npm run test:unit`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import rspack from '@rspack/core';
import { LOCALE_STRINGS_RULE } from './rspack.factory.mjs';

function build(dir) {
  fs.writeFileSync(
    path.join(dir, 'strings.js'),
    "export const strings = { kk: { hello: 'Сәлем' }, ru: { hello: 'Привет' }, en: { hello: 'Hello' } };\nexport function merge(a, b) { return { ...a, ...b }; }\n",
  );
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    "import('./strings.js?locale=ru').then((m) => { document.title = m.strings.ru.hello + Object.keys(m.strings).join(); });\n",
  );
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[id].js' },
    module: { rules: [LOCALE_STRINGS_RULE] },
    optimization: { minimize: false },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats.hasErrors()
        ? reject(error ?? new Error(stats.toString()))
        : compiler.close(() => resolve(path.join(dir, 'dist'))),
    ),
  );
}

test('a strings module asked for in one language carries that language only', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locale-strings-'));
  try {
    const dist = await build(dir);
    const code = fs
      .readdirSync(dist)
      .filter((f) => f.endsWith('.js'))
      .map((f) => fs.readFileSync(path.join(dist, f), 'utf8'))
      .join('\n');
    assert.match(code, /Привет/);
    assert.doesNotMatch(code, /Сәлем/);
    assert.doesNotMatch(code, /Hello/);
    // A helper beside the strings is not a language's data: it is left out.
    assert.doesNotMatch(code, /function merge/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
