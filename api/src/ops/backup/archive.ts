// The backup archive on disk (ADR 0273): an uncompressed tar (the database dump is compressed by
// its own tool, uploads are images and PDFs), written beside its final name and renamed when
// complete, so a half-written archive never carries the final name. node-tar (npm's own tar)
// keeps the files' modes: private documents stay 0600 in 0700 folders.
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as tar from 'tar';
import { MANIFEST, type BackupManifest } from './manifest';

/** Files and bytes under `dir` (0 when it does not exist). */
export function treeSize(dir: string): { files: number; bytes: number } {
  const total = { files: 0, bytes: 0 };
  if (!existsSync(dir)) return total;
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const entry = join(path, name);
      const stat = lstatSync(entry);
      if (stat.isDirectory()) walk(entry);
      else if (stat.isFile()) {
        total.files += 1;
        total.bytes += stat.size;
      }
    }
  };
  walk(dir);
  return total;
}

/** Files of `cwd` written into the archive, under `prefix/` when given. */
export interface ArchivePart {
  cwd: string;
  entries: string[];
  prefix?: string;
}

/** Writes `file` from its parts, in order (parts without entries are left out). */
export async function writeArchive(file: string, parts: ArchivePart[]): Promise<void> {
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    let first = true;
    for (const { cwd, entries, prefix } of parts) {
      if (entries.length === 0) continue;
      const options = { file: partial, cwd, portable: true, ...(prefix ? { prefix } : {}) };
      await (first ? tar.c(options, [...entries].sort()) : tar.r(options, [...entries].sort()));
      first = false;
    }
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** The names in `dir` (none when it does not exist), less those in `except`. */
export const entriesOf = (dir: string, except: string[] = []): string[] =>
  existsSync(dir) ? readdirSync(dir).filter((name) => !except.includes(name)) : [];

/** The archive's manifest, read without unpacking the rest. */
export async function readManifest(file: string, scratch: string): Promise<BackupManifest> {
  mkdirSync(scratch, { recursive: true });
  await tar.x({ file, cwd: scratch, filter: (path) => path === MANIFEST });
  const path = join(scratch, MANIFEST);
  if (!existsSync(path)) throw new Error(`${file} is not a league backup: it has no ${MANIFEST}`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as BackupManifest;
  if (manifest.product !== 'league' || manifest.format !== 1)
    throw new Error(`${file} is not a league backup of a format this version reads`);
  return manifest;
}

/** Unpacks the entries under `prefix/` of the archive into `target`, without that prefix. */
export async function extractUnder(file: string, prefix: string, target: string): Promise<void> {
  mkdirSync(target, { recursive: true, mode: 0o700 });
  await tar.x({
    file,
    cwd: target,
    strip: 1,
    filter: (path) => path.startsWith(`${prefix}/`) && path.length > prefix.length + 1,
  });
}

/** Unpacks one entry (a file) of the archive into `dir`. */
export async function extractEntry(file: string, entry: string, dir: string): Promise<string> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  await tar.x({ file, cwd: dir, filter: (path) => path === entry });
  const path = join(dir, entry);
  if (!existsSync(path)) throw new Error(`${file} holds no ${entry}`);
  return path;
}
