// The import-boundary checker on small fixtures (node --test; part of `npm run test:unit`).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import {
  checkApiModules,
  checkFile,
  checkModules,
  checkPackages,
  checkStatements,
  featureOf,
  moduleCycles,
  root,
  routerNames,
} from './check-boundaries.mjs';

const file = (rel) => path.join(root, rel);

test('a feature importing another feature is reported with the way out', () => {
  const problems = checkFile(
    'mf-public',
    file('mf-public/src/features/teams/teams-page.tsx'),
    "import { TeamCard } from '../team/team-card';\n",
  );
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^mf-public\/src\/features\/teams\/teams-page\.tsx:1 imports the feature team/);
  assert.match(problems[0], /features don't import each other: move the shared piece to src\/ui or @league\/shared/);
});

test('a feature importing a whole feature folder is reported too', () => {
  const problems = checkFile(
    'mf-cabinet-matches',
    file('mf-cabinet-matches/src/features/departures/routes.ts'),
    "export * from '../referee-matches';\n",
  );
  assert.equal(problems.length, 1);
});

test("a feature's own files, the app's ui and paths, and the routes file composing features are fine", () => {
  const inFeature = file('mf-public/src/features/team/team-frame.tsx');
  const source = [
    "import { fetchTeam } from './api';",
    "import { Page } from '../../ui/page';",
    "import { paths } from '../../paths';",
    "import { api } from '@league/shared';",
  ].join('\n');
  assert.deepEqual(checkFile('mf-public', inFeature, source), []);
  assert.deepEqual(
    checkFile(
      'mf-public',
      file('mf-public/src/routes.tsx'),
      "import { teamRoutes } from './features/team/routes';\nimport { homeRoutes } from './features/home/routes';\n",
    ),
    [],
  );
});

test('features are told apart per app', () => {
  assert.equal(featureOf(file('mf-public/src/features/news/news-card.tsx')), 'mf-public/news');
  assert.equal(featureOf(file('mf-public/src/ui/page.tsx')), null);
  assert.equal(featureOf(file('shared/src/features/x/y.ts')), null);
});

test('the other boundaries still hold: no remote reaches into another', () => {
  const problems = checkFile(
    'mf-public',
    file('mf-public/src/features/home/home-page.tsx'),
    "import x from '../../../../mf-cabinet-clubs/src/routes';\n",
  );
  assert.equal(problems.length, 1);
  assert.match(problems[0], /apps deploy independently/);
});

test('the page-test helpers are for tests only', () => {
  const spec = "import { pageRenderer } from '@league/shared/testing';\n";
  assert.deepEqual(checkFile('mf-cabinet-clubs', file('mf-cabinet-clubs/src/test-utils.tsx'), spec), []);
  assert.deepEqual(
    checkFile('mf-cabinet-clubs', file('mf-cabinet-clubs/src/features/teams/team-page.test.tsx'), spec),
    [],
  );
  const problems = checkFile('mf-cabinet-clubs', file('mf-cabinet-clubs/src/features/teams/team-page.tsx'), spec);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /apps import only '@league\/shared' and '@league\/shared\/cabinet'/);
});

test("only the shell's wake script takes the locale rules outside the shared singleton", () => {
  const spec = "import { languageChosenOnArrival } from '@league/shared/locale';\n";
  assert.deepEqual(checkFile('shell', file('shell/src/wake.ts'), spec), []);
  for (const [pkg, where] of [
    ['shell', 'shell/src/bootstrap.tsx'],
    ['mf-public', 'mf-public/src/wake.ts'],
  ]) {
    const problems = checkFile(pkg, file(where), spec);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /apps import only/);
  }
});

test('browser code imports only the router names the shared router module carries', () => {
  const page = file('mf-public/src/features/home/home-page.tsx');
  assert.deepEqual(checkFile('mf-public', page, "import { Link, useParams as params } from 'react-router-dom';\n"), []);
  const problems = checkFile(
    'mf-public',
    page,
    "import {\n  Link,\n  createStaticHandler,\n} from 'react-router-dom';\n",
  );
  assert.equal(problems.length, 1);
  assert.match(
    problems[0],
    /imports createStaticHandler from react-router-dom: .*config\/shared\/react-router-dom\.mjs/,
  );
  assert.match(
    checkFile('shared', file('shared/src/ui/x.tsx'), "import { Link } from 'react-router';\n")[0],
    /import the router as 'react-router-dom'/,
  );
  // Tests render with the whole package.
  assert.deepEqual(
    checkFile(
      'mf-public',
      file('mf-public/src/features/home/home-page.test.tsx'),
      "import { createStaticHandler } from 'react-router-dom';\n",
    ),
    [],
  );
  assert.ok(routerNames().has('RouterProvider'));
  // The data layer and i18n packages are shared as the names the product uses (ADR 0203).
  assert.deepEqual(
    checkFile(
      'mf-public',
      page,
      "import { useQuery, type UseQueryOptions } from '@tanstack/react-query';\nimport { useTranslation } from 'react-i18next';\n",
    ),
    [],
  );
  assert.match(
    checkFile('mf-public', page, "import { useSuspenseQuery } from '@tanstack/react-query';\n")[0],
    /imports useSuspenseQuery from @tanstack\/react-query: .*config\/shared\/react-query\.mjs/,
  );
  assert.match(
    checkFile('shell', file('shell/src/app.tsx'), "import { Trans } from 'react-i18next';\n")[0],
    /imports Trans from react-i18next: .*config\/shared\/react-i18next\.mjs/,
  );
});

test('browser code calls the API through the shared client, not axios', () => {
  const page = file('mf-public/src/ui/content.tsx');
  assert.match(checkFile('mf-public', page, "import axios from 'axios';\n")[0], /imports axios: .*isApiError/);
  assert.deepEqual(
    checkFile('shared', file('shared/src/api/client.ts'), "import type { AxiosAdapter } from 'axios';\n"),
    [],
  );
  assert.deepEqual(
    checkFile('mf-public', file('mf-public/src/test-utils.tsx'), "import { AxiosError } from 'axios';\n"),
    [],
  );
});

test('the product server imports the API by its exported entries only, and nobody imports the server', () => {
  const main = file('server/src/product.ts');
  assert.deepEqual(
    checkFile(
      'server',
      main,
      "import { buildApp } from '@league/api/app';\nimport type { Contract } from '@league/shared/contracts';\n",
    ),
    [],
  );
  assert.match(
    checkFile('server', main, "import { openPglite } from '@league/api/src/db/connection';\n")[0],
    /only by the entries api\/package\.json exports/,
  );
  assert.match(checkFile('server', main, "import { buildApp } from '../../api/src/app';\n")[0], /reaches into api/);
  assert.match(
    checkFile('server', main, "import { Button } from '@league/shared';\n")[0],
    /the API and the product server use only/,
  );
  for (const [pkg, where] of [
    ['api', 'api/src/app.ts'],
    ['shell', 'shell/src/index.ts'],
    ['e2e', 'e2e/tests/fixtures.ts'],
  ]) {
    assert.match(
      checkFile(pkg, file(where), "import { mountProduct } from '@league/server/product';\n")[0],
      /nobody imports the product server/,
    );
  }
});

test('the repository itself is clean', () => {
  assert.deepEqual(
    checkPackages([
      'shell',
      'mf-public',
      'mf-cabinet-tournaments',
      'mf-cabinet-matches',
      'mf-cabinet-clubs',
      'mf-cabinet-league',
      'shared',
      'server',
    ]),
    [],
  );
});

// The API's module layers (ADR 0152), on fixture modules in a fixture folder.
const mods = path.join(root, 'fixture-modules');
const at = (rel, source) => ({ file: path.join(mods, rel), source });
const fixtureLayers = [
  { name: 'low', modules: ['a', 'b'] },
  { name: 'high', modules: ['c'] },
];

test('modules importing each other through their entries, downward or beside, are fine', () => {
  const files = [
    at('a/a.service.ts', "import { x } from '../b/index';\nimport { defineModule } from '../module';\n"),
    at('b/b.service.ts', "import { y } from './b.rules';\n"),
    at('c/c.service.ts', "import { x } from '../a/index';\nimport type { B } from '../b';\n"),
  ];
  const { problems, figures, summary } = checkModules(files, fixtureLayers, mods);
  assert.deepEqual(problems, []);
  assert.deepEqual(figures, { modules: 3, edges: 3, cycles: 0, mutual: 0, upward: 0, internal: 0 });
  assert.match(
    summary,
    /3 modules in 2 layers, 3 edges, cycles 0 \(0 modules, 0 mutual pairs\), upward 0, internal reaches 0/,
  );
});

test('a module cycle fails, naming every import on it', () => {
  const files = [
    at('a/a.service.ts', "import { x } from '../b/index';\n"),
    at('b/b.service.ts', "\nimport { y } from '../a/index';\n"),
  ];
  const { problems, figures } = checkModules(files, fixtureLayers, mods);
  assert.equal(figures.cycles, 1);
  assert.equal(figures.mutual, 1);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^module cycle a ⇄ b/);
  assert.match(problems[0], /fixture-modules\/a\/a\.service\.ts:1 → b/);
  assert.match(problems[0], /fixture-modules\/b\/b\.service\.ts:2 → a/);
});

test('an upward import fails with the file, the module and the layers', () => {
  const { problems, figures } = checkModules(
    [at('a/a.service.ts', "import { z } from '../c/index';\n")],
    fixtureLayers,
    mods,
  );
  assert.equal(figures.upward, 1);
  assert.equal(problems.length, 1);
  assert.match(
    problems[0],
    /fixture-modules\/a\/a\.service\.ts:1 → c \("\.\.\/c\/index"\): upward import \(a is in the layer low, c in high above it\)/,
  );
});

test("a reach into another module's internals fails, and so does a module in no layer", () => {
  const { problems, figures } = checkModules(
    [at('c/c.service.ts', "import { x } from '../a/a.repository';\n"), at('d/d.ts', '')],
    fixtureLayers,
    mods,
  );
  assert.equal(figures.internal, 1);
  assert.match(
    problems.join('\n'),
    /c\.service\.ts:1 → a \("\.\.\/a\/a\.repository"\): a module is reached only through its public entry/,
  );
  assert.match(problems.join('\n'), /the module d stands in no layer/);
});

test("the API's modules keep their layers", () => {
  const { problems, figures } = checkApiModules();
  assert.deepEqual(problems, []);
  assert.equal(figures.cycles, 0);
  assert.equal(figures.upward, 0);
  assert.equal(
    moduleCycles([
      ['x', 'y'],
      ['y', 'z'],
      ['z', 'x'],
      ['z', 'w'],
    ]).length,
    1,
  );
});

test('a statement outside a repository is reported; a repository, a test and a sql fragment are fine', () => {
  const query = "export const f = (db) => db.selectFrom('users').selectAll().execute();\n";
  const problems = checkStatements(file('api/src/modules/notifications/notify.ts'), `// x\n${query}`);
  assert.equal(problems.length, 1);
  assert.match(
    problems[0],
    /^api\/src\/modules\/notifications\/notify\.ts:2 runs a statement \(\.selectFrom\): SQL of a module lives in its \*\.repository\.ts/,
  );
  assert.deepEqual(checkStatements(file('api/src/modules/notifications/notifications.repository.ts'), query), []);
  assert.deepEqual(checkStatements(file('api/src/modules/notifications/notify.test.ts'), query), []);
  assert.deepEqual(
    checkStatements(
      file('api/src/modules/players/players.cabinet.service.ts'),
      'extra.push(sql`p.position = ${x}`);\n',
    ),
    [],
  );
});
