// The page around a server render's markup: the browser build's index.html filled with the
// page's language, title and head tags, its styles (linked, or written in with the chunks they
// stand for), the data the browser starts with, and its scripts: named for the wake script, or
// preloaded at low priority after the markup (ADR 0100, 0135).
import { type headTags, headTagsHtml, escapeAttr } from '../head/head-tags';
import { REMOTES_MANIFEST_URL } from '../federation/remotes';
import { APP_SCRIPTS_ID, SSR_DATA_ID, type AppScripts } from '../ssr-data';

/** JSON inside a <script> block: nothing in it may close the block. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** What a page carries besides its markup and data: styles, scripts, the wake script. */
export interface PageParts {
  stylesheets: string[];
  styles?: string;
  inlinedChunks: string[];
  preloadScripts: string[];
  wake?: { script: string; atLoad: boolean };
}

/** index.html with the page in it (throws when index.html has no empty #root). */
export function fillTemplate(
  template: string,
  tags: ReturnType<typeof headTags>,
  body: string,
  payload: unknown,
  parts: PageParts,
): string {
  const { stylesheets, styles, inlinedChunks, preloadScripts, wake } = parts;
  const links =
    styles !== undefined
      ? `<style>${styles.replace(/<\/style/gi, '<\\/style')}</style>` +
        inlinedChunks.map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}" disabled>`).join('')
      : stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}" />`).join('');
  // Replacements are functions: the markup may hold `$` patterns String.replace would expand.
  let out = template.replace(/<html[^>]*>/, () => `<html lang="${tags.lang}">`);
  // Styles written into the page need no preload of their files.
  if (styles !== undefined) out = out.replace(/\s*<link[^>]*\bas="style"[^>]*>/g, '');
  out = out.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeAttr(tags.title)}</title>`);
  out = out.replace(/\s*<meta name="description"[^>]*>/, '');
  // The page is readable once its styles arrive: they come first, before the scripts and their
  // preloads, which move to the end of the body and are fetched at low priority, after what the
  // page shows (hydration needs them, the first paint and the pictures don't).
  const preloads: string[] = [];
  out = out.replace(/<link[^>]*\bas="script"[^>]*>/g, (tag) => {
    const href = /\bhref="([^"]*)"/.exec(tag)?.[1];
    if (href) preloads.push(unescapeAttr(href));
    return '';
  });
  preloads.push(...preloadScripts);
  let tail: string;
  if (wake) {
    // The application's scripts wait for the visitor (ADR 0135): the page names them for the
    // wake script, which is all it runs before then.
    const scripts: string[] = [];
    out = out.replace(/<script\b[^>]*\bsrc="([^"]*)"[^>]*><\/script>/g, (_tag, src: string) => {
      scripts.push(unescapeAttr(src));
      return '';
    });
    const app: AppScripts = {
      scripts,
      preload: [
        { href: REMOTES_MANIFEST_URL, as: 'fetch' },
        ...preloads.map((href) => ({ href, as: 'script' as const })),
      ],
      atLoad: wake.atLoad,
    };
    out = out.replace('</head>', () => `<script defer src="${escapeAttr(wake.script)}"></script></head>`);
    tail = `<script id="${APP_SCRIPTS_ID}" type="application/json">${scriptJson(app)}</script>`;
  } else {
    tail = preloads
      .map((href) => `<link rel="preload" as="script" href="${escapeAttr(href)}" fetchpriority="low">`)
      .join('');
  }
  out = out.replace(/(<title>[\s\S]*?<\/title>)/, (title) => `${title}${links}`);
  out = out.replace('</head>', () => `    ${headTagsHtml(tags)}\n  </head>`);
  const root = '<div id="root"></div>';
  if (!out.includes(root)) throw new Error('index.html has no empty #root');
  return out.replace(
    root,
    () =>
      `<div id="root">${body}</div><script id="${SSR_DATA_ID}" type="application/json">${scriptJson(payload)}</script>${tail}`,
  );
}

/** An attribute's value as `escapeAttr` (or the build) wrote it, as text. */
const unescapeAttr = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
