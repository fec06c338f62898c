// Page metadata: pages declare title, description and share image; the shell writes the head.
import { useSetAtom } from 'jotai';
import { useContext, useEffect } from 'react';
import { PageMetaSink, pageMetaAtom, type PageMeta } from '@league/runtime';
import { useLocation } from 'react-router-dom';
import { store } from '../store';

export { PageMetaSink, pageMetaAtom, type PageMeta } from '@league/runtime';

/**
 * The metadata that stands when a page declares `next`: a not-found declaration for the same
 * path is kept (the frame around the not-found block declares its own title after it in the
 * browser, where effects run child first, and before it on the server).
 */
export function mergePageMeta<T extends PageMeta & { path?: string }>(current: T, next: T): T {
  return current.notFound && !next.notFound && current.path === next.path ? current : next;
}

export function usePageMeta(meta: PageMeta): void {
  const set = useSetAtom(pageMetaAtom, { store });
  const { pathname } = useLocation();
  const { title, description, image, imageAlt, notFound, scriptsAtLoad, jsonLd } = meta;
  const sink = useContext(PageMetaSink);
  if (sink) sink({ title, description, image, imageAlt, notFound, scriptsAtLoad, jsonLd, path: pathname });
  useEffect(() => {
    set((current) =>
      mergePageMeta(current, { title, description, image, imageAlt, notFound, scriptsAtLoad, jsonLd, path: pathname }),
    );
  }, [set, title, description, image, imageAlt, notFound, scriptsAtLoad, jsonLd, pathname]);
}
