// The rules between modules (docs/architecture.md, "Server side"): no import circle among the
// API's source files, and no module importing another module's repository.
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');
const IMPORT_RE = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const deps: string[] = [];
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT_RE)) {
      const target = path.resolve(path.dirname(file), match[1].replace(/\.js$/, ''));
      if (fs.existsSync(`${target}.ts`)) deps.push(`${target}.ts`);
      else if (fs.existsSync(path.join(target, 'index.ts'))) deps.push(path.join(target, 'index.ts'));
    }
    graph.set(file, deps);
  }
  return graph;
}

const rel = (file: string) => path.relative(SRC, file);
const moduleOf = (file: string) => {
  const parts = rel(file).split(path.sep);
  return parts[0] === 'modules' && parts.length > 2 ? parts[1] : null;
};

test('no import circle among the API source files', () => {
  const graph = importGraph();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const circles: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const dep of graph.get(file) ?? []) {
      if (state.get(dep) === 'open') circles.push([...stack.slice(stack.indexOf(dep)), dep].map(rel).join(' -> '));
      else if (!state.has(dep)) visit(dep);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  expect(graph.size).toBeGreaterThan(50);
  expect(circles).toEqual([]);
});

test("no module imports another module's repository", () => {
  const crossings: string[] = [];
  for (const [file, deps] of importGraph()) {
    for (const dep of deps) {
      const from = moduleOf(file);
      const to = moduleOf(dep);
      if (from && to && from !== to && dep.endsWith('.repository.ts')) crossings.push(`${rel(file)} -> ${rel(dep)}`);
    }
  }
  expect(crossings).toEqual([]);
});
