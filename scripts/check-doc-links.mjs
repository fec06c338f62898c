#!/usr/bin/env node
// The docs point at things that exist (part of `npm run lint`). In README.md, CONTRIBUTING.md,
// docs/*.md and the ADR index (docs/adr/README.md):
// - every relative link `[text](path#anchor)` names a file or folder of the repository, and its
//   anchor, when the target is Markdown, one of that file's headings;
// - every path written in the text (`api/src/lib/route.ts`, `features/albums/` — anything with a
//   slash and a file extension, or a trailing slash) names a file or folder: from the
//   repository's root, beside the doc, or, for a path written from inside a workspace
//   (`lib/route.ts`), as the end of a path that exists.
// - the drawing of the API's module layers in docs/architecture.md is api/src/modules/layers.json.
// The ADRs themselves are records of their day and are not checked (their index is).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', '.data', 'test-results', 'playwright-report', 'coverage']);
const EXTENSIONS = 'tsx?|mts|cts|mjs|cjs|jsx?|json|md|ya?ml|css|html|sh|sql|svg|png|csv|txt|conf|toml';
const LINK_RE = /\[[^\]]*\]\(([^)\s]+)\)/g;
// A path: segments of word characters, dots and dashes joined by slashes, ending in a known
// extension or a slash; not part of a URL or of a longer word.
const PATH_RE = new RegExp(
  String.raw`(?<![\w./:@<{*-])((?:\.{1,2}/)?[\w.-]+(?:/[\w.-]+)*/(?:[\w.-]+\.(?:${EXTENSIONS})\b|(?=[\s\`)'",;]|$)))`,
  'g',
);

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes. */
export function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings (outside code blocks). */
export function anchorsOf(text) {
  const anchors = new Set();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) anchors.add(anchorOf(heading[1].replace(/`/g, '')));
  }
  return anchors;
}

/** Relative link targets of a text, with their line numbers. */
export function linksOf(text) {
  const links = [];
  text.split('\n').forEach((line, index) => {
    for (const [, target] of line.matchAll(LINK_RE))
      if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) links.push({ target, line: index + 1 });
  });
  return links;
}

/** Paths written in a text (not links, not URLs, not patterns), with their line numbers. */
export function pathsOf(text) {
  const paths = [];
  text.split('\n').forEach((line, index) => {
    const withoutLinks = line.replace(/\]\([^)]*\)/g, ']').replace(/https?:\/\/\S+/g, '');
    for (const [, found] of withoutLinks.matchAll(PATH_RE)) {
      if (!found.includes('/') || /^\.{1,2}\/?$/.test(found)) continue;
      const segments = found.replace(/\/$/, '').split('/');
      // a folder is checked when written with its parent (`features/albums/`), not alone (`js/`)
      if (segments.some((segment) => segment === '') || (found.endsWith('/') && segments.length < 2)) continue;
      paths.push({ path: found, line: index + 1 });
    }
  });
  return paths;
}

/**
 * Problems of one doc. `exists(rel)` says whether a repository path exists, `endsWith(rel)`
 * whether some path ends with `/rel`, `anchors(rel)` gives a Markdown file's anchors.
 */
export function checkDoc(docRel, text, { exists, endsWith, anchors }) {
  const problems = [];
  const dir = path.posix.dirname(docRel);
  for (const { target, line } of linksOf(text)) {
    const [file, anchor] = target.split('#');
    const rel = file ? path.posix.normalize(path.posix.join(dir, decodeURI(file))).replace(/\/$/, '') : docRel;
    if (!exists(rel)) {
      problems.push(`${docRel}:${line}: the link ${target} names ${rel}, which does not exist`);
      continue;
    }
    if (anchor && rel.endsWith('.md') && !anchors(rel).has(anchor))
      problems.push(`${docRel}:${line}: the link ${target} names a heading ${rel} does not have`);
  }
  for (const { path: written, line } of pathsOf(text)) {
    const bare = written.replace(/\/$/, '');
    if (/(^|\/)dist(\/|$)/.test(bare)) continue; // build output, absent until a build
    const beside = path.posix.normalize(path.posix.join(dir, bare));
    if (exists(bare) || exists(beside) || (!bare.startsWith('.') && endsWith(bare))) continue;
    problems.push(`${docRel}:${line}: ${written} does not exist`);
  }
  return problems;
}

/** Problems of the layers drawn under "## Module layers" against layers.json's `layers`. */
export function checkLayersDrawing(text, layers) {
  const section = text.split(/^## Module layers\s*$/m)[1] ?? '';
  const block = /```\n([\s\S]*?)```/.exec(section);
  if (!block) return ['docs/architecture.md: "## Module layers" has no drawing of the layers'];
  const drawn = block[1]
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s{2,}/))
    .map(([name, modules = '']) => `${name.replace(/ /g, '-')}: ${modules}`);
  const written = layers.map((layer) => `${layer.name}: ${layer.modules.join(', ')}`);
  return drawn.join('\n') === written.join('\n')
    ? []
    : [`docs/architecture.md: the module layers drawn are not api/src/modules/layers.json's:\n${written.join('\n')}`];
}

/** Every file and folder of the repository, relative, with `/` separators. */
export function repositoryPaths(base = root) {
  const found = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (SKIP_DIRS.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      const rel = path.relative(base, full).split(path.sep).join('/');
      found.add(rel);
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(base);
  return found;
}

/** The docs this check reads. */
export function docsToCheck(base = root) {
  const docs = fs
    .readdirSync(path.join(base, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', 'CONTRIBUTING.md', ...docs, 'docs/adr/README.md'].filter((rel) =>
    fs.existsSync(path.join(base, rel)),
  );
}

export function checkRepository(base = root) {
  const all = repositoryPaths(base);
  const suffixes = new Set();
  for (const rel of all) {
    const parts = rel.split('/');
    for (let i = 1; i < parts.length; i += 1) suffixes.add(parts.slice(i).join('/'));
  }
  const anchorCache = new Map();
  const context = {
    exists: (rel) => rel === '' || rel === '.' || all.has(rel),
    endsWith: (rel) => suffixes.has(rel),
    anchors: (rel) => {
      if (!anchorCache.has(rel)) anchorCache.set(rel, anchorsOf(fs.readFileSync(path.join(base, rel), 'utf8')));
      return anchorCache.get(rel);
    },
  };
  const docs = docsToCheck(base);
  const problems = docs.flatMap((rel) => checkDoc(rel, fs.readFileSync(path.join(base, rel), 'utf8'), context));
  const layersFile = path.join(base, 'api/src/modules/layers.json');
  if (fs.existsSync(layersFile))
    problems.push(
      ...checkLayersDrawing(
        fs.readFileSync(path.join(base, 'docs/architecture.md'), 'utf8'),
        JSON.parse(fs.readFileSync(layersFile, 'utf8')).layers,
      ),
    );
  return { docs, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { docs, problems } = checkRepository();
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`doc links ok (${docs.length} docs)`);
}
