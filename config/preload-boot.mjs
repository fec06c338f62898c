// Preload hints for the shell's start: the files its `import('./bootstrap')` needs — the shell's
// own code and the shared modules it provides (react-dom, the router, @league/shared …) — go into
// index.html as <link rel="preload">, so the browser fetches them while it still parses the
// entry instead of one round trip later. Worked out from the chunk graph: the chunks the
// bootstrap import loads, then, key by key, the chunks that provide each shared module those
// chunks consume (the shell's own copy is the one loaded first). Lazy pages (login, account) and
// the cabinet kit are left out.
import rspack from '@rspack/core';

const CONSUME = /^consume shared module \([^)]*\) (@?[^@]+)@/;
const PROVIDE = /^provide shared module \([^)]*\) (@?[^@]+)@/;

/** Files to preload, from stats with chunks and their origins, and modules with their chunk ids. */
export function bootFiles(stats, bootRequest = './bootstrap') {
  const chunks = stats.chunks ?? [];
  const provides = (chunk) => (chunk.origins ?? []).map((o) => PROVIDE.exec(o.moduleName ?? '')?.[1]).filter(Boolean);
  // share key -> ids of the chunks whose modules consume it
  const consumers = new Map();
  for (const m of stats.modules ?? []) {
    const key = CONSUME.exec(m.name ?? '')?.[1];
    if (key) consumers.set(key, [...(consumers.get(key) ?? []), ...(m.chunks ?? [])]);
  }
  const boot = new Set(chunks.filter((c) => (c.origins ?? []).some((o) => o.request === bootRequest)).map((c) => c.id));
  for (let grew = true; grew; ) {
    grew = false;
    const keys = [...consumers].filter(([, ids]) => ids.some((id) => boot.has(id))).map(([key]) => key);
    for (const chunk of chunks) {
      if (!boot.has(chunk.id) && provides(chunk).some((key) => keys.includes(key))) {
        boot.add(chunk.id);
        grew = true;
      }
    }
  }
  return chunks
    .filter((c) => boot.has(c.id))
    .flatMap((c) => c.files ?? [])
    .filter((f) => /\.(js|css)$/.test(f))
    .sort();
}

export class PreloadBootPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(
        'PreloadBootPlugin',
        async (data) => {
          const stats = compilation
            .getStats()
            .toJson({ all: false, chunks: true, chunkOrigins: true, modules: true, ids: true });
          const publicPath =
            typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
          const links = bootFiles(stats).map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: {
              rel: 'preload',
              as: file.endsWith('.css') ? 'style' : 'script',
              href: `${publicPath}${file}`,
            },
          }));
          data.headTags.push(...links);
          return data;
        },
      );
    });
  }
}
