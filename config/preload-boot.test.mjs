// The shell's boot files worked out from a small chunk graph (node --test; part of `npm run test:unit`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bootFiles } from './preload-boot.mjs';

const provide = (key) => ({ moduleName: `provide shared module (default) ${key}@1.0.0 = /x/${key}.js`, request: '' });
const consume = (key) => ({
  moduleName: `consume shared module (default) ${key}@^1.0.0 (strict) (fallback: /x/${key}.js)`,
  request: '',
});

const stats = {
  chunks: [
    { id: 1, files: ['js/1.js', 'css/1.css'], origins: [{ moduleName: './src/index.ts', request: './bootstrap' }] },
    { id: 2, files: ['js/react-dom.js'], origins: [provide('react-dom'), consume('react-dom')] },
    { id: 3, files: ['js/league.js'], origins: [provide('@league/shared')] },
    { id: 4, files: ['js/dayjs.js'], origins: [provide('dayjs')] },
    { id: 5, files: ['js/dayjs-fallback.js'], origins: [consume('dayjs')] },
    { id: 6, files: ['js/kit.js'], origins: [provide('@league/shared/cabinet')] },
    { id: 7, files: ['js/login.js'], origins: [{ moduleName: './src/app.tsx', request: './auth/login-page' }] },
    { id: 8, files: [], origins: [provide('react-dom'), { moduleName: './src/index.ts', request: './bootstrap' }] },
  ],
  modules: [
    { name: 'consume shared module (default) react-dom@^1.0.0 (strict)', chunks: [8] },
    { name: 'consume shared module (default) @league/shared@^1.0.0 (strict)', chunks: [1] },
    // dayjs is consumed by @league/shared's chunk: found on the second round
    { name: 'consume shared module (default) dayjs@^1.0.0 (strict)', chunks: [3] },
    // the kit is consumed only by the lazy login page
    { name: 'consume shared module (default) @league/shared/cabinet@^1.0.0 (strict)', chunks: [7] },
  ],
};

test('the bootstrap chunks and, transitively, the chunks providing what they consume', () => {
  assert.deepEqual(bootFiles(stats), ['css/1.css', 'js/1.js', 'js/dayjs.js', 'js/league.js', 'js/react-dom.js']);
});

test('lazy pages, what only they consume, and consume fallbacks are left out', () => {
  const files = bootFiles(stats);
  for (const file of ['js/login.js', 'js/kit.js', 'js/dayjs-fallback.js']) assert.ok(!files.includes(file), file);
});
