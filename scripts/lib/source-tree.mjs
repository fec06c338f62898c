// The league's workspaces as the lint checks see them: which folders are apps (the shell and
// the remotes) and which are packages, a walk over a workspace's source files, and the
// import statements of a source file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const APPS = [
  'shell',
  'mf-public',
  'mf-cabinet-tournaments',
  'mf-cabinet-matches',
  'mf-cabinet-clubs',
  'mf-cabinet-league',
  'mf-cabinet-content',
];
export const PACKAGES = [...APPS, 'runtime', 'shared', 'api', 'server', 'e2e'];

export const IMPORT_RE =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

export function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.(tsx?|jsx?|mjs|cjs)$/.test(entry.name)) yield full;
  }
}

/** The line (from 1) of a position in a source text. */
export function lineAt(source, index) {
  return source.slice(0, index).split('\n').length;
}

/** A test or a test helper: run by jest on the whole package, never bundled. */
export function isTestFile(file) {
  return /(test-utils|\.test)\.tsx?$/.test(file) || file.includes(`${path.sep}testing${path.sep}`);
}
