// The shell's server entry (built by config/rspack.server.mjs into shell/dist/server/render.js).
// Shared modules are negotiated by the federation runtime before the render code runs, behind
// this async boundary, as in the browser entry.
import type { RenderOptions, RenderResult } from './render';

export const render = (options: RenderOptions): Promise<RenderResult> =>
  import('./render').then((m) => m.render(options));
export const isServerRenderable = (pathname: string): Promise<boolean> =>
  import('./render').then((m) => m.isServerRenderable(pathname));
export type { RenderOptions, RenderResult };
