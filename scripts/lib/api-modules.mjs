// The API's modules in layers (ADR 0152): every module of api/src/modules/ stands in a layer of
// layers.json, imports only modules of its own layer or below and only through their public
// entry (index.ts), and the modules' graph has no cycle; a module's SQL lives in its
// repositories. Part of the import-boundary check (scripts/check-boundaries.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { IMPORT_RE, lineAt, root, walk } from './source-tree.mjs';

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
      line: lineAt(source, match.index),
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
    const line = lineAt(source, match.index);
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
