// Page metadata: pages declare title, description and share image; the shell writes the head.
import { atom, useSetAtom } from 'jotai';
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { store } from '../store';

export interface PageMeta {
  title?: string;
  description?: string;
  /** Absolute or site-relative URL of the share image; the shell falls back to the main image. */
  image?: string;
}

/** The current page's metadata, tagged with the pathname that declared it. */
export const pageMetaAtom = atom<PageMeta & { path?: string }>({});

/**
 * Server rendering: effects do not run there, so the server render provides a sink and pages
 * hand it their metadata while they render.
 */
export const PageMetaSink = createContext<((meta: PageMeta & { path: string }) => void) | null>(null);

export function usePageMeta(meta: PageMeta): void {
  const set = useSetAtom(pageMetaAtom, { store });
  const { pathname } = useLocation();
  const { title, description, image } = meta;
  const sink = useContext(PageMetaSink);
  if (sink) sink({ title, description, image, path: pathname });
  useEffect(() => {
    set({ title, description, image, path: pathname });
  }, [set, title, description, image, pathname]);
}
