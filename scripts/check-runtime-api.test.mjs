import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { apiOf, diffApi, versionProblems } from './check-runtime-api.mjs';

function runtimeWith(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-runtime-api-'));
  fs.mkdirSync(path.join(dir, 'src'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'src', name), text);
  return dir;
}

const index = "export { store, showToast, type Toast } from './store';\n";
const store = (signature, body = 'return { message, kind };') =>
  `import { createStore } from 'jotai';\n// The store.\nexport const store = createStore();\nexport interface Toast { message: string; kind: string }\nexport function showToast(${signature}): Toast {\n  ${body}\n}\n`;

test('a body changes nothing; a signature or a member does', () => {
  const before = apiOf(runtimeWith({ 'index.ts': index, 'store.ts': store("message: string, kind = 'info'") }));
  const body = apiOf(
    runtimeWith({
      'index.ts': index,
      'store.ts': store("message: string, kind = 'info'", 'return { kind, message };'),
    }),
  );
  assert.deepEqual(body, before);
  const signature = apiOf(runtimeWith({ 'index.ts': index, 'store.ts': store('message: string, kind: string') }));
  assert.deepEqual(diffApi(before, signature), { removed: [], added: [], changed: ['showToast'] });
  const member = apiOf(
    runtimeWith({
      'index.ts': index,
      'store.ts': store("message: string, kind = 'info'").replace('kind: string }', 'kind: string; id: number }'),
    }),
  );
  assert.deepEqual(diffApi(before, member).changed, ['Toast']);
});

test('a new version number is not a change of the API', () => {
  const versioned = (version) =>
    apiOf(
      runtimeWith({
        'index.ts': "export { RUNTIME_VERSION } from './version';\n",
        'version.ts': `export const RUNTIME_VERSION = '${version}';\n`,
      }),
    );
  assert.deepEqual(diffApi(versioned('1.0.0'), versioned('1.1.0')), { removed: [], added: [], changed: [] });
});

test('a removed or changed name needs a new major version', () => {
  const diff = { removed: ['dismissToast'], added: [], changed: ['showToast'] };
  assert.match(
    versionProblems(diff, '1.2.0', '1.3.0')[0],
    /dismissToast removed, showToast changed .* needs a new major version \(2\.0\.0\)/,
  );
  assert.deepEqual(versionProblems(diff, '1.2.0', '2.0.0'), []);
});

test('an added name needs at least a new minor version', () => {
  const diff = { removed: [], added: ['loadLanguage'], changed: [] };
  assert.match(versionProblems(diff, '1.2.0', '1.2.0')[0], /needs at least a new minor version \(1\.3\.0\)/);
  assert.deepEqual(versionProblems(diff, '1.2.0', '1.3.0'), []);
  assert.deepEqual(versionProblems({ removed: [], added: [], changed: [] }, '1.2.0', '1.2.1'), []);
});

test('the record is the API of the runtime as it stands', () => {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const record = JSON.parse(fs.readFileSync(path.join(root, 'runtime/api.json'), 'utf8'));
  const version = JSON.parse(fs.readFileSync(path.join(root, 'runtime/package.json'), 'utf8')).version;
  assert.equal(record.version, version);
  assert.deepEqual(apiOf(path.join(root, 'runtime')), record.api);
});
