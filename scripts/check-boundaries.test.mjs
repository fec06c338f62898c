// The import-boundary checker on small fixtures (node --test; part of `npm run test:unit`).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { checkFile, checkPackages, featureOf, root, routerNames } from './check-boundaries.mjs';

const file = (rel) => path.join(root, rel);

test('a feature importing another feature is reported with the way out', () => {
  const problems = checkFile('mf-public', file('mf-public/src/features/teams/teams-page.tsx'), "import { TeamCard } from '../team/team-card';\n");
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^mf-public\/src\/features\/teams\/teams-page\.tsx:1 imports the feature team/);
  assert.match(problems[0], /features don't import each other: move the shared piece to src\/ui or @league\/shared/);
});

test('a feature importing a whole feature folder is reported too', () => {
  const problems = checkFile('mf-cabinet-matches', file('mf-cabinet-matches/src/features/departures/routes.ts'), "export * from '../referee-matches';\n");
  assert.equal(problems.length, 1);
});

test("a feature's own files, the app's ui and paths, and the routes file composing features are fine", () => {
  const inFeature = file('mf-public/src/features/team/team-frame.tsx');
  const source = ["import { fetchTeam } from './api';", "import { Page } from '../../ui/page';", "import { paths } from '../../paths';", "import { api } from '@league/shared';"].join('\n');
  assert.deepEqual(checkFile('mf-public', inFeature, source), []);
  assert.deepEqual(checkFile('mf-public', file('mf-public/src/routes.tsx'), "import { teamRoutes } from './features/team/routes';\nimport { homeRoutes } from './features/home/routes';\n"), []);
});

test('features are told apart per app', () => {
  assert.equal(featureOf(file('mf-public/src/features/news/news-card.tsx')), 'mf-public/news');
  assert.equal(featureOf(file('mf-public/src/ui/page.tsx')), null);
  assert.equal(featureOf(file('shared/src/features/x/y.ts')), null);
});

test('the other boundaries still hold: no remote reaches into another', () => {
  const problems = checkFile('mf-public', file('mf-public/src/features/home/home-page.tsx'), "import x from '../../../../mf-cabinet-clubs/src/routes';\n");
  assert.equal(problems.length, 1);
  assert.match(problems[0], /apps deploy independently/);
});

test('the page-test helpers are for tests only', () => {
  const spec = "import { pageRenderer } from '@league/shared/testing';\n";
  assert.deepEqual(checkFile('mf-cabinet-clubs', file('mf-cabinet-clubs/src/test-utils.tsx'), spec), []);
  assert.deepEqual(checkFile('mf-cabinet-clubs', file('mf-cabinet-clubs/src/features/teams/team-page.test.tsx'), spec), []);
  const problems = checkFile('mf-cabinet-clubs', file('mf-cabinet-clubs/src/features/teams/team-page.tsx'), spec);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /apps import only '@league\/shared' and '@league\/shared\/cabinet'/);
});

test("only the shell's wake script takes the locale rules outside the shared singleton", () => {
  const spec = "import { languageChosenOnArrival } from '@league/shared/locale';\n";
  assert.deepEqual(checkFile('shell', file('shell/src/wake.ts'), spec), []);
  for (const [pkg, where] of [['shell', 'shell/src/bootstrap.tsx'], ['mf-public', 'mf-public/src/wake.ts']]) {
    const problems = checkFile(pkg, file(where), spec);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /apps import only/);
  }
});

test('browser code imports only the router names the shared router module carries', () => {
  const page = file('mf-public/src/features/home/home-page.tsx');
  assert.deepEqual(checkFile('mf-public', page, "import { Link, useParams as params } from 'react-router-dom';\n"), []);
  const problems = checkFile('mf-public', page, "import {\n  Link,\n  createStaticHandler,\n} from 'react-router-dom';\n");
  assert.equal(problems.length, 1);
  assert.match(problems[0], /imports createStaticHandler from react-router-dom: .*config\/shared\/react-router-dom\.mjs/);
  assert.match(checkFile('shared', file('shared/src/ui/x.tsx'), "import { Link } from 'react-router';\n")[0], /import the router as 'react-router-dom'/);
  // Tests render with the whole package.
  assert.deepEqual(checkFile('mf-public', file('mf-public/src/features/home/home-page.test.tsx'), "import { createStaticHandler } from 'react-router-dom';\n"), []);
  assert.ok(routerNames().has('RouterProvider'));
});

test('browser code calls the API through the shared client, not axios', () => {
  const page = file('mf-public/src/ui/content.tsx');
  assert.match(checkFile('mf-public', page, "import axios from 'axios';\n")[0], /imports axios: .*isApiError/);
  assert.deepEqual(checkFile('shared', file('shared/src/api/client.ts'), "import type { AxiosAdapter } from 'axios';\n"), []);
  assert.deepEqual(checkFile('mf-public', file('mf-public/src/test-utils.tsx'), "import { AxiosError } from 'axios';\n"), []);
});

test('the product server imports the API by its exported entries only, and nobody imports the server', () => {
  const main = file('server/src/product.ts');
  assert.deepEqual(checkFile('server', main, "import { buildApp } from '@league/api/app';\nimport type { Contract } from '@league/shared/contracts';\n"), []);
  assert.match(checkFile('server', main, "import { openPglite } from '@league/api/src/db/connection';\n")[0], /only by the entries api\/package\.json exports/);
  assert.match(checkFile('server', main, "import { buildApp } from '../../api/src/app';\n")[0], /reaches into api/);
  assert.match(checkFile('server', main, "import { Button } from '@league/shared';\n")[0], /the API and the product server use only/);
  for (const [pkg, where] of [['api', 'api/src/app.ts'], ['shell', 'shell/src/index.ts'], ['e2e', 'e2e/tests/fixtures.ts']]) {
    assert.match(checkFile(pkg, file(where), "import { mountProduct } from '@league/server/product';\n")[0], /nobody imports the product server/);
  }
});

test('the repository itself is clean', () => {
  assert.deepEqual(checkPackages(['shell', 'mf-public', 'mf-cabinet-tournaments', 'mf-cabinet-matches', 'mf-cabinet-clubs', 'shared', 'server']), []);
});
