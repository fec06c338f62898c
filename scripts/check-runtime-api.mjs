#!/usr/bin/env node
// The runtime's public API against its record (runtime/api.json), part of `npm run lint`
// (ADR 0300). The record holds, for every name runtime/src/index.ts exports, its declaration
// without bodies or comments (a function's parameters and result, an interface's members, a
// class's members, a constant's type or initialiser). The rule:
// - a name removed or a declaration changed needs a new major version of @league/runtime;
// - a name added needs at least a new minor version;
// - runtime/package.json and RUNTIME_VERSION (runtime/src/version.ts) say the same version.
// When the version allows the change, `node scripts/check-runtime-api.mjs --write` records it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import swc from '@swc/core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Drops comments (outside strings) and collapses white space. */
export function normalise(text) {
  let out = '';
  let quote = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') {
      quote = c;
      out += c;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += ' ';
    } else if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 1;
      if (i === 0) break;
      out += ' ';
    } else out += c;
  }
  return out
    .replace(/\s+/g, ' ')
    .replace(/\s*([(){}[\],;:<>=|&?])\s*/g, '$1')
    .trim();
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** The byte spans of function, method and constructor bodies under `node` (outermost only). */
function bodySpans(node, out = []) {
  if (!node || typeof node !== 'object') return out;
  if (Array.isArray(node)) {
    for (const item of node) bodySpans(item, out);
    return out;
  }
  const body = FUNCTIONS.has(node.type)
    ? node.body
    : node.type === 'ClassMethod' || node.type === 'PrivateMethod'
      ? node.function?.body
      : node.type === 'Constructor'
        ? node.body
        : null;
  if (body?.span) {
    out.push(body.span);
    // Parameters and types may hold functions too (default values): walk all but the body.
    for (const [key, value] of Object.entries(node)) if (value !== body && key !== 'function') bodySpans(value, out);
    if (node.function)
      for (const [key, value] of Object.entries(node.function)) if (key !== 'body') bodySpans(value, out);
    return out;
  }
  for (const value of Object.values(node)) bodySpans(value, out);
  return out;
}

/** The text of `span` in `bytes` with the bodies inside it cut to `{}`. */
function declarationText(bytes, base, span, bodies) {
  let text = '';
  let at = span.start - base;
  const inside = bodies
    .filter((b) => b.start >= span.start && b.end <= span.end)
    .sort((a, b) => a.start - b.start)
    .filter((b, i, all) => !all.slice(0, i).some((outer) => outer.start <= b.start && outer.end >= b.end));
  for (const body of inside) {
    text += bytes.subarray(at, body.start - base).toString('utf8');
    text += '{}';
    at = body.end - base;
  }
  text += bytes.subarray(at, span.end - base).toString('utf8');
  return normalise(text);
}

function parse(file) {
  // A first statement of known place gives the offset of the parser's byte positions.
  const bytes = Buffer.from(`export const __start__ = 0;\n${fs.readFileSync(file, 'utf8')}`, 'utf8');
  const ast = swc.parseSync(bytes.toString('utf8'), { syntax: 'typescript', tsx: file.endsWith('.tsx') });
  return { ast, bytes, base: ast.body[0].span.start };
}

const nameOf = (node) => node?.value ?? node?.name?.value ?? null;

/** `name` → declaration text of what a module exports by declaration. */
function declarationsOf(file) {
  const { ast, bytes, base } = parse(file);
  const bodies = bodySpans(ast);
  const found = new Map();
  for (const item of ast.body.slice(1)) {
    if (item.type !== 'ExportDeclaration') continue;
    const decl = item.declaration;
    const text = declarationText(bytes, base, decl.span, bodies);
    if (decl.type === 'VariableDeclaration') {
      for (const d of decl.declarations) found.set(d.id.value, declarationText(bytes, base, d.span, bodies));
    } else {
      found.set(nameOf(decl.identifier ?? decl.id), text);
    }
  }
  return found;
}

/** The public API of the runtime package in `dir`: exported name → declaration. */
export function apiOf(dir = path.join(root, 'runtime')) {
  const src = path.join(dir, 'src');
  const { ast } = parse(path.join(src, 'index.ts'));
  const api = {};
  for (const item of ast.body.slice(1)) {
    if (item.type !== 'ExportNamedDeclaration' || !item.source) {
      if (item.type.startsWith('Export')) throw new Error('runtime/src/index.ts re-exports named entries only');
      continue;
    }
    const from = path.join(src, `${item.source.value.replace(/^\.\//, '')}.ts`);
    const declarations = declarationsOf(from);
    for (const spec of item.specifiers) {
      const local = spec.orig.value;
      const exported = spec.exported?.value ?? local;
      const text = declarations.get(local);
      if (!text) throw new Error(`${exported}: no exported declaration in ${path.relative(dir, from)}`);
      // The version itself moves with every release: its shape (a string) is its API, not its value.
      api[exported] = exported === 'RUNTIME_VERSION' ? 'export const RUNTIME_VERSION: string' : text;
    }
  }
  return Object.fromEntries(Object.entries(api).sort(([a], [b]) => a.localeCompare(b)));
}

export function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`not an x.y.z version: ${version}`);
  return match.slice(1).map(Number);
}

const newer = (a, b) => {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return false;
};

/** What changed between the recorded API and the current one. */
export function diffApi(recorded, current) {
  const removed = Object.keys(recorded).filter((name) => !(name in current));
  const added = Object.keys(current).filter((name) => !(name in recorded));
  const changed = Object.keys(current).filter((name) => name in recorded && recorded[name] !== current[name]);
  return { removed, added, changed };
}

/**
 * Problems of a change from the record (`recorded`, at `recordedVersion`) to the current API at
 * `version`; an empty list when the version allows the change.
 */
export function versionProblems(diff, recordedVersion, version) {
  const from = parseVersion(recordedVersion);
  const to = parseVersion(version);
  const problems = [];
  const breaking = [...diff.removed.map((n) => `${n} removed`), ...diff.changed.map((n) => `${n} changed`)];
  if (breaking.length > 0 && to[0] <= from[0]) {
    problems.push(
      `@league/runtime ${version}: ${breaking.join(', ')} since ${recordedVersion}, which needs a new major version (${from[0] + 1}.0.0): every remote must be rebuilt, and the shell released last (ADR 0300).`,
    );
  } else if (diff.added.length > 0 && !newer(to, from)) {
    problems.push(
      `@league/runtime ${version}: ${diff.added.join(', ')} added since ${recordedVersion}, which needs at least a new minor version (${from[0]}.${from[1] + 1}.0).`,
    );
  }
  return problems;
}

function main() {
  const dir = path.join(root, 'runtime');
  const recordFile = path.join(dir, 'api.json');
  const version = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  const declared = /RUNTIME_VERSION = '([^']+)'/.exec(fs.readFileSync(path.join(dir, 'src/version.ts'), 'utf8'))?.[1];
  const problems = [];
  if (declared !== version) {
    problems.push(`runtime/src/version.ts says RUNTIME_VERSION = ${declared}, runtime/package.json says ${version}.`);
  }
  const current = apiOf(dir);
  const record = fs.existsSync(recordFile) ? JSON.parse(fs.readFileSync(recordFile, 'utf8')) : null;
  const diff = record ? diffApi(record.api, current) : { removed: [], added: Object.keys(current), changed: [] };
  if (record) problems.push(...versionProblems(diff, record.version, version));
  const differs = diff.removed.length + diff.added.length + diff.changed.length > 0 || record?.version !== version;
  if (process.argv.includes('--write')) {
    if (problems.length > 0) {
      for (const problem of problems) console.error(problem);
      process.exit(1);
    }
    fs.writeFileSync(recordFile, `${JSON.stringify({ version, api: current }, null, 2)}\n`);
    console.info(`runtime API recorded at ${version} (${Object.keys(current).length} names)`);
    return;
  }
  if (problems.length === 0 && differs) {
    problems.push(
      `runtime/api.json is not the API of @league/runtime ${version} (${[...diff.removed, ...diff.added, ...diff.changed].join(', ') || 'version'}): record it with \`node scripts/check-runtime-api.mjs --write\`.`,
    );
  }
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    console.error(`runtime API: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.info(`runtime API ok (@league/runtime ${version}, ${Object.keys(current).length} names)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
