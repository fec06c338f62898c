#!/usr/bin/env node
// Import boundaries between the apps (a lint rule with a message that says why):
// - a remote never imports another remote or the shell (they deploy independently);
// - the shell never imports a remote (remotes load at run time through remotes.json);
// - nobody imports @league/shared by a relative path (a second copy would mean a second
//   API client, i18n instance and store);
// - only shared imports @league/runtime, and the runtime imports no product package (ADR 0300);
// - shared imports no app; api imports shared only through its contracts and validation;
// - the product server (server/) imports the API only by the entries api/package.json exports,
//   and shared as the API does; nobody imports the server (it is what a deployment runs);
// - inside an app, a feature (src/features/<name>/) never imports another feature: shared
//   pieces live in the app's src/ui or in @league/shared, and the app's routes file composes
//   the features;
// - browser code imports the router only as 'react-router-dom', and only the names the shared
//   router module (config/shared/react-router-dom.mjs) re-exports: the bundle holds nothing else;
// - browser code does not import axios (the API client of @league/shared speaks fetch);
// - the API's modules (api/src/modules/<name>/) stand in layers (api/src/modules/layers.json):
//   a module imports only modules of its own layer or below, only through their public entry
//   (index.ts), and the modules' graph has no cycle (ADR 0152).
// The names of the trimmed shared packages are checked in lib/shared-names.mjs, the API's
// modules in lib/api-modules.mjs; this file holds the rules between workspaces and features.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkApiModules } from './lib/api-modules.mjs';
import { checkRouter, checkTrimmed } from './lib/shared-names.mjs';
import { APPS, IMPORT_RE, isTestFile, lineAt, PACKAGES, root, walk } from './lib/source-tree.mjs';

export {
  checkApiModules,
  checkModules,
  checkStatements,
  moduleCycles,
  moduleImports,
  moduleOf,
  readLayers,
} from './lib/api-modules.mjs';
export { routerNames } from './lib/shared-names.mjs';

const only = process.argv.slice(2);
const targets = only.length ? only : PACKAGES;

/** Which workspace a resolved file path belongs to. */
function ownerOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  return PACKAGES.includes(rel[0]) ? rel[0] : null;
}

/** The feature a file belongs to (`<app>/src/features/<name>/…`), or null. */
export function featureOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  return APPS.includes(rel[0]) && rel[1] === 'src' && rel[2] === 'features' && rel.length > 4
    ? `${rel[0]}/${rel[3]}`
    : null;
}

let apiEntries;
/** The entries the API package exports (`@league/api/<entry>`), what the product server may import. */
function apiExports() {
  apiEntries ??= new Set(
    Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'api/package.json'), 'utf8')).exports ?? {}).map(
      (key) => `@league/api${key.slice(1)}`,
    ),
  );
  return apiEntries;
}

/** The problems of an import by a relative path: another feature, another workspace. */
function relativeImportProblems(pkg, file, spec, where) {
  const problems = [];
  const resolved = path.resolve(path.dirname(file), spec);
  const target = ownerOf(resolved);
  const from = featureOf(file);
  const to = featureOf(path.join(resolved, 'x'));
  if (from && to && from !== to) {
    problems.push(
      `${where} imports the feature ${to.split('/')[1]} ("${spec}"): features don't import each other: move the shared piece to src/ui or @league/shared.`,
    );
  }
  if (target === 'shared' && pkg !== 'shared') {
    problems.push(
      `${where} imports shared by a relative path ("${spec}"): use '@league/shared' so there is one instance.`,
    );
  } else if (target && target !== pkg && APPS.includes(pkg) && APPS.includes(target)) {
    problems.push(
      `${where} imports ${target} ("${spec}"): apps deploy independently; move shared code to @league/shared.`,
    );
  } else if (target && target !== pkg) {
    problems.push(`${where} reaches into ${target} ("${spec}"): packages talk through package names only.`);
  }
  return problems;
}

/** The problems of an import of @league/shared: which of its entries a workspace may use. */
function sharedImportProblems(pkg, file, spec, where) {
  const problems = [];
  // Tests may use the page-test helpers (never bundled, so no second federated instance).
  const testHelper = spec === '@league/shared/testing' && /(test-utils|\.test)\.tsx?$/.test(file);
  // The shell's wake script is a build of its own, run before any federated code (ADR 0135):
  // it takes the locale rules (plain functions) without the singleton.
  const wakeScript =
    spec === '@league/shared/locale' && path.relative(root, file) === path.join('shell', 'src', 'wake.ts');
  if (
    APPS.includes(pkg) &&
    spec !== '@league/shared' &&
    spec !== '@league/shared/cabinet' &&
    !testHelper &&
    !wakeScript
  ) {
    problems.push(
      `${where} imports "${spec}": apps import only '@league/shared' and '@league/shared/cabinet' (the one-instance parts come through them from @league/runtime, ADR 0300).`,
    );
  }
  if (
    (pkg === 'api' || pkg === 'server') &&
    !/^@league\/shared\/(contracts|validation|endpoints|access|labels|league|locale|followed-cookie)$/.test(spec)
  ) {
    problems.push(
      `${where} imports "${spec}": the API and the product server use only @league/shared/contracts, /validation, /endpoints, /access, /labels, /league, /locale and /followed-cookie (no React, no browser code).`,
    );
  }
  return problems;
}

/** The problems of an import of a league package (`@league/<target>`) from the workspace `pkg`. */
function leagueImportProblems(pkg, file, spec, pkgName, where) {
  const target = pkgName.slice('@league/'.length);
  if (target === 'shared') return sharedImportProblems(pkg, file, spec, where);
  if (target === 'runtime') {
    return pkg !== 'shared'
      ? [`${where} imports @league/runtime: apps reach the runtime through @league/shared (ADR 0300).`]
      : [];
  }
  if (pkg === 'runtime') return [`${where} imports ${pkgName}: the runtime imports no product package (ADR 0300).`];
  if (pkg === 'shared') return [`${where} imports the app ${pkgName}: shared imports no app.`];
  if (target === 'server' && pkg !== 'server') {
    return [`${where} imports ${pkgName}: nobody imports the product server; it is what a deployment runs.`];
  }
  if (pkg === 'server' && target === 'api') {
    return apiExports().has(spec)
      ? []
      : [
          `${where} imports "${spec}": the product server imports the API only by the entries api/package.json exports (${[...apiExports()].join(', ')}).`,
        ];
  }
  if (target !== pkg) return [`${where} imports ${pkgName}: remotes, the shell and the API never import each other.`];
  return [];
}

/** The problems of an import by a package name (`statement`: the whole import, to tell a type-only one). */
function packageImportProblems(pkg, file, spec, where, statement) {
  const problems = [];
  const pkgName = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
  const browser = APPS.includes(pkg) || pkg === 'shared';
  if (pkgName === 'axios' && browser && !isTestFile(file) && !/^\s*import\s+type\b/.test(statement)) {
    problems.push(
      `${where} imports axios: the browser calls the API through the client of @league/shared (fetch, ADR 0106); use isApiError for its errors.`,
    );
  }
  if (pkgName === 'react-router' && browser) {
    problems.push(
      `${where} imports "${spec}": import the router as 'react-router-dom' (the shared router module, one instance).`,
    );
  }
  if (pkgName.startsWith('@league/')) problems.push(...leagueImportProblems(pkg, file, spec, pkgName, where));
  if (pkg !== 'shell' && pkg !== 'e2e' && spec.startsWith('@module-federation/') && pkg !== 'shared') {
    problems.push(`${where} imports "${spec}": only the shell talks to the federation runtime.`);
  }
  return problems;
}

/** The import problems of one source file of the workspace `pkg` (an empty list when it is clean). */
export function checkFile(pkg, file, source) {
  const problems = [...checkRouter(pkg, file, source), ...checkTrimmed(pkg, file, source)];
  for (const match of source.matchAll(IMPORT_RE)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (!spec) continue;
    const where = `${path.relative(root, file)}:${lineAt(source, match.index)}`;
    if (spec.startsWith('.')) problems.push(...relativeImportProblems(pkg, file, spec, where));
    else problems.push(...packageImportProblems(pkg, file, spec, where, match[0]));
  }
  return problems;
}

/** The import problems of every source file of the given workspaces. */
export function checkPackages(packages) {
  const problems = [];
  for (const pkg of packages) {
    for (const file of walk(path.join(root, pkg))) {
      if (file.endsWith('rspack.config.mjs')) continue;
      problems.push(...checkFile(pkg, file, fs.readFileSync(file, 'utf8')));
    }
  }
  return problems;
}

export { root };

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const problems = checkPackages(targets);
  if (targets.includes('api')) {
    const modules = checkApiModules();
    problems.push(...modules.problems);
    console.log(modules.summary);
  }
  if (problems.length) {
    console.error(`Import boundaries broken (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`import boundaries ok (${targets.join(', ')})`);
}
