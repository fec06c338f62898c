// File modes of the store. Private documents (children's identity, medical and consent papers)
// are readable by the API's own account only: files 0600 in folders 0700, whatever the process's
// umask (a umask of 022 would leave them 0644 in 0755 folders, readable by every account on the
// machine). Public images are served to everybody anyway and keep the umask's modes.
import { chmodSync, lstatSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { restrictTree } from '../db/data-dir';

/** The modes `restrictTree` sets (db/data-dir.ts). */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** True for a path inside `<root>/private` (the private area itself included). */
export function inPrivateArea(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === 'private' || rel.startsWith(`private${sep}`);
}

/**
 * The folders from `<root>/private` down to `dir` made 0700 (a folder made by `mkdir -p` gets the
 * umask's mode, and an older install's folders are 0755).
 */
export function restrictPrivateFolders(root: string, dir: string): void {
  if (!inPrivateArea(root, dir)) return;
  let path = join(root, 'private');
  const parts = relative(path, dir).split(sep).filter(Boolean);
  for (let i = 0; ; i++) {
    if ((lstatSync(path).mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(path, PRIVATE_DIR_MODE);
    if (i >= parts.length) return;
    path = join(path, parts[i]);
  }
}

/** Every folder of the private area 0700 and every file 0600 (at start: an older install's files were 0644). */
export function restrictPrivateArea(root: string): void {
  restrictTree(join(root, 'private'));
}
