// Staff-written HTML (news, analytics, pages): one allow-list for the whole product (ADR 0262),
// applied with sanitize-html on the server when the text is saved, so what is stored is what
// may be shown. Headings, paragraphs, lists, links, quotes, tables, pictures and an embedded
// video of YouTube, VK, Instagram or Vimeo stay; scripts, styles, event handlers, forms, other
// frames and every URL scheme but http(s), mailto and tel go. The public answer then turns each
// embedded video into a placeholder (`publicHtml`): nothing of a third party loads until a
// visitor taps it.
import sanitize from 'sanitize-html';

/** Where an embedded video may come from (the player pages of each host). */
export const EMBED_HOSTS = [
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'player.vimeo.com',
  'vk.com',
  'vkvideo.ru',
  'www.instagram.com',
] as const;

const EMBED_PATH =
  /^\/(embed\/[A-Za-z0-9_-]{6,20}|video\/\d{1,12}|video_ext\.php|p\/[A-Za-z0-9_-]{5,40}\/embed\/?|reel\/[A-Za-z0-9_-]{5,40}\/embed\/?)$/;

/** An embed address of an allowed host, YouTube's moved to its no-cookie host; null otherwise. */
export function embedSource(src: string | undefined): string | null {
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !(EMBED_HOSTS as readonly string[]).includes(url.hostname)) return null;
  if (!EMBED_PATH.test(url.pathname)) return null;
  if (url.hostname === 'www.youtube.com') url.hostname = 'www.youtube-nocookie.com';
  return url.toString();
}

const NUMBER = /^\d{1,5}$/;

/** Width and height only as whole pixels. */
function sized(attribs: sanitize.Attributes): sanitize.Attributes {
  const out = { ...attribs };
  for (const name of ['width', 'height']) if (out[name] !== undefined && !NUMBER.test(out[name]!)) delete out[name];
  return out;
}

const POLICY: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'code',
    'pre',
    'figure',
    'figcaption',
    'img',
    'iframe',
    'div',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen'],
    div: ['data-youtube-video', 'data-embed'],
    ol: ['start'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...EMBED_HOSTS],
  disallowedTagsMode: 'discard',
  // Their content is code or an interface, never text to keep.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'title',
    'svg',
    'math',
    'select',
    'button',
  ],
  transformTags: {
    a: (tagName, { target, rel: _rel, ...attribs }) => ({
      tagName,
      attribs: target === '_blank' ? { ...attribs, target, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...sized(attribs), loading: 'lazy', decoding: 'async' } }),
    iframe: (tagName, attribs) => ({ tagName, attribs: { ...sized(attribs), src: embedSource(attribs.src) ?? '' } }),
  },
  // A frame of another player (or none) goes whole; a picture without an address too.
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !embedSource(frame.attribs.src)) || (frame.tag === 'img' && !frame.attribs.src),
};
// `loading`/`decoding` are set by the transform above; allow them on img only.
(POLICY.allowedAttributes as Record<string, string[]>).img!.push('loading', 'decoding');

/** The allowed part of staff HTML; an empty result is null. */
export function sanitizeStaffHtml(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitize(html, POLICY).trim();
  return clean === '' || clean === '<p></p>' ? null : clean;
}

/**
 * Stored (sanitised) HTML as the public page gets it: each embedded video becomes an empty
 * `div.lg-embed` naming its player in `data-embed-src`, which the page turns into a frame on a tap.
 */
export function publicHtml(html: string | null): string | null {
  if (!html) return html;
  return sanitize(html, {
    ...POLICY,
    allowedAttributes: {
      ...POLICY.allowedAttributes,
      div: ['class', 'data-embed-src', 'data-embed-title'],
    },
    // Stored HTML holds only allowed players already.
    exclusiveFilter: undefined,
    transformTags: {
      iframe: (_tagName, attribs) => ({
        tagName: 'div',
        attribs: {
          class: 'lg-embed',
          'data-embed-src': embedSource(attribs.src) ?? '',
          'data-embed-title': attribs.title ?? '',
        },
      }),
    },
  });
}
