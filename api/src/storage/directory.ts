// The directory store: a key `public/a/b.png` is the file `<root>/public/a/b.png`. Every key is
// checked (storage.ts) and its path is checked again after resolving, links included, so
// nothing is read or written outside the root. A file is written to a temporary name, flushed to
// the disk, renamed, and its folder flushed: a reader never sees half a file, and a file whose row
// the database acknowledged survives a power cut as the database does (ADR 0145). Private files
// are 0600 in 0700 folders whatever the umask (file-modes.ts). The type comes from the extension
// the store names files with.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, realpath, rename, rm, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { inPrivateArea, PRIVATE_FILE_MODE, restrictPrivateFolders } from './file-modes';
import { contentTypeOf, keySegments, StorageKeyError, type FileStorage, type StoredFile } from './storage';

const inside = (root: string, path: string) => {
  const rel = relative(root, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
};

/** Flushes a folder's entries (a new name is durable only once its folder is). */
async function syncFolder(path: string): Promise<void> {
  const folder = await open(path, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

export class DirectoryStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file's path under the root; throws StorageKeyError for a key that could leave it. */
  pathOf(key: string): string {
    const path = join(this.root, ...keySegments(key));
    if (!inside(this.root, path)) throw new StorageKeyError(key, 'outside the storage root');
    return path;
  }

  /** The real path (links resolved) stays under the real root. */
  private async checkReal(key: string, path: string): Promise<void> {
    const [realRoot, real] = await Promise.all([realpath(this.root), realpath(path)]);
    if (!inside(realRoot, real)) throw new StorageKeyError(key, 'links outside the storage root');
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    const folder = dirname(path);
    const secret = inPrivateArea(this.root, path);
    await mkdir(folder, { recursive: true });
    if (secret) restrictPrivateFolders(this.root, folder);
    await this.checkReal(key, folder);
    const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
    try {
      const file = await open(temporary, 'wx', secret ? PRIVATE_FILE_MODE : 0o666);
      try {
        // The umask only takes bits away; the mode is set, not hoped for.
        if (secret) await file.chmod(PRIVATE_FILE_MODE);
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    await syncFolder(folder);
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    let size: number;
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      size = info.size;
    } catch {
      return null;
    }
    await this.checkReal(key, path);
    return { body: createReadStream(path), contentType: contentTypeOf(key), size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (error instanceof StorageKeyError) throw error;
      return false;
    }
  }
}
