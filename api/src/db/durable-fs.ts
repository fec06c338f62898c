// The embedded database's files, flushed to the disk as PostgreSQL asks (ADR 0145).
//
// PGlite runs PostgreSQL compiled to WebAssembly over Emscripten's NODEFS, which maps each file
// call onto Node's `fs`. As shipped it never reaches the disk: PostgreSQL starts with `-F`
// (fsync off), NODEFS has no `fsync` operation (Emscripten's `fd_sync` then answers success
// without doing anything) and its `fdatasync` is a no-op. A write was acknowledged once it was in
// the operating system's page cache: a killed process lost nothing, a power cut or an OS crash
// could lose acknowledged transactions or leave the data files and the WAL out of step.
//
// Here NODEFS gets the missing operation — `fsync` of a stream flushes its host file (a folder
// too: PostgreSQL flushes the folder of a new or renamed file) — and PostgreSQL runs with fsync on
// and `wal_sync_method=fsync` (the one method that reaches the operation). PostgreSQL then does
// what it does on any disk: the WAL is flushed before a commit is acknowledged, data files and
// folders at each checkpoint. `PGlite`'s own `relaxedDurability` option plays no part: it only
// decides whether a query waits for a browser store's copy (IndexedDB, OPFS), never for NODEFS.
import fs from 'node:fs';
import { existsSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** PostgreSQL's start parameters for a data directory on disk: PGlite's, without `-F`, flushing. */
export function durableStartParams(defaults: string[]): string[] {
  return [
    ...defaults.filter((param) => param !== '-F'),
    '-c',
    'fsync=on',
    '-c',
    'wal_sync_method=fsync',
    '-c',
    'synchronous_commit=on',
    '-c',
    'full_page_writes=on',
  ];
}

interface EmscriptenNodeFs {
  stream_ops: Record<string, unknown>;
  realPath(node: unknown): string;
  tryFSOperation<T>(operation: () => T): T;
}

interface NodeFsStream {
  nfd?: number;
  node: unknown;
}

/** Gives Emscripten's NODEFS the `fsync` it lacks; refuses to start when its shape is not the one this was written for. */
function installFsync(module: { NODEFS?: EmscriptenNodeFs }): void {
  const nodefs = module.NODEFS;
  if (
    !nodefs ||
    typeof nodefs.stream_ops !== 'object' ||
    typeof nodefs.realPath !== 'function' ||
    typeof nodefs.tryFSOperation !== 'function'
  ) {
    throw new Error(
      'The embedded database cannot flush its files: this PGlite build has no NODEFS as expected (see api/src/db/durable-fs.ts).',
    );
  }
  nodefs.stream_ops.fsync = (stream: NodeFsStream) => {
    // A Node error becomes the errno PostgreSQL sees: a failed flush is a PANIC there, as it must be.
    nodefs.tryFSOperation(() => {
      if (typeof stream.nfd === 'number') return fs.fsyncSync(stream.nfd);
      const fd = fs.openSync(nodefs.realPath(stream.node), 'r');
      try {
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
    });
    return 0;
  };
}

/** PGlite's Node file system with `fsync` (see above). */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]): ReturnType<NodeFS['init']> {
    const result = await super.init(pg, options);
    const preRun = result.emscriptenOpts.preRun;
    const steps = Array.isArray(preRun) ? preRun : preRun ? [preRun] : [];
    result.emscriptenOpts.preRun = [
      ...steps,
      (module: unknown) => installFsync(module as { NODEFS?: EmscriptenNodeFs }),
    ];
    return result;
  }
}

/** True when `dataDir` holds no database yet (PGlite will run initdb there). */
export const isNewDataDir = (dataDir: string): boolean => !existsSync(join(dataDir, 'PG_VERSION'));

/**
 * Flushes every file and folder under `dir` (not following links; `skip` names top-level
 * entries left out). Once after initdb, whose files PostgreSQL never flushes itself.
 */
export function syncTree(dir: string, skip: string[] = []): void {
  const flush = (path: string) => {
    const fd = fs.openSync(path, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  };
  const walk = (path: string, top: boolean) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) if (!(top && skip.includes(name))) walk(join(path, name), false);
    }
    if (stat.isDirectory() || stat.isFile()) flush(path);
  };
  walk(dir, true);
}
