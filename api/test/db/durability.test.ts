// The embedded database on disk keeps what it acknowledged (ADR 0145):
//   - every committed write is flushed (fsync) to the WAL before its answer: traced at Node's
//     `fs`, which PGlite's file system calls for every file operation;
//   - a power cut keeps it. Simulated: a second copy of the directory plays the disk and receives
//     only what was flushed — the written bytes of a file when that file is flushed, while
//     creating, renaming and removing files reach it at once (a journaling file system's
//     metadata, the kindest case for the code before: its data were never flushed at all). After
//     30 acknowledged writes the power goes: the disk's copy must open (PostgreSQL's crash
//     recovery) with the 30 rows;
//   - a killed process loses nothing: the directory as the OS holds it at that moment (its page
//     cache) opens with the 30 rows.
import '../jest-esm';
import fs, {
  closeSync,
  cpSync,
  existsSync,
  ftruncateSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  readSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { openPglite, type DatabaseHandle } from '../../src/db/connection';
import { openPreparedDatabase } from '../helpers';

const WRITES = 30;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'league-durability-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A migrated embedded database in `dataDir` (unpacked from the test template, no initdb). */
async function databaseIn(dataDir: string): Promise<DatabaseHandle> {
  const template = await openPreparedDatabase('pglite', false);
  const dump = await template.pglite!.dumpDataDir('none');
  await template.drop();
  return openPglite(dataDir, { loadDataDir: dump });
}

const rowsIn = async (dataDir: string): Promise<number[]> => {
  const handle = await openPglite(dataDir);
  try {
    return (await handle.pglite!.query<{ n: number }>('select n from acknowledged order by n')).rows.map(
      (row) => row.n,
    );
  } finally {
    await handle.destroy();
  }
};

type Patched =
  | 'openSync'
  | 'closeSync'
  | 'writeSync'
  | 'writeFileSync'
  | 'ftruncateSync'
  | 'truncateSync'
  | 'fsyncSync'
  | 'fdatasyncSync'
  | 'renameSync'
  | 'unlinkSync'
  | 'mkdirSync'
  | 'rmdirSync';
const PATCHED: Patched[] = [
  'openSync',
  'closeSync',
  'writeSync',
  'writeFileSync',
  'ftruncateSync',
  'truncateSync',
  'fsyncSync',
  'fdatasyncSync',
  'renameSync',
  'unlinkSync',
  'mkdirSync',
  'rmdirSync',
];

/**
 * Node's `fs` watched for the files under `live`: which were flushed, and (with `disk`) a copy of
 * `live` that gets a file's written bytes only when the file is flushed, as a disk does.
 */
function watchFiles(live: string, disk?: string) {
  const real = Object.fromEntries(PATCHED.map((name) => [name, fs[name]])) as Pick<typeof fs, Patched>;
  const files = new Map<number, string>();
  /** Written byte ranges of each file not yet flushed (`null`: the whole file). */
  const dirty = new Map<string, Array<[number, number]> | null>();
  const flushed: string[] = [];
  const under = (path: unknown) => typeof path === 'string' && !relative(live, path).startsWith('..');
  /** The file behind a descriptor, under `live` (one opened before the watch began is asked of Linux). */
  const pathOf = (fd: number): string | undefined => {
    if (!files.has(fd)) {
      let path: string | undefined;
      try {
        path = readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        path = undefined;
      }
      if (!under(path)) return undefined;
      files.set(fd, path!);
    }
    return files.get(fd);
  };
  const onDisk = (path: string) => join(disk!, relative(live, path));
  const markDirty = (path: string, range: [number, number] | null) => {
    const ranges = dirty.has(path) ? dirty.get(path)! : [];
    if (ranges === null || range === null) dirty.set(path, null);
    else dirty.set(path, [...ranges, range]);
  };
  const created = (path: string) => {
    if (!disk || existsSync(onDisk(path))) return;
    mkdirSync(dirname(onDisk(path)), { recursive: true });
    closeSync(real.openSync(onDisk(path), 'w'));
  };
  const flush = (path: string) => {
    flushed.push(relative(live, path));
    if (!disk || !dirty.has(path) || !fs.statSync(path).isFile()) return;
    const ranges = dirty.get(path);
    dirty.delete(path);
    const source = real.openSync(path, 'r');
    const target = real.openSync(onDisk(path), 'r+');
    try {
      const size = fs.fstatSync(source).size;
      for (const [start, end] of ranges ?? [[0, size]]) {
        const bytes = Buffer.alloc(Math.max(0, Math.min(end, size) - start));
        readSync(source, bytes, 0, bytes.length, start);
        real.writeSync(target, bytes, 0, bytes.length, start);
      }
      ftruncateSync(target, size);
    } finally {
      closeSync(source);
      closeSync(target);
    }
  };

  const patch: Partial<Record<Patched, (...args: never[]) => unknown>> = {
    openSync: (path: string, ...rest: unknown[]) => {
      const existed = under(path) && existsSync(path);
      const fd = (real.openSync as (...a: unknown[]) => number)(path, ...rest);
      if (under(path)) {
        files.set(fd, path);
        if (!existed) created(path);
      }
      return fd;
    },
    closeSync: (fd: number) => {
      files.delete(fd);
      return real.closeSync(fd);
    },
    writeSync: (fd: number, buffer: Uint8Array, offset?: number, length?: number, position?: number | null) => {
      const written = (real.writeSync as (...a: unknown[]) => number)(fd, buffer, offset, length, position);
      const path = pathOf(fd);
      if (path) markDirty(path, typeof position === 'number' ? [position, position + written] : null);
      return written;
    },
    writeFileSync: (path: string, ...rest: unknown[]) => {
      const existed = under(path) && existsSync(path);
      (real.writeFileSync as (...a: unknown[]) => void)(path, ...rest);
      if (under(path)) {
        if (!existed) created(path);
        markDirty(path, null);
      }
    },
    ftruncateSync: (fd: number, length?: number) => {
      real.ftruncateSync(fd, length);
      const path = pathOf(fd);
      if (path) markDirty(path, [0, 0]);
    },
    truncateSync: (path: string, length?: number) => {
      real.truncateSync(path, length);
      if (under(path)) markDirty(path, [0, 0]);
    },
    fsyncSync: (fd: number) => {
      real.fsyncSync(fd);
      const path = pathOf(fd);
      if (path) flush(path);
    },
    fdatasyncSync: (fd: number) => {
      real.fdatasyncSync(fd);
      const path = pathOf(fd);
      if (path) flush(path);
    },
    renameSync: (from: string, to: string) => {
      real.renameSync(from, to);
      if (!under(from)) return;
      if (dirty.has(from)) {
        dirty.set(to, dirty.get(from)!);
        dirty.delete(from);
      }
      if (disk && existsSync(onDisk(from))) renameSync(onDisk(from), onDisk(to));
    },
    unlinkSync: (path: string) => {
      real.unlinkSync(path);
      if (!under(path)) return;
      dirty.delete(path);
      if (disk) rmSync(onDisk(path), { force: true });
    },
    mkdirSync: (path: string, ...rest: unknown[]) => {
      const result = (real.mkdirSync as (...a: unknown[]) => unknown)(path, ...rest);
      if (disk && under(path)) mkdirSync(onDisk(path), { recursive: true });
      return result;
    },
    rmdirSync: (path: string, ...rest: unknown[]) => {
      (real.rmdirSync as (...a: unknown[]) => void)(path, ...rest);
      if (disk && under(path)) rmSync(onDisk(path), { recursive: true, force: true });
    },
  };
  Object.assign(fs, patch);
  return {
    flushed,
    stop: () => Object.assign(fs, real),
  };
}

describe('the embedded database on disk', () => {
  it(`flushes the WAL to the disk before it acknowledges each of ${WRITES} writes`, async () => {
    const live = join(dir, 'pglite');
    const database = await databaseIn(live);
    const watch = watchFiles(live);
    try {
      await database.pglite!.exec('create table acknowledged (n int primary key)');
      for (let n = 1; n <= WRITES; n++) {
        const before = watch.flushed.length;
        await database.pglite!.query('insert into acknowledged values ($1)', [n]);
        // By the time the insert is answered, its commit record was flushed.
        expect(watch.flushed.slice(before).filter((file) => file.startsWith('pg_wal/'))).not.toHaveLength(0);
      }
    } finally {
      watch.stop();
      await database.destroy();
    }
  }, 300_000);

  it(`keeps ${WRITES} acknowledged writes through a power cut and through a killed process`, async () => {
    const live = join(dir, 'pglite');
    const disk = join(dir, 'disk');
    const killed = join(dir, 'killed');
    const database = await databaseIn(live);
    let watch: ReturnType<typeof watchFiles> | undefined;
    try {
      await database.pglite!.exec('create table acknowledged (n int primary key)');
      // Everything on the disk so far: a checkpoint, then the disk holds what the directory holds.
      await database.pglite!.exec('checkpoint');
      cpSync(live, disk, { recursive: true });
      watch = watchFiles(live, disk);
      for (let n = 1; n <= WRITES; n++) await database.pglite!.query('insert into acknowledged values ($1)', [n]);
      // The power goes: the disk keeps what it has. A kill: the OS still holds every write.
      watch.stop();
      watch = undefined;
      cpSync(live, killed, { recursive: true });
    } finally {
      watch?.stop();
      await database.destroy();
    }
    // The lock of the process that "died" with the power is not the point here.
    for (const copy of [disk, killed]) rmSync(`${copy}.lock`, { force: true });
    const expected = Array.from({ length: WRITES }, (_, i) => i + 1);
    expect(await rowsIn(killed)).toEqual(expected);
    expect(await rowsIn(disk)).toEqual(expected);
    expect(readFileSync(join(disk, 'PG_VERSION'), 'utf8')).toBe(readFileSync(join(live, 'PG_VERSION'), 'utf8'));
  }, 300_000);
});
