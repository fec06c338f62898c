// Remote releases (ADR 0301): `npm run release:remote -- <dir>` builds a remote into
// releases/<dir>/<id>/ and switches releases/manifest.json to it in one rename; a rollback
// switches back. The product server reads the manifest when it changes: remotes.json, the
// files served under /releases/ and the public remote's server build follow it without a
// restart. A remote not in the manifest is served from its dist/ as before.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface RemoteRelease {
  /** The release folder: `<version>-<build time>`. */
  id: string;
  /** The remote's version (its release.json). */
  version: string;
  /** The @league/runtime range it needs. */
  runtime: string;
  /** Earlier release ids, newest first: what a rollback switches back to. */
  previous: string[];
}

/** Remote folder (e.g. `mf-public`) → its live release. */
export type ReleasesManifest = Record<string, RemoteRelease>;

export const RELEASES_PREFIX = '/releases/';
export const manifestFile = (releasesDir: string) => path.join(releasesDir, 'manifest.json');
/** The folder of one release of one remote. */
export const releaseDir = (releasesDir: string, dir: string, id: string) => path.join(releasesDir, dir, id);
/** The URL prefix a release's files are served under. */
export const releasePrefix = (dir: string, id: string) => `${RELEASES_PREFIX}${dir}/${id}/`;

function isRelease(value: unknown): value is RemoteRelease {
  const r = value as Partial<RemoteRelease> | null;
  return (
    !!r &&
    typeof r.id === 'string' &&
    /^[\w.-]+$/.test(r.id) &&
    typeof r.version === 'string' &&
    typeof r.runtime === 'string' &&
    Array.isArray(r.previous)
  );
}

/**
 * The live manifest, read again when the file changed. A manifest that cannot be read or is not
 * one (a half-written file never is: the switch is a rename) keeps the last good one.
 */
export function releasesReader(releasesDir: string, onProblem: (error: unknown) => void = () => undefined) {
  let stamp = '';
  let current: ReleasesManifest = {};
  return (): ReleasesManifest => {
    let next: string;
    try {
      const stat = statSync(manifestFile(releasesDir));
      next = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      next = 'none';
    }
    if (next === stamp) return current;
    stamp = next;
    if (next === 'none') {
      current = {};
      return current;
    }
    try {
      const parsed = JSON.parse(readFileSync(manifestFile(releasesDir), 'utf8')) as Record<string, unknown>;
      const entries = Object.entries(parsed).filter(([dir, release]) => /^[\w-]+$/.test(dir) && isRelease(release));
      current = Object.fromEntries(entries) as ReleasesManifest;
    } catch (error) {
      onProblem(error);
    }
    return current;
  };
}
