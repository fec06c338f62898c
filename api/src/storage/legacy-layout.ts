// Upload dirs written before the store had areas kept every file at the top (`demo/clubs/…`,
// `demo/documents/…`), all of it served at /uploads/. At start-up (only where uploads are
// served) this moves what it finds into the new layout: everything at the top into `public/`,
// then each file a document row names (`private/…`) and whatever else the demo's documents
// folder holds from the public area into the private one; last, the private area gets its modes
// (file-modes.ts: documents written before were 0644 in 0755 folders).
// Running it again finds nothing to do.
import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import type { Executor } from '../db/database';
import { DirectoryStorage } from './directory';
import { restrictPrivateArea } from './file-modes';
import { STORAGE_AREAS } from './storage';

/** Moves `from` onto `to`; where both hold a file, the one already at `to` stays. */
function merge(from: string, to: string): void {
  if (!existsSync(to)) {
    mkdirSync(dirname(to), { recursive: true });
    renameSync(from, to);
    return;
  }
  if (lstatSync(from).isDirectory() && lstatSync(to).isDirectory()) {
    for (const name of readdirSync(from)) merge(join(from, name), join(to, name));
  }
  rmSync(from, { recursive: true, force: true });
}

/** Folders of the older layout that held only people's documents (the demo seed's): moved whole. */
const DOCUMENT_DIRS = ['demo/documents'];

export interface LayoutUpgrade {
  /** Top-level entries moved into public/. */
  published: number;
  /** Document files taken out of public/ (moved into private/, or dropped where it had them). */
  secured: number;
}

export async function upgradeUploadLayout(uploadDir: string, db: Executor): Promise<LayoutUpgrade> {
  const storage = new DirectoryStorage(uploadDir);
  const result: LayoutUpgrade = { published: 0, secured: 0 };
  if (!existsSync(storage.root)) return result;
  for (const name of readdirSync(storage.root)) {
    if ((STORAGE_AREAS as readonly string[]).includes(name)) continue;
    merge(join(storage.root, name), join(storage.root, 'public', name));
    result.published++;
  }
  // Keys the store generated itself (`private/2026-03/<32 hex>.pdf`) were never public: only the
  // older ones are looked at, so this stays small however many documents are uploaded.
  const generated = '^private/[0-9]{4}-[0-9]{2}/[0-9a-f]{32}\\.[a-z0-9]+$';
  const rows = await sql<{ file_path: string }>`
    select file_path from player_documents where file_path !~ ${generated}
    union select file_path from staff_documents where file_path !~ ${generated}`.execute(db);
  for (const { file_path: key } of rows.rows) {
    if (!key.startsWith('private/')) continue;
    let target: string;
    let exposed: string;
    try {
      target = storage.pathOf(key);
      exposed = storage.pathOf(`public/${key.slice('private/'.length)}`);
    } catch {
      continue; // a key the store refuses names no file it could move
    }
    if (!existsSync(exposed)) continue;
    merge(exposed, target);
    result.secured++;
  }
  for (const folder of DOCUMENT_DIRS) {
    const exposed = join(storage.root, 'public', folder);
    if (!existsSync(exposed)) continue;
    result.secured += readdirSync(exposed).length;
    merge(exposed, join(storage.root, 'private', folder));
  }
  restrictPrivateArea(storage.root);
  return result;
}
