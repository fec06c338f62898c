// The dependency check's parts on small fixtures (node --test; part of `npm run test:unit`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { importsOf, isDevFile, packageOf } from './check-dependencies.mjs';

test('a bare import names its package; relative paths and Node built-ins name none', () => {
  assert.equal(packageOf('react-dom/client'), 'react-dom');
  assert.equal(packageOf('@tanstack/react-query'), '@tanstack/react-query');
  assert.equal(packageOf('@league/shared/cabinet'), '@league/shared');
  assert.equal(packageOf('./local'), null);
  assert.equal(packageOf('node:fs'), null);
  assert.equal(packageOf('path'), null);
  assert.equal(packageOf('fs/promises'), null);
  assert.equal(packageOf('https://example.org/x.js'), null);
});

test('tests, test helpers, configs and scripts do not ship; pages and the API loader do', () => {
  for (const rel of [
    'src/page.test.tsx',
    'test/helpers.ts',
    'tests/a.spec.ts',
    'src/test-utils.tsx',
    'src/testing/index.ts',
    'rspack.config.mjs',
  ]) {
    assert.equal(isDevFile(rel), true, rel);
  }
  for (const rel of ['src/features/home/home-page.tsx', 'loader/hooks.mjs', 'src/db/transaction.ts']) {
    assert.equal(isDevFile(rel), false, rel);
  }
});

test('imports are told apart by where they stand, each package once', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deps-'));
  const write = (rel, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  write(
    'src/page.tsx',
    "import { a } from 'jotai';\nimport type { B } from '@tanstack/react-query/build';\nconst c = await import('dayjs');\n",
  );
  write('src/page.test.tsx', "import { render } from '@testing-library/react';\nimport './page';\n");
  const files = ['src/page.tsx', 'src/page.test.tsx'].map((rel) => path.join(dir, rel));
  const { shipped, dev } = importsOf(files, (file) => path.relative(dir, file));
  assert.deepEqual([...shipped.keys()].sort(), ['@tanstack/react-query', 'dayjs', 'jotai']);
  assert.deepEqual([...dev.keys()], ['@testing-library/react']);
});
