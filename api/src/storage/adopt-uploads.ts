// Uploads used to live in the checkout's `.data/uploads` whatever DATA_DIR said, so every
// instance on one machine wrote into one folder: one instance's seed or clean-up could replace or
// remove another one's crests and documents. They now live in UPLOAD_DIR, by default `uploads`
// inside DATA_DIR (config.ts, ADR 0144). An install from before keeps its files: on the first
// start without its own upload folder, the default instance moves the old folder in (it was its
// default), any other instance copies it (the old folder may hold the default instance's files
// too, and that instance will still want them). Nothing happens once the new folder exists, or
// when UPLOAD_DIR is set.
import { cpSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { restrictPrivateArea } from './file-modes';

export interface AdoptedUploads {
  from: string;
  to: string;
  how: 'moved' | 'copied';
}

export function adoptLegacyUploads(config: {
  uploadDir: string;
  legacyUploads: { dir: string; move: boolean } | null;
}): AdoptedUploads | null {
  const legacy = config.legacyUploads;
  if (!legacy || legacy.dir === config.uploadDir || existsSync(config.uploadDir) || !existsSync(legacy.dir))
    return null;
  mkdirSync(dirname(config.uploadDir), { recursive: true });
  if (legacy.move) {
    try {
      renameSync(legacy.dir, config.uploadDir);
      restrictPrivateArea(config.uploadDir);
      return { from: legacy.dir, to: config.uploadDir, how: 'moved' };
    } catch (error) {
      // Another file system (a mounted DATA_DIR): copied instead, the old folder stays.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    }
  }
  // Copied into a temporary name first: a start interrupted halfway copies again next time.
  const partial = `${config.uploadDir}.adopting`;
  cpSync(legacy.dir, partial, { recursive: true, force: true, preserveTimestamps: true });
  renameSync(partial, config.uploadDir);
  restrictPrivateArea(config.uploadDir);
  return { from: legacy.dir, to: config.uploadDir, how: 'copied' };
}
