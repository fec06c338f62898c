#!/usr/bin/env node
// Dependencies that say the truth (part of `npm run lint`):
// - a workspace lists in `dependencies` every package its shipped code imports, and lists
//   nothing there that its shipped code does not import (a package only its tests, configs or
//   scripts import is a devDependency);
// - what tests, configs and scripts import is listed by the workspace or is the team's shared
//   tooling in the root package's devDependencies;
// - a devDependency is imported, named as a string by a configuration (a jest transform, a
//   loader), run as a command by a package script, or is the type package of one of those;
// - one package has one version range wherever it is listed (the root's list is the reference).
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const IMPORT_RE =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)|jest\.mock\(\s*['"]([^'"]+)['"]/g;
const STRING_RE = /['"]((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)(?:\/[^'"]*)?['"]/g;
const SOURCE_FILE = /\.(tsx?|jsx?|mjs|cjs|cts|mts)$/;
const BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** Files that never ship: tests, test helpers, configs, scripts. */
export function isDevFile(rel) {
  return (
    /(^|\/)(test|tests|__tests__|e2e|scripts|config)\//.test(rel) ||
    /\.(test|spec)\.[cm]?[jt]sx?$/.test(rel) ||
    /(^|\/)(jest|rspack|playwright)[^/]*\.[cm]?[jt]s$/.test(rel) ||
    /(^|\/)(testing|test-utils|test-endpoints)(\.tsx?|\/)/.test(rel)
  );
}

/** The package a bare import names (`@scope/name/sub` → `@scope/name`), or null for a relative path or a builtin. */
export function packageOf(specifier) {
  if (!specifier || specifier.startsWith('.') || specifier.startsWith('/') || BUILTINS.has(specifier)) return null;
  // node:fs, and an address a test writes in an import (https://…, data:…) are no packages.
  if (/^[a-z][a-z0-9+.-]*:/i.test(specifier)) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return BUILTINS.has(name) ? null : name;
}

function* walk(dir, skip) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'coverage', 'test-results'].includes(entry.name) || entry.name.startsWith('.')) {
      continue;
    }
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip(full)) yield* walk(full, skip);
    } else if (SOURCE_FILE.test(entry.name)) yield full;
  }
}

/** What a list of files imports, shipped code and the rest apart. */
export function importsOf(files, relOf) {
  const shipped = new Map();
  const dev = new Map();
  for (const file of files) {
    const rel = relOf(file);
    const source = fs.readFileSync(file, 'utf8');
    const into = isDevFile(rel) ? dev : shipped;
    for (const match of source.matchAll(IMPORT_RE)) {
      const name = packageOf(match[1] ?? match[2] ?? match[3] ?? match[4]);
      if (name && !into.has(name)) into.set(name, rel);
    }
  }
  return { shipped, dev };
}

/** Package names a configuration or script mentions as a string (a jest transform, an environment). */
function namedInStrings(files) {
  const names = new Set();
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, name] of source.matchAll(STRING_RE)) names.add(name);
  }
  return names;
}

/** The commands a package provides. */
function binsOf(name) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
    if (typeof manifest.bin === 'string') return [manifest.name.split('/').pop()];
    return Object.keys(manifest.bin ?? {});
  } catch {
    return [];
  }
}

/** The peer dependencies a package asks its user to install. */
function peersOf(name) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
    return Object.keys(manifest.peerDependencies ?? {});
  } catch {
    return [];
  }
}

/** Jest's test environments named by a configuration (`testEnvironment: 'jsdom'` runs jest-environment-jsdom). */
function jestEnvironments(files) {
  const names = new Set();
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, name] of source.matchAll(/testEnvironment:\s*['"]([\w-]+)['"]/g))
      names.add(`jest-environment-${name}`);
  }
  return names;
}

/** Packages listed for another's sake: the peers of the used ones, as long as new ones turn up. */
function withPeers(used, listed) {
  const all = new Set(used);
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of listed) {
      if (all.has(name)) continue;
      if ([...all].some((user) => peersOf(user).includes(name))) {
        all.add(name);
        grew = true;
      }
    }
  }
  return all;
}

function scriptsUse(manifests, name) {
  const bins = binsOf(name);
  if (bins.length === 0) return false;
  const words = new Set(
    manifests.flatMap((m) => Object.values(m.scripts ?? {}).flatMap((script) => script.split(/[\s&|;()]+/))),
  );
  return bins.some((bin) => words.has(bin));
}

/** The package a `@types/…` package describes (`@types/scope__name` → `@scope/name`), or null. */
function typesOf(name) {
  return name.startsWith('@types/') ? name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2') : null;
}

/** Whether a listed devDependency is used: imported, named in a string, run by a script, or the types of one of those. */
function isUsedDev(name, { shipped, dev, named }, manifests) {
  const typed = typesOf(name);
  return (
    dev.has(name) ||
    shipped.has(name) ||
    named.has(name) ||
    scriptsUse(manifests, name) ||
    (typed && (dev.has(typed) || shipped.has(typed) || named.has(typed)))
  );
}

/** The league's workspaces with their manifests, and the root's. */
function readManifests() {
  const rootManifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const workspaces = rootManifest.workspaces.map((dir) => ({
    dir,
    manifest: JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')),
  }));
  return { rootManifest, workspaces };
}

/** The problems of one workspace: what it imports against what it lists (`tooling`: the root's devDependencies). */
function checkWorkspace({ dir, manifest }, files, tooling) {
  const problems = [];
  const base = path.join(root, dir);
  const relOf = (file) => path.relative(base, file).split(path.sep).join('/');
  const { shipped, dev } = importsOf(files, relOf);
  const deps = { ...manifest.peerDependencies, ...manifest.dependencies };
  const devDeps = manifest.devDependencies ?? {};
  for (const [name, where] of shipped) {
    if (name === manifest.name) continue;
    if (!(name in deps)) {
      problems.push(`${dir}: ${where} imports ${name}, which ${dir}/package.json does not list in dependencies`);
    }
  }
  for (const [name, where] of dev) {
    if (name === manifest.name || name in deps || name in devDeps || name in tooling) continue;
    problems.push(`${dir}: ${where} imports ${name}, listed neither by ${dir} nor by the root's devDependencies`);
  }
  for (const name of Object.keys(manifest.dependencies ?? {})) {
    if (!shipped.has(name)) {
      const only = dev.has(name) ? ' (only its tests, configs or scripts do: a devDependency)' : '';
      problems.push(`${dir}: lists ${name} in dependencies, which its shipped code never imports${only}`);
    }
  }
  const named = new Set([...namedInStrings(files), ...jestEnvironments(files)]);
  const listedDev = Object.keys(devDeps);
  const usedDev = listedDev.filter((name) => isUsedDev(name, { shipped, dev, named }, [manifest]));
  const usedWithPeers = withPeers([...usedDev, ...shipped.keys(), ...dev.keys()], listedDev);
  for (const name of listedDev) {
    if (!usedWithPeers.has(name))
      problems.push(`${dir}: lists ${name} in devDependencies, which nothing in ${dir} uses`);
  }
  return problems;
}

/** The root's tooling (its devDependencies) that nothing in the whole tree uses. */
function checkRootTooling(everything, tooling, manifests) {
  const { shipped, dev } = importsOf(everything, (file) => path.relative(root, file));
  const named = new Set([
    ...namedInStrings([...everything, path.join(root, 'tsconfig.base.json')]),
    ...jestEnvironments(everything),
  ]);
  const listedTooling = Object.keys(tooling);
  const usedTooling = listedTooling.filter((name) => isUsedDev(name, { shipped, dev, named }, manifests));
  const toolingWithPeers = withPeers(usedTooling, listedTooling);
  return listedTooling
    .filter((name) => !toolingWithPeers.has(name))
    .map((name) => `package.json: lists ${name} in devDependencies, which nothing uses`);
}

/** What the root's own scripts and configs import that neither the root nor a workspace lists. */
function checkRootImports(rootFiles, tooling, workspaces) {
  // The root's scripts and configs may import what the root or any workspace lists (one install);
  // `@league-vendor/…` are the bundler's aliases (config/rspack.factory.mjs).
  const listedAnywhere = new Set(
    workspaces.flatMap((w) => Object.keys({ ...w.manifest.dependencies, ...w.manifest.devDependencies })),
  );
  const rootOwn = importsOf(rootFiles, (file) => path.relative(root, file));
  const problems = [];
  for (const [name, where] of [...rootOwn.shipped, ...rootOwn.dev]) {
    if (name in tooling || listedAnywhere.has(name) || name.startsWith('@league-vendor/')) continue;
    if (workspaces.some((w) => w.manifest.name === name)) continue;
    problems.push(`package.json: ${where} imports ${name}, which neither the root nor a workspace lists`);
  }
  return problems;
}

/** One range per package, wherever it is listed. */
function checkRanges(rootManifest, workspaces) {
  const ranges = new Map();
  for (const [owner, manifest] of [['package.json', rootManifest], ...workspaces.map((w) => [w.dir, w.manifest])]) {
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      for (const [name, range] of Object.entries(manifest[field] ?? {})) {
        if (!ranges.has(name)) ranges.set(name, new Map());
        ranges.get(name).set(owner, range);
      }
    }
  }
  const problems = [];
  for (const [name, owners] of ranges) {
    const distinct = new Set(owners.values());
    if (distinct.size > 1) {
      const list = [...owners].map(([owner, range]) => `${owner} ${range}`).join(', ');
      problems.push(`${name} is listed with different ranges: ${list}`);
    }
  }
  return problems;
}

export function check() {
  const { rootManifest, workspaces } = readManifests();
  const workspaceDirs = new Set(workspaces.map((w) => path.join(root, w.dir)));
  const tooling = rootManifest.devDependencies ?? {};
  const manifests = [rootManifest, ...workspaces.map((w) => w.manifest)];
  const problems = [];
  const allFiles = [];
  for (const workspace of workspaces) {
    const files = [...walk(path.join(root, workspace.dir), () => false)];
    allFiles.push(...files);
    problems.push(...checkWorkspace(workspace, files, tooling));
  }
  // The root: its own scripts and configs, and the tooling every workspace shares.
  const rootFiles = [...walk(root, (dir) => workspaceDirs.has(dir))];
  problems.push(...checkRootTooling([...rootFiles, ...allFiles], tooling, manifests));
  problems.push(...checkRootImports(rootFiles, tooling, workspaces));
  problems.push(...checkRanges(rootManifest, workspaces));
  return problems;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const problems = check();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`dependencies: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('dependencies ok (every workspace lists what it imports, one range per package)');
}
