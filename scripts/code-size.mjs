// How long the source's functions and files are (a function is a screen, a file a screen or
// two): prints the functions of 80 lines or more and the files over 400 lines, longest first,
// and their counts. Source is every tracked .ts/.tsx/.mjs/.cjs file outside tests, migrations,
// the demo seed and benchmarks. A function's length runs from its first to its last line,
// the functions inside it included.
//   node scripts/code-size.mjs [--functions N] [--files N] [--list]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from '@swc/core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const FUNCTION_LINES = option('--functions', 80);
const FILE_LINES = option('--files', 400);
const LIST = args.includes('--list');

/** Files that are not product source: tests, e2e, migrations, the demo seed, benchmarks. */
const NOT_SOURCE = [
  /(^|\/)test\//,
  /\.test\.[cm]?tsx?$/,
  /\.test\.mjs$/,
  /\.spec\.ts$/,
  /^e2e\//,
  /^api\/src\/db\/migrations\//,
  /^api\/src\/db\/seed/,
  /^scripts\/(bench|profile)-/,
  /^test-support\//,
  /\.d\.ts$/,
];

export function sourceFiles() {
  const listed = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.cjs'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\n')
    .filter(Boolean)
    .filter((file) => !NOT_SOURCE.some((pattern) => pattern.test(file)));
}

const FUNCTION_TYPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ClassMethod',
  'PrivateMethod',
  'Constructor',
  'GetterProperty',
  'SetterProperty',
  'MethodProperty',
]);

/** A name for a function: its declaration, the variable or property it is given to. */
function nameOf(node, parentName) {
  if (node.identifier?.value) return node.identifier.value;
  if (node.key?.value) return node.key.value;
  return parentName ?? '(anonymous)';
}

/** Every function of a parsed module with its first and last line. */
function functionsOf(module, source) {
  const lineStarts = [0];
  for (let at = source.indexOf('\n'); at >= 0; at = source.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  const base = module.span.start;
  // swc counts in bytes; the line table is in bytes too.
  const bytes = Buffer.from(source);
  const byteLineStarts = [0];
  for (let at = bytes.indexOf(10); at >= 0; at = bytes.indexOf(10, at + 1)) byteLineStarts.push(at + 1);
  const lineOf = (offset) => {
    let low = 0;
    let high = byteLineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (byteLineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  const found = [];
  const visit = (node, name) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, name);
      return;
    }
    let here = name;
    if (node.type === 'VariableDeclarator' && node.id?.value) here = node.id.value;
    if ((node.type === 'KeyValueProperty' || node.type === 'AssignmentPatternProperty') && node.key?.value) {
      here = node.key.value;
    }
    if (FUNCTION_TYPES.has(node.type) && node.span) {
      const first = lineOf(node.span.start - base);
      const last = lineOf(node.span.end - base - 1);
      found.push({ name: nameOf(node, here), first, last, lines: last - first + 1 });
    }
    for (const key of Object.keys(node)) if (key !== 'span') visit(node[key], here);
  };
  visit(module.body, undefined);
  return found;
}

export function measure() {
  const functions = [];
  const files = [];
  for (const file of sourceFiles()) {
    const source = readFileSync(path.join(root, file), 'utf8');
    const lines = source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
    files.push({ file, lines });
    const tsx = file.endsWith('.tsx');
    const typescript = /\.[cm]?tsx?$/.test(file);
    const module = parseSync(source, {
      syntax: typescript ? 'typescript' : 'ecmascript',
      tsx,
      jsx: !typescript,
      target: 'es2022',
    });
    for (const fn of functionsOf(module, source)) functions.push({ file, ...fn });
  }
  return { functions, files };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { functions, files } = measure();
  const long = functions.filter((fn) => fn.lines >= FUNCTION_LINES).sort((a, b) => b.lines - a.lines);
  const big = files.filter((f) => f.lines > FILE_LINES).sort((a, b) => b.lines - a.lines);
  if (LIST) {
    for (const fn of long) console.log(`${String(fn.lines).padStart(5)}  ${fn.file}:${fn.first}  ${fn.name}`);
    for (const f of big) console.log(`${String(f.lines).padStart(5)}  ${f.file}`);
  }
  console.log(
    `source files ${files.length}, functions ${functions.length}: ` +
      `${long.length} functions of ${FUNCTION_LINES} lines or more, ${big.length} files over ${FILE_LINES} lines`,
  );
}
