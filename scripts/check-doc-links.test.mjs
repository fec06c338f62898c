// The docs' link and path check on small fixtures (node --test; part of `npm run test:unit`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { anchorOf, anchorsOf, checkDoc, checkLayersDrawing, linksOf, pathsOf } from './check-doc-links.mjs';

const files = new Set(['docs', 'docs/api.md', 'docs/adr', 'docs/adr/README.md', 'api/src/lib/route.ts', 'README.md']);
const context = {
  exists: (rel) => files.has(rel),
  endsWith: (rel) => [...files].some((file) => file.endsWith(`/${rel}`)),
  anchors: (rel) => (rel === 'docs/api.md' ? new Set(['configuration', 'server-rendering']) : new Set()),
};

test('a heading becomes the anchor GitHub gives it', () => {
  assert.equal(anchorOf('Server rendering'), 'server-rendering');
  assert.equal(anchorOf('The product server (`server/`, @league/server)'), 'the-product-server-server-leagueserver');
  assert.deepEqual([...anchorsOf('# A\n```\n# not a heading\n```\n## Lock order')], ['a', 'lock-order']);
});

test('relative links are found, addresses of other sites are not', () => {
  const text = 'See [api](api.md#configuration), [site](https://example.org/a.md) and [top](#a).';
  assert.deepEqual(
    linksOf(text).map((link) => link.target),
    ['api.md#configuration', '#a'],
  );
});

test('paths written in the text are found; URLs, patterns and single names are not', () => {
  const text = [
    'The route helper `api/src/lib/route.ts`, the folder `api/src/modules/content/` and `lib/route.ts`;',
    'not /api/v1/matches, not https://example.org/x/y.ts, not `demo/clubs/<slug>.svg`, not `app.ts`, not `js/`.',
  ].join('\n');
  assert.deepEqual(
    pathsOf(text).map((found) => found.path),
    ['api/src/lib/route.ts', 'api/src/modules/content/', 'lib/route.ts'],
  );
});

test('a doc whose links and paths exist has no problem', () => {
  const text = '[api](api.md#server-rendering), [index](adr/README.md), [root](../README.md): `lib/route.ts`';
  assert.deepEqual(checkDoc('docs/architecture.md', text, context), []);
});

test('a missing file, a missing heading and a stale path are reported with their lines', () => {
  const text = '[gone](gone.md)\n[api](api.md#no-such-heading)\n`api/src/lib/old-route.ts`\n`shell/dist/x.js`';
  assert.deepEqual(checkDoc('docs/architecture.md', text, context), [
    'docs/architecture.md:1: the link gone.md names docs/gone.md, which does not exist',
    'docs/architecture.md:2: the link api.md#no-such-heading names a heading docs/api.md does not have',
    'docs/architecture.md:3: api/src/lib/old-route.ts does not exist',
  ]);
});

test('the layers drawn in the architecture are the ones layers.json writes', () => {
  const layers = [
    { name: 'foundation', modules: ['auth', 'stats'] },
    { name: 'read-models', modules: ['standings'] },
  ];
  const doc = (drawing) => `# Architecture\n\n## Module layers\n\n\`\`\`\n${drawing}\n\`\`\`\n\nText.\n`;
  assert.deepEqual(checkLayersDrawing(doc('foundation    auth, stats\nread-models   standings'), layers), []);
  assert.equal(checkLayersDrawing(doc('foundation    auth\nread-models   standings'), layers).length, 1);
  assert.equal(checkLayersDrawing('# Architecture\n', layers).length, 1);
});
