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
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = [
  'shell',
  'mf-public',
  'mf-cabinet-tournaments',
  'mf-cabinet-matches',
  'mf-cabinet-clubs',
  'mf-cabinet-league',
  'mf-cabinet-content',
];
const PACKAGES = [...APPS, 'runtime', 'shared', 'api', 'server', 'e2e'];
const only = process.argv.slice(2);
const targets = only.length ? only : PACKAGES;

const IMPORT_RE =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

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
  return APPS.includes(rel[0]) && rel[1] === 'src' && rel[2] === 'features' && rel.length > 4
    ? `${rel[0]}/${rel[3]}`
    : null;
}

const ROUTER_MODULE = path.join(root, 'config/shared/react-router-dom.mjs');
/** The names the shared router module re-exports (what every app may import from react-router-dom). */
export function routerNames(source = fs.readFileSync(ROUTER_MODULE, 'utf8')) {
  const names = new Set();
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const name of list.split(','))
      if (name.trim())
        names.add(
          name
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        );
  }
  return names;
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

let sharedRouterNames;
let serverRouterNames;
const SERVER_ROUTER_MODULE = path.join(root, 'config/shared/react-router-dom.server.mjs');
const ROUTER_IMPORT_RE = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]react-router-dom['"]/g;

/** The router problems of one browser source file: names the shared router module does not carry. */
function checkRouter(pkg, file, source) {
  if (!APPS.includes(pkg) && pkg !== 'shared') return [];
  // Tests run on the whole package (jest), never on the bundle.
  if (/(test-utils|\.test)\.tsx?$/.test(file) || file.includes(`${path.sep}testing${path.sep}`)) return [];
  const problems = [];
  sharedRouterNames ??= routerNames();
  // The shell's server entry (Node build) shares the router with the static router added.
  serverRouterNames ??= new Set([...sharedRouterNames, ...routerNames(fs.readFileSync(SERVER_ROUTER_MODULE, 'utf8'))]);
  const allowed = file.includes(`${path.sep}src${path.sep}server${path.sep}`) ? serverRouterNames : sharedRouterNames;
  for (const match of source.matchAll(ROUTER_IMPORT_RE)) {
    if (match[1]) continue;
    const line = source.slice(0, match.index).split('\n').length;
    for (const item of match[2].split(',')) {
      const name = item.trim().split(/\s+as\s+/)[0];
      if (!name || name.startsWith('type ')) continue;
      if (!allowed.has(name)) {
        problems.push(
          `${path.relative(root, file)}:${line} imports ${name} from react-router-dom: the shared router carries only the names listed in config/shared/react-router-dom.mjs: add it there.`,
        );
      }
    }
  }
  return problems;
}

/**
 * Shared packages provided as a module of the names the product uses (ADR 0203): the package
 * name → the module that lists them. The router is checked above (its server build adds names).
 */
const TRIMMED_SHARED = {
  '@tanstack/react-query': 'config/shared/react-query.mjs',
  'react-i18next': 'config/shared/react-i18next.mjs',
};
const trimmedNames = new Map();

/** Names imported from a trimmed shared package that its module does not carry. */
function checkTrimmed(pkg, file, source) {
  if (!APPS.includes(pkg) && pkg !== 'shared') return [];
  if (/(test-utils|\.test)\.tsx?$/.test(file) || file.includes(`${path.sep}testing${path.sep}`)) return [];
  const problems = [];
  for (const [name, module] of Object.entries(TRIMMED_SHARED)) {
    const re = new RegExp(
      `import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${name.replace(/[/@.]/g, '\\$&')}['"]`,
      'g',
    );
    for (const match of source.matchAll(re)) {
      if (match[1]) continue;
      if (!trimmedNames.has(name))
        trimmedNames.set(name, routerNames(fs.readFileSync(path.join(root, module), 'utf8')));
      const line = source.slice(0, match.index).split('\n').length;
      for (const item of match[2].split(',')) {
        const imported = item.trim().split(/\s+as\s+/)[0];
        if (!imported || imported.startsWith('type ')) continue;
        if (!trimmedNames.get(name).has(imported)) {
          problems.push(
            `${path.relative(root, file)}:${line} imports ${imported} from ${name}: the shared module carries only the names listed in ${module}: add it there.`,
          );
        }
      }
    }
  }
  return problems;
}

/** The import problems of one source file of the workspace `pkg` (an empty list when it is clean). */
export function checkFile(pkg, file, source) {
  const problems = [...checkRouter(pkg, file, source), ...checkTrimmed(pkg, file, source)];
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
      continue;
    }
    const pkgName = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
    const isTest = /(test-utils|\.test)\.tsx?$/.test(file) || file.includes(`${path.sep}testing${path.sep}`);
    if (
      pkgName === 'axios' &&
      (APPS.includes(pkg) || pkg === 'shared') &&
      !isTest &&
      !/^\s*import\s+type\b/.test(match[0])
    ) {
      problems.push(
        `${where} imports axios: the browser calls the API through the client of @league/shared (fetch, ADR 0106); use isApiError for its errors.`,
      );
    }
    if (pkgName === 'react-router' && (APPS.includes(pkg) || pkg === 'shared')) {
      problems.push(
        `${where} imports "${spec}": import the router as 'react-router-dom' (the shared router module, one instance).`,
      );
    }
    if (pkgName.startsWith('@league/')) {
      const target = pkgName.slice('@league/'.length);
      if (target === 'shared') {
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
      } else if (target === 'runtime') {
        if (pkg !== 'shared') {
          problems.push(`${where} imports @league/runtime: apps reach the runtime through @league/shared (ADR 0300).`);
        }
      } else if (pkg === 'runtime') {
        problems.push(`${where} imports ${pkgName}: the runtime imports no product package (ADR 0300).`);
      } else if (pkg === 'shared') {
        problems.push(`${where} imports the app ${pkgName}: shared imports no app.`);
      } else if (target === 'server' && pkg !== 'server') {
        problems.push(`${where} imports ${pkgName}: nobody imports the product server; it is what a deployment runs.`);
      } else if (pkg === 'server' && target === 'api') {
        if (!apiExports().has(spec)) {
          problems.push(
            `${where} imports "${spec}": the product server imports the API only by the entries api/package.json exports (${[...apiExports()].join(', ')}).`,
          );
        }
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

const MODULES_DIR = path.join(root, 'api', 'src', 'modules');
const LAYERS_FILE = path.join(MODULES_DIR, 'layers.json');

/** The layers of the API's modules, bottom first: [{ name, modules }]. */
export function readLayers(file = LAYERS_FILE) {
  return JSON.parse(fs.readFileSync(file, 'utf8')).layers;
}

/** The module a file of the API belongs to (`api/src/modules/<name>/…`), or null (the modules' root files, or outside). */
export function moduleOf(file, modulesDir = MODULES_DIR) {
  const rel = path.relative(modulesDir, file).split(path.sep);
  return rel.length > 1 && rel[0] !== '..' && !path.isAbsolute(rel[0]) ? rel[0] : null;
}

/** The module-level imports of one file: [{ line, spec, from, to, entry }] (entry: the target is the module's public entry). */
export function moduleImports(file, source, modulesDir = MODULES_DIR, known = new Set()) {
  const from = moduleOf(file, modulesDir);
  if (!from) return [];
  const found = [];
  for (const match of source.matchAll(IMPORT_RE)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (!spec || !spec.startsWith('.')) continue;
    const resolved = path.resolve(path.dirname(file), spec.replace(/\.js$/, ''));
    // '../name' names a module's folder (its index.ts) unless it is a file of the modules' root.
    const folder = moduleOf(path.join(resolved, 'index.ts'), modulesDir);
    const isFolder = folder && (known.has(folder) || (fs.existsSync(resolved) && fs.statSync(resolved).isDirectory()));
    const to = moduleOf(resolved, modulesDir) ?? (isFolder ? folder : null);
    if (!to || to === from) continue;
    const inside = path.relative(path.join(modulesDir, to), resolved);
    found.push({
      line: source.slice(0, match.index).split('\n').length,
      spec,
      from,
      to,
      entry: inside === '' || inside === 'index' || inside === 'index.ts',
    });
  }
  return found;
}

/** The modules' cycles: each strongly connected group of more than one module (Tarjan). */
export function moduleCycles(edges) {
  const graph = new Map();
  for (const [a, b] of edges) {
    if (!graph.has(a)) graph.set(a, new Set());
    if (!graph.has(b)) graph.set(b, new Set());
    graph.get(a).add(b);
  }
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return groups;
}

/**
 * The module rules of the API over a set of files ({ file, source }): every offending import
 * (file:line → module, and why) and the figures of the modules' graph.
 */
export function checkModules(files, layers = readLayers(), modulesDir = MODULES_DIR) {
  const layerOf = new Map();
  layers.forEach((layer, i) => layer.modules.forEach((name) => layerOf.set(name, i)));
  const problems = [];
  const edges = new Map();
  const present = new Set();
  for (const { file, source } of files) {
    const from = moduleOf(file, modulesDir);
    if (!from) continue;
    present.add(from);
    if (!layerOf.has(from))
      problems.push(
        `${path.relative(root, file)}: the module ${from} stands in no layer of api/src/modules/layers.json: put it where its imports say.`,
      );
    for (const imp of moduleImports(file, source, modulesDir, new Set(layerOf.keys()))) {
      const where = `${path.relative(root, file)}:${imp.line}`;
      const key = `${imp.from}>${imp.to}`;
      if (!edges.has(key)) edges.set(key, []);
      edges.get(key).push(where);
      if (!imp.entry) {
        problems.push(
          `${where} → ${imp.to} ("${imp.spec}"): a module is reached only through its public entry (${imp.to}/index.ts).`,
        );
      }
      if (layerOf.has(imp.from) && layerOf.has(imp.to) && layerOf.get(imp.to) > layerOf.get(imp.from)) {
        problems.push(
          `${where} → ${imp.to} ("${imp.spec}"): upward import (${imp.from} is in the layer ${layers[layerOf.get(imp.from)].name}, ${imp.to} in ${layers[layerOf.get(imp.to)].name} above it): move the code to where it belongs or pass the dependency in.`,
        );
      }
    }
  }
  const pairs = [...edges.keys()].map((key) => key.split('>'));
  const cycles = moduleCycles(pairs);
  for (const group of cycles) {
    const inGroup = new Set(group);
    const imports = [...edges]
      .filter(([key]) => key.split('>').every((m) => inGroup.has(m)))
      .flatMap(([key, wheres]) => wheres.map((w) => `${w} → ${key.split('>')[1]}`));
    problems.push(`module cycle ${group.join(' ⇄ ')}, through:\n    ${imports.join('\n    ')}`);
  }
  const upward = pairs.filter(([a, b]) => layerOf.has(a) && layerOf.has(b) && layerOf.get(b) > layerOf.get(a)).length;
  const internal = problems.filter((p) => p.includes('only through its public entry')).length;
  const mutual = pairs.filter(([a, b]) => a < b && edges.has(`${b}>${a}`)).length;
  const inCycles = cycles.reduce((n, group) => n + group.length, 0);
  const summary = `api modules: ${present.size} modules in ${layers.length} layers, ${pairs.length} edges, cycles ${cycles.length} (${inCycles} modules, ${mutual} mutual pairs), upward ${upward}, internal reaches ${internal}`;
  return {
    problems,
    summary,
    figures: { modules: present.size, edges: pairs.length, cycles: cycles.length, mutual, upward, internal },
  };
}

const STATEMENT_RE = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/g;

/**
 * A module's statements live in its repositories (`*.repository.ts`; tests aside): a service
 * holds rules, and may hand a repository a filter or an order as a `sql` fragment, never a query.
 */
export function checkStatements(file, source) {
  const rel = path.relative(root, file);
  if (/\.repository\.ts$|\.test\.tsx?$/.test(file)) return [];
  const problems = [];
  for (const match of source.matchAll(STATEMENT_RE)) {
    const line = source.slice(0, match.index).split('\n').length;
    problems.push(
      `${rel}:${line} runs a statement (.${match[1]}): SQL of a module lives in its *.repository.ts; call a repository function.`,
    );
  }
  return problems;
}

/** The module rules over the API's source files. */
export function checkApiModules() {
  const files = [...walk(MODULES_DIR)].map((file) => ({ file, source: fs.readFileSync(file, 'utf8') }));
  const result = checkModules(files);
  return {
    ...result,
    problems: [...result.problems, ...files.flatMap(({ file, source }) => checkStatements(file, source))],
  };
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
