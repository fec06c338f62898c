// What a remote's exposed entry loads, for pages that know ahead which remote they need. A
// server-rendered public page hydrates only once the public remote's `./routes` is in the
// browser; without a hint its chunks are requested after the shell's own start-up has run (the
// shell's scripts downloaded and evaluated, the remote's entry read), one more round trip at the
// end of the chain. Each remote's production build writes `preload.json`: the script files the
// container loads for `./routes`, so the server can list them with the page's other script
// preloads. Worked out from the chunk graph: the chunks whose origin is the container entry.
// `files` lists every script and style of the build, for the cabinet's service worker; the shell,
// which exposes nothing, writes the same list as `files.json`.
import rspack from '@rspack/core';

export const PRELOAD_FILE = 'preload.json';
/** The shell's list of its script and style files (the service worker keeps no other of its files). */
export const SHELL_FILES = 'files.json';

/** The script files of the exposed modules' chunks, from stats with chunks and their origins. */
export function exposeFiles(stats) {
  return (stats.chunks ?? [])
    .filter((chunk) => (chunk.origins ?? []).some((o) => o.moduleName === 'container entry'))
    .flatMap((chunk) => chunk.files ?? [])
    .filter((file) => file.endsWith('.js'))
    .sort();
}

/**
 * Every script and style file of the build (the remote entry aside), sorted: the cabinet's service
 * worker keeps them when it installs, so the match-day pages open without network after a sign-in
 * that never loaded them (ADR 0210).
 */
export function buildFiles(stats) {
  return [...new Set((stats.chunks ?? []).flatMap((chunk) => chunk.files ?? []))]
    .filter((file) => /^(?:js|css)\//.test(file) && /\.(?:js|css)$/.test(file))
    .sort();
}

/**
 * Writes the build's list after the content hashes, when the file names are final: a remote's
 * `preload.json` (`expose` and `files`), or the shell's `files.json` (`files` only).
 */
export class RemotePreloadPlugin {
  /** @param {{ shell?: boolean }} [options] */
  constructor({ shell = false } = {}) {
    this.shell = shell;
  }
  apply(compiler) {
    const { Compilation, sources } = rspack;
    compiler.hooks.compilation.tap('RemotePreloadPlugin', (compilation) => {
      // After the content hashes: the file names are final.
      compilation.hooks.processAssets.tap(
        { name: 'RemotePreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const stats = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true, ids: true });
          const body = this.shell
            ? { files: buildFiles(stats) }
            : { expose: exposeFiles(stats), files: buildFiles(stats) };
          const name = this.shell ? SHELL_FILES : PRELOAD_FILE;
          compilation.emitAsset(name, new sources.RawSource(`${JSON.stringify(body, null, 2)}\n`));
        },
      );
    });
  }
}
