// A directory of files for a test (built apps laid out like a checkout, uploads), in the temp dir.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ProductApps } from '../src/product';

/** A product of the shell and two remotes (the public site and the clubs cabinet), laid out like a checkout. */
export const testApps: ProductApps = {
  shell: { dir: 'shell' },
  remotes: [
    { name: 'mf_public', dir: 'mf-public' },
    { name: 'mf_cabinet_clubs', dir: 'mf-cabinet-clubs' },
  ],
  remoteBasePath: (dir) => `/remotes/${dir}/`,
  wakeFile: /^wake\.[0-9a-f]{8}\.js$/,
};

/** A new temp directory holding `files` (path inside it → content); remove it with rmSync. */
export function fileTree(prefix: string, files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}
