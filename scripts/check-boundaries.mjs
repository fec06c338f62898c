#!/usr/bin/env node
// Import boundaries between the apps (a lint rule with a message that says why):
// - a remote never imports another remote or the shell (they deploy independently);
// - the shell never imports a remote (remotes load at run time through remotes.json);
// - nobody imports @league/shared by a relative path (a second copy would mean a second
//   API client, i18n instance and store);
// - shared imports no app; api imports shared only through its contracts and validation;
// - inside an app, a feature (src/features/<name>/) never imports another feature: shared
//   pieces live in the app's src/ui or in @league/shared, and the app's routes file composes
//   the features.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['shell', 'mf-public', 'mf-cabinet-tournaments', 'mf-cabinet-matches', 'mf-cabinet-clubs'];
const PACKAGES = [...APPS, 'shared', 'api', 'e2e'];
const only = process.argv.slice(2);
const targets = only.length ? only : PACKAGES;

const IMPORT_RE = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.(tsx?|jsx?|mjs|cjs)$/.test(entry.name)) yield full;
  }
}

/** Which workspace a resolved file path belongs to. */
function ownerOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  return PACKAGES.includes(rel[0]) ? rel[0] : null;
}

/** The feature a file belongs to (`<app>/src/features/<name>/…`), or null. */
export function featureOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  return APPS.includes(rel[0]) && rel[1] === 'src' && rel[2] === 'features' && rel.length > 4 ? `${rel[0]}/${rel[3]}` : null;
}

/** The import problems of one source file of the workspace `pkg` (an empty list when it is clean). */
export function checkFile(pkg, file, source) {
  const problems = [];
  for (const match of source.matchAll(IMPORT_RE)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (!spec) continue;
    const line = source.slice(0, match.index).split('\n').length;
    const where = `${path.relative(root, file)}:${line}`;
    if (spec.startsWith('.')) {
      const resolved = path.resolve(path.dirname(file), spec);
      const target = ownerOf(resolved);
      const from = featureOf(file);
      const to = featureOf(path.join(resolved, 'x'));
      if (from && to && from !== to) {
        problems.push(`${where} imports the feature ${to.split('/')[1]} ("${spec}"): features don't import each other: move the shared piece to src/ui or @league/shared.`);
      }
      if (target === 'shared' && pkg !== 'shared') {
        problems.push(`${where} imports shared by a relative path ("${spec}"): use '@league/shared' so there is one instance.`);
      } else if (target && target !== pkg && APPS.includes(pkg) && APPS.includes(target)) {
        problems.push(`${where} imports ${target} ("${spec}"): apps deploy independently; move shared code to @league/shared.`);
      } else if (target && target !== pkg) {
        problems.push(`${where} reaches into ${target} ("${spec}"): packages talk through package names only.`);
      }
      continue;
    }
    const pkgName = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
    if (pkgName.startsWith('@league/')) {
      const target = pkgName.slice('@league/'.length);
      if (target === 'shared') {
        // Tests may use the page-test helpers (never bundled, so no second federated instance).
        const testHelper = spec === '@league/shared/testing' && /(test-utils|\.test)\.tsx?$/.test(file);
        if (APPS.includes(pkg) && spec !== '@league/shared' && !testHelper) {
          problems.push(`${where} imports "${spec}": apps import only '@league/shared' (one federated singleton).`);
        }
        if (pkg === 'api' && !/^@league\/shared\/(contracts|validation|endpoints|access|labels)$/.test(spec)) {
          problems.push(`${where} imports "${spec}": the API uses only @league/shared/contracts, /validation, /endpoints, /access and /labels (no React, no browser code).`);
        }
      } else if (pkg === 'shared') {
        problems.push(`${where} imports the app ${pkgName}: shared imports no app.`);
      } else if (target !== pkg) {
        problems.push(`${where} imports ${pkgName}: remotes, the shell and the API never import each other.`);
      }
    }
    if (pkg !== 'shell' && pkg !== 'e2e' && spec.startsWith('@module-federation/') && pkg !== 'shared') {
      problems.push(`${where} imports "${spec}": only the shell talks to the federation runtime.`);
    }
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
  if (problems.length) {
    console.error(`Import boundaries broken (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`import boundaries ok (${targets.join(', ')})`);
}
