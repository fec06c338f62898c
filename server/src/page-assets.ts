// What a rendered page takes from the browser builds (ADR 0100, 0135, 0200): their stylesheets
// (linked, or those its markup uses written into the head), the CSS chunks it carries so the
// chunk loaders skip them, the scripts of a remote's exposed routes to preload, and the shell's
// wake script. Read from each build's dist once, when the product server starts.
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
 * The styles of browser builds, cut for each page (ADR 0200): per distinct content (a CSS chunk
 * file, by content hash) its rules as top-level blocks, the class names its selectors name, and
 * every chunk file of any build that carries exactly these rules. A page is given the units its
 * markup uses (`stylesForPage`) instead of all of them.
 */
export interface PageStyles {
  units: StyleUnit[];
}

export interface StyleUnit {
  /** Its content hash, which names it in the page (`<style data-css>`). */
  id: string;
  /** The unit's top-level rules (a rule, or an at-rule with its block), in the file's order. */
  blocks: string[];
  /** Class names its selectors name (inside @media and @supports too). */
  classes: string[];
  /**
   * Whether a selector of it names no class (`:root`, `body`, `a`, an id): such rules may style
   * any page, which then always carries the unit.
   */
  everyPage: boolean;
  /** The chunk files with these rules, as their chunk loaders name them. */
  chunks: InlinedChunk[];
}

/**
 * Reads the builds' stylesheets into units, in the order `stylesheetsOf` lists them (the shell's,
 * then the remote's; in a build, the rules many chunks carry first).
 */
export function pageStylesOf(builds: { dist: string; prefix: string; autoPublicPath: boolean }[]): PageStyles {
  const byHash = new Map<string, StyleUnit>();
  for (const { dist, prefix, autoPublicPath } of builds) {
    for (const name of cssNames(dist)) {
      const hash = contentHash(name);
      let unit = byHash.get(hash);
      if (!unit) {
        unit = { id: hash, ...rulesOf(readFileSync(path.join(dist, 'css', name), 'utf8')), chunks: [] };
        byHash.set(hash, unit);
      }
      unit.chunks.push({ href: `${prefix}css/${name}`, absolute: autoPublicPath });
    }
  }
  // Base rules before the rules of one page, as the browser loads them.
  const order = cssFiles(builds).map((f) => contentHash(path.basename(f.file)));
  return { units: order.map((hash) => byHash.get(hash)).filter((u): u is StyleUnit => u !== undefined) };
}

/**
 * The styles a rendered page carries, by unit (a page answered in place adds the units it lacks,
 * shell/src/wake.ts): the units any of whose class names its markup uses (or
 * that style every page), in the builds' order, each rule written once (chunks repeat the rules
 * of the modules they share; the first copy stands where the base rules stand), and the chunk
 * files of those units, which the page lists as present. The other chunks load as usual when
 * the application needs them. `markup` is the page's body; a class a script adds before the
 * application is live (the menu's open class, `data-wake-toggle`) counts as used.
 */
export function stylesForPage(
  styles: PageStyles,
  markup: string,
): { css: string; units: { id: string; css: string }[]; chunks: InlinedChunk[] } {
  const used = classesIn(markup);
  const written = new Set<string>();
  const units: { id: string; css: string }[] = [];
  const chunks: InlinedChunk[] = [];
  for (const unit of styles.units) {
    if (!unit.everyPage && !unit.classes.some((c) => used.has(c))) continue;
    chunks.push(...unit.chunks);
    const css: string[] = [];
    for (const block of unit.blocks) {
      if (written.has(block)) continue;
      written.add(block);
      css.push(block);
    }
    units.push({ id: unit.id, css: css.join('') });
  }
  return { css: units.map((u) => u.css).join(''), units, chunks };
}

/** The class names an HTML text uses: its `class` attributes and the classes `data-wake-toggle` adds. */
export function classesIn(markup: string): Set<string> {
  const out = new Set<string>();
  for (const m of markup.matchAll(/\s(?:class|data-wake-toggle)="([^"]*)"/g)) {
    for (const name of (m[1] ?? '').split(/\s+/)) if (name) out.add(unescapeHtml(name));
  }
  return out;
}

const unescapeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A stylesheet's top-level blocks, the class names its selectors name, and whether one names none. */
export function rulesOf(css: string): Pick<StyleUnit, 'blocks' | 'classes' | 'everyPage'> {
  const blocks = topLevelBlocks(css);
  const classes = new Set<string>();
  let everyPage = false;
  const walk = (of: string[]) => {
    for (const block of of) {
      const open = block.indexOf('{');
      if (open < 0) continue;
      const prelude = block.slice(0, open).trim();
      if (/^@(media|supports|layer|container)\b/i.test(prelude)) {
        walk(topLevelBlocks(block.slice(open + 1, block.lastIndexOf('}'))));
        continue;
      }
      // @keyframes, @font-face and the like style nothing by themselves.
      if (prelude.startsWith('@')) continue;
      for (const selector of splitSelectors(prelude)) {
        const names = [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] as string);
        if (names.length === 0) everyPage = true;
        for (const name of names) classes.add(name);
      }
    }
  };
  walk(blocks);
  return { blocks, classes: [...classes], everyPage };
}

/** Top-level rules and at-rules of a stylesheet, as written (strings and comments respected; comments dropped). */
function topLevelBlocks(css: string): string[] {
  const out: string[] = [];
  let start = 0;
  let depth = 0;
  let text = '';
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
      i = j;
      continue;
    }
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      text += css.slice(start, i);
      i = end < 0 ? css.length : end + 1;
      start = i + 1;
      continue;
    }
    if (c === '{') depth++;
    else if (c === '}' || (c === ';' && depth === 0)) {
      if (c === '}') depth--;
      if (depth === 0) {
        const block = (text + css.slice(start, i + 1)).trim();
        if (block && block !== ';') out.push(block);
        text = '';
        start = i + 1;
      }
    }
  }
  return out;
}

/** A selector list split at its top-level commas (not those inside `:is(...)` or `[...]`). */
function splitSelectors(prelude: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  out.push(prelude.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

const contentHash = (name: string) => /\.([0-9a-f]{8})\.css$/.exec(name)?.[1] ?? name;

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
    if (Array.isArray(expose))
      out.push(
        ...expose
          .filter((f): f is string => typeof f === 'string' && /^js\/[\w.-]+\.js$/.test(f))
          .map((f) => `${prefix}${f}`),
      );
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
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((n) => n.endsWith('.css'))
        .sort()
    : [];
}

function cssFiles(builds: { dist: string; prefix: string }[]): { url: string; file: string }[] {
  const seen = new Set<string>();
  const out: { url: string; file: string }[] = [];
  for (const { dist, prefix } of builds) {
    const dir = path.join(dist, 'css');
    const byContent = new Map<string, { url: string; file: string; copies: number }>();
    for (const name of cssNames(dist)) {
      const hash = contentHash(name);
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
