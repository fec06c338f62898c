// A remote's page component, loaded on first use like React.lazy, that can also be loaded ahead
// of rendering. The browser preloads the page of a server-rendered URL before hydrating: the
// page then hydrates in the same pass as the shell, so its server markup stays in place and a
// tap or a keystroke during start-up reaches a live page (a lazy page still loading would keep
// its server markup dehydrated, and any update before it arrived would replace that markup with
// a skeleton).
import { createElement, lazy, type ComponentType } from 'react';

export type PreloadablePage = ComponentType & { preload: () => Promise<void> };

export function lazyPage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Page() {
    return loaded ? createElement(loaded) : createElement(Lazy);
  }
  return Object.assign(Page, { preload });
}

/** Preloads a route's page when it is preloadable; resolves at once otherwise. */
export function preloadPage(component: ComponentType): Promise<void> {
  const preload = (component as Partial<PreloadablePage>).preload;
  return typeof preload === 'function' ? preload() : Promise.resolve();
}
