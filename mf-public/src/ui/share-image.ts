// The share image of a page with a subject (ADR 0169): the PNG of 1200×630 the API draws for it
// (endpoint objects `share.*`), in the page's language — link previews send no Accept-Language.
// `version` changes the address when what the image shows changes (a match's score), so a
// preview cached by its address is fetched again.
import { endpoints, type Locale } from '@league/shared';

export type ShareKind = keyof typeof endpoints.share;

export interface ShareSubject {
  kind: ShareKind;
  /** The subject's id or slug, as its page's address names it. */
  key: string | number;
  version?: string;
}

export function shareImageUrl({ kind, key, version }: ShareSubject, locale: Locale): string {
  const path = endpoints.share[kind].path.replace(/:[A-Za-z_]+/, encodeURIComponent(String(key)));
  return `/api/v1${path}?lang=${locale}${version ? `&v=${encodeURIComponent(version)}` : ''}`;
}
