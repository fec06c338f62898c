// The embedded database's data directory: one process at a time, private to its owner.
//
// Two processes on one PGlite directory each keep their own view of it and overwrite each
// other's files: rows are lost. The first process writes `<dataDir>.lock` (its pid, host and
// start time, created exclusively); a second one refuses to start and names the holder. A lock
// whose process is gone (a crash, a kill -9) is stale and taken over.
//
// PGlite creates its files world-writable (0666) whatever the umask: the directory is made
// 0700 and its files 0600 when it is opened and closed, so no other account can read or write it.
// The file store's default folder (`uploads`, config.ts) lives in the directory too, with the
// store's own modes (storage/file-modes.ts): private documents 0600, public pictures readable.
import {
  chmodSync,
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockInfo,
  ) {
    super(
      `The database directory ${dataDir} is in use by process ${holder.pid} on ${holder.host} (since ${holder.startedAt}). ` +
        `Only one API process may open an embedded database: stop that process, or give this one another DATA_DIR ` +
        `(or DATABASE_URL for PostgreSQL, which serves several processes).`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface LockInfo {
  pid: number;
  host: string;
  startedAt: string;
}

/** The file store's default folder inside DATA_DIR (config.ts): left to the store's own modes. */
export const DATA_DIR_UPLOADS = 'uploads';

export const lockFileOf = (dataDir: string) => join(dirname(dataDir), `${basename(dataDir)}.lock`);

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockInfo | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockInfo>;
    if (typeof parsed.pid !== 'number') return null;
    return { pid: parsed.pid, host: String(parsed.host ?? ''), startedAt: String(parsed.startedAt ?? '') };
  } catch {
    return null;
  }
}

/** Lock files this process holds (a pid alone cannot tell: pid 1 of a restarted container). */
const held = new Set<string>();

/** Takes the directory's lock or throws DataDirLockedError; answers the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dirname(dataDir), { recursive: true });
  const file = lockFileOf(dataDir);
  const info: LockInfo = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(file);
      // Another host's pid cannot be checked from here: a shared directory stays refused.
      const ours = holder?.pid === process.pid && holder.host === info.host;
      if (holder && (ours ? held.has(file) : holder.host !== info.host || processAlive(holder.pid))) {
        throw new DataDirLockedError(dataDir, holder);
      }
      // Stale (its process is gone) or unreadable (a crash while writing it): take it over.
      rmSync(file, { force: true });
      continue;
    }
    writeSync(fd, JSON.stringify(info));
    closeSync(fd);
    held.add(file);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      held.delete(file);
      process.off('exit', release);
      if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
    };
    process.on('exit', release);
    return release;
  }
  throw new Error(`Could not take the lock ${file}`);
}

/** Every folder from `start` down 0700 and every file 0600; links are left alone, and so is `skip`. */
export function restrictTree(start: string, skip?: string): void {
  const walk = (path: string) => {
    if (path === skip) return;
    let stat;
    try {
      stat = lstatSync(path);
    } catch {
      return;
    }
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
      for (const name of readdirSync(path)) walk(join(path, name));
    } else if ((stat.mode & 0o777) !== 0o600) {
      chmodSync(path, 0o600);
    }
  };
  walk(start);
}

/** The directory 0700, everything in it 0600 (files) and 0700 (directories), the upload folder aside. */
export function restrictPermissions(dataDir: string): void {
  restrictTree(dataDir, join(dataDir, DATA_DIR_UPLOADS));
}
