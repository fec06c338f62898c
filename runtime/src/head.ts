// The page-metadata channel: pages (in any remote) declare their metadata, the shell writes the
// head. One atom and one server-render sink for every app.
import { atom } from 'jotai';
import { createContext } from 'react';

export interface PageMeta {
  title?: string;
  description?: string;
  /**
   * Absolute or site-relative URL of the share image: a raster of 1200×630 (a page with a subject
   * names its drawn image, `endpoints.share`, ADR 0169); the shell falls back to the main image.
   */
  image?: string;
  /** What the share image shows, for people who cannot see it (`og:image:alt`); default the title. */
  imageAlt?: string;
  /** Declared by the not-found page: it outranks the metadata of the frame around it. */
  notFound?: boolean;
  /**
   * A server-rendered page that needs its scripts at once rather than on the visitor's first
   * intent (ADR 0135): it updates itself (a match that is or may go live), or its form waits
   * for them.
   */
  scriptsAtLoad?: boolean;
  /**
   * Structured data of the page (schema.org, JSON-LD): the JSON text of an array of objects.
   * Site-relative URLs in it (`/teams/…`) are made absolute with the site's origin.
   */
  jsonLd?: string;
}

/** The current page's metadata, tagged with the pathname that declared it. */
export const pageMetaAtom = atom<PageMeta & { path?: string }>({});

/**
 * Server rendering: effects do not run there, so the server render provides a sink and pages
 * hand it their metadata while they render.
 */
export const PageMetaSink = createContext<((meta: PageMeta & { path: string }) => void) | null>(null);
