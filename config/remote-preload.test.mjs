// The files a remote's exposed entry loads, worked out from a small chunk graph (node --test; part of `npm run test:unit`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildFiles, exposeFiles } from './remote-preload.mjs';

const stats = {
  chunks: [
    { id: 1, files: ['remoteEntry.js'], origins: [{ moduleName: '', request: '' }] },
    {
      id: 2,
      files: ['js/2.js', 'css/2.css'],
      origins: [
        { moduleName: 'container entry', request: '' },
        { moduleName: './src/index.ts', request: './bootstrap' },
      ],
    },
    { id: 3, files: ['js/3.js'], origins: [{ moduleName: 'container entry', request: '' }] },
    {
      id: 4,
      files: [],
      origins: [
        { moduleName: 'provide shared module (default) react@19.0.0 = /x/react.js', request: '' },
        { moduleName: 'container entry', request: '' },
      ],
    },
    {
      id: 5,
      files: ['js/5.js'],
      origins: [{ moduleName: './src/features/matches/routes.ts', request: './match-page' }],
    },
    {
      id: 6,
      files: ['js/6.js'],
      origins: [{ moduleName: 'provide shared module (default) react@19.0.0 = /x/react.js', request: '' }],
    },
  ],
};

test("the exposed entry's script chunks, sorted", () => {
  assert.deepEqual(exposeFiles(stats), ['js/2.js', 'js/3.js']);
});

test('pages, shared modules, styles and the container itself are left out', () => {
  const files = exposeFiles(stats);
  for (const file of ['remoteEntry.js', 'js/5.js', 'js/6.js', 'css/2.css']) assert.ok(!files.includes(file), file);
});

test('every script and style file of the build, without the remote entry, sorted and once', () => {
  assert.deepEqual(buildFiles(stats), ['css/2.css', 'js/2.js', 'js/3.js', 'js/5.js', 'js/6.js']);
});
