// V8's explicit compile hint (Chrome 136+): a script that starts with the magic comment
// `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly, on a background thread
// while it downloads. Without it V8 compiles each function when first called, on the main
// thread: on a phone that was most of the long tasks left while a public page starts (the
// module factories of react-dom, the router and the shared package, compiled one by one as
// they run). Every chunk of our browser builds is code that runs when it loads (chunks load on
// demand), so every one carries the hint. The comment goes in after minification (which would
// strip it) and before the content hashes are worked out (so a file's name still follows its
// bytes). Browsers without the feature read a comment.
import rspack from '@rspack/core';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = rspack;
    compiler.hooks.compilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!/\.js$/.test(name)) continue;
            compilation.updateAsset(name, (source) =>
              String(source.source()).startsWith(COMPILE_HINT)
                ? source
                : new sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}
