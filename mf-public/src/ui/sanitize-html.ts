// A small allow-list HTML sanitiser for page bodies written by staff (news, pages, analytics).
// The HTML is parsed into an inert document (nothing runs, nothing loads), then rebuilt from
// allowed elements and attributes only: scripts, styles, frames, forms and event handlers go,
// links keep safe schemes, images load lazily. Unknown but harmless elements are unwrapped
// (their text stays).

const ALLOWED_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);

/** Dropped together with everything inside them. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'audio',
  'video',
  'canvas',
]);

const ALLOWED_ATTRS: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start'],
  abbr: ['title'],
};

const NUMERIC_ATTRS = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);

/** A link target that cannot run code: http(s), mailto, tel, or a path/anchor on this site. */
export function safeUrl(value: string, kind: 'link' | 'image'): string | null {
  const url = value.trim();
  if (url === '') return null;
  // Browsers ignore control characters and whitespace inside a scheme ("jav\tascript:").
  const compact = [...url]
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('')
    .toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  if (scheme) {
    const allowed = kind === 'link' ? ['http', 'https', 'mailto', 'tel'] : ['http', 'https'];
    return allowed.includes(scheme[1]) ? url : null;
  }
  // No scheme: a relative path, a protocol-relative URL or an anchor.
  return url;
}

function copyAttributes(source: Element, target: Element, tag: string): void {
  const allowed = ALLOWED_ATTRS[tag] ?? [];
  for (const name of allowed) {
    const value = source.getAttribute(name);
    if (value === null) continue;
    if (name === 'href' || name === 'src') {
      const safe = safeUrl(value, name === 'src' ? 'image' : 'link');
      if (safe !== null) target.setAttribute(name, safe);
    } else if (NUMERIC_ATTRS.has(name)) {
      if (/^\d{1,5}$/.test(value.trim())) target.setAttribute(name, value.trim());
    } else if (name === 'target') {
      if (value === '_blank') target.setAttribute('target', '_blank');
    } else if (name === 'scope') {
      if (/^(row|col|rowgroup|colgroup)$/.test(value)) target.setAttribute(name, value);
    } else {
      target.setAttribute(name, value);
    }
  }
  if (tag === 'a' && target.getAttribute('target') === '_blank') target.setAttribute('rel', 'noopener noreferrer');
  if (tag === 'img') {
    target.setAttribute('loading', 'lazy');
    target.setAttribute('decoding', 'async');
    if (!target.hasAttribute('alt')) target.setAttribute('alt', '');
  }
}

function copyChildren(source: Node, target: Node, doc: Document, depth: number): void {
  if (depth > 64) return;
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === 3) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      copyChildren(element, target, doc, depth + 1);
      continue;
    }
    if (tag === 'img' && !element.getAttribute('src')) continue;
    const clean = doc.createElement(tag);
    copyAttributes(element, clean, tag);
    if (tag === 'img' && !clean.hasAttribute('src')) continue;
    copyChildren(element, clean, doc, depth + 1);
    target.appendChild(clean);
  }
}

/** Returns HTML that keeps only allowed elements and attributes of `html`. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const container = doc.createElement('div');
  copyChildren(doc.body, container, doc, 0);
  return container.innerHTML;
}
