import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { readManifest, rolledBack, satisfiesCaret, switched, writeManifest } from './release-remote.mjs';

test('a release becomes live and the live one its previous; a rollback switches back', () => {
  let manifest = switched({}, 'mf-public', { id: 'a', version: '0.1.0', runtime: '^1.0.0' });
  assert.deepEqual(manifest['mf-public'], { id: 'a', version: '0.1.0', runtime: '^1.0.0', previous: [] });
  manifest = switched(manifest, 'mf-public', { id: 'b', version: '0.2.0', runtime: '^1.0.0' });
  assert.deepEqual(manifest['mf-public'].previous, ['a']);
  const releases = { a: { version: '0.1.0', runtime: '^1.0.0' } };
  manifest = rolledBack(manifest, 'mf-public', (id) => releases[id]);
  assert.deepEqual(manifest['mf-public'], { id: 'a', version: '0.1.0', runtime: '^1.0.0', previous: [] });
  assert.throws(() => rolledBack(manifest, 'mf-public', (id) => releases[id]), /no earlier release/);
});

test('five releases of a remote are kept', () => {
  let manifest = {};
  for (const id of ['1', '2', '3', '4', '5', '6', '7'])
    manifest = switched(manifest, 'x', { id, version: '1.0.0', runtime: '^1.0.0' });
  assert.deepEqual(manifest.x.previous, ['6', '5', '4', '3']);
});

test('the manifest is replaced whole', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-release-'));
  writeManifest(dir, { x: { id: '1', version: '1.0.0', runtime: '^1.0.0', previous: [] } });
  writeManifest(dir, { x: { id: '2', version: '1.0.0', runtime: '^1.0.0', previous: ['1'] } });
  assert.equal(readManifest(dir).x.id, '2');
  assert.deepEqual(fs.readdirSync(dir), ['manifest.json']);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the runtime check before a switch', () => {
  assert.equal(satisfiesCaret('1.2.0', '^1.0.0'), true);
  assert.equal(satisfiesCaret('1.2.0', '^2.0.0'), false);
  assert.equal(satisfiesCaret('1.2.0', '^1.3.0'), false);
});
