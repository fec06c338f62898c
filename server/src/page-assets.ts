// What a rendered page takes from the browser builds (ADR 0100, 0135): their stylesheets (linked
// or written into the head), the CSS chunks it carries so the chunk loaders skip them, the
// scripts of a remote's exposed routes to preload, and the shell's wake script. Read from each
// build's dist once, when the product server starts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A CSS chunk of a browser build, as its chunk loader names it: by URL, on the page's origin
 * (`absolute`) for a build whose public path is found at run time ('auto', the remotes), or as
 * a path for one built with a fixed public path (the shell).
 */
export interface InlinedChunk {
  href: string;
  absolute: boolean;
}

/**
 * Every CSS chunk of the builds whose rules `stylesOf` wrote into the page: the page lists each
 * as present, so the browser builds' chunk loaders find them and load none of them again (a
 * second copy of the same rules costs a download and a restyle of the whole page while it
 * hydrates). Chunks are named by URL, content hash included: a build deployed after the server
 * read these files has other URLs, and its chunks load as usual.
 */
export function inlinedChunksOf(builds: { dist: string; prefix: string; autoPublicPath: boolean }[]): InlinedChunk[] {
  const out: InlinedChunk[] = [];
  for (const { dist, prefix, autoPublicPath } of builds) {
    for (const name of cssNames(dist)) out.push({ href: `${prefix}css/${name}`, absolute: autoPublicPath });
  }
  return out;
}

/**
 * The stylesheets of browser builds, as URLs under each build's `prefix`: one file per distinct
 * content (a build splits the same rules into several chunks with the same content hash, and the
 * shell and a remote both carry the shared kit's rules). A rendered
 * page links them so it is styled before any script runs; the scripts later load the chunks they
 * need as usual.
 */
export function stylesheetsOf(builds: { dist: string; prefix: string }[]): string[] {
  return cssFiles(builds).map((f) => f.url);
}

/**
 * The text of the same stylesheets, in the same order, for the head of a rendered page: a phone
 * on a slow network then paints the page from its HTML alone, without a round trip per
 * stylesheet (the compressed HTML carries them in a few KB). Read once, at start.
 */
export function stylesOf(builds: { dist: string; prefix: string }[]): string {
  return cssFiles(builds)
    .map((f) => readFileSync(f.file, 'utf8'))
    .join('\n');
}

/**
 * The scripts a remote's container loads for its exposed entry (`preload.json`, written by its
 * build: config/remote-preload.mjs), as URLs under the remote's prefix. A rendered page preloads
 * them beside the shell's own scripts: the page hydrates once the remote's routes are loaded, and
 * otherwise they would be requested only after the shell's start-up has run. A build without the
 * file (an older deployment) adds nothing.
 */
export function exposeScriptsOf(builds: { dist: string; prefix: string }[]): string[] {
  const out: string[] = [];
  for (const { dist, prefix } of builds) {
    const file = path.join(dist, 'preload.json');
    if (!existsSync(file)) continue;
    const { expose } = JSON.parse(readFileSync(file, 'utf8')) as { expose?: unknown };
    if (Array.isArray(expose)) out.push(...expose.filter((f): f is string => typeof f === 'string' && /^js\/[\w.-]+\.js$/.test(f)).map((f) => `${prefix}${f}`));
  }
  return out;
}

/**
 * The URL of the shell's wake script (ADR 0135: the file of `dist/js/` named like `pattern`,
 * config/apps.mjs's WAKE_FILE) under the shell's prefix, or undefined for a build without one.
 */
export function wakeScriptOf(dist: string, pattern: RegExp, prefix = '/'): string | undefined {
  const dir = path.join(dist, 'js');
  const name = existsSync(dir) ? readdirSync(dir).find((n) => pattern.test(n)) : undefined;
  return name ? `${prefix}js/${name}` : undefined;
}

/** The stylesheet files of a browser build (`<dist>/css/*.css`), sorted; none when it has no styles. */
function cssNames(dist: string): string[] {
  const dir = path.join(dist, 'css');
  return existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.css')).sort() : [];
}

function cssFiles(builds: { dist: string; prefix: string }[]): { url: string; file: string }[] {
  const seen = new Set<string>();
  const out: { url: string; file: string }[] = [];
  for (const { dist, prefix } of builds) {
    const dir = path.join(dist, 'css');
    const byContent = new Map<string, { url: string; file: string; copies: number }>();
    for (const name of cssNames(dist)) {
      const hash = /\.([0-9a-f]{8})\.css$/.exec(name)?.[1] ?? name;
      const entry = byContent.get(hash);
      if (entry) entry.copies++;
      else byContent.set(hash, { url: `${prefix}css/${name}`, file: path.join(dir, name), copies: 1 });
    }
    // Rules many chunks carry (the base styles every page imports first) before the rules of
    // one page, which the browser loads last and which must win over the base.
    const ordered = [...byContent.entries()].sort((a, b) => b[1].copies - a[1].copies);
    for (const [hash, { url, file }] of ordered) {
      if (seen.has(hash)) continue;
      seen.add(hash);
      out.push({ url, file });
    }
  }
  return out;
}
