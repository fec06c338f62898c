#!/usr/bin/env node
// Releases one remote, or rolls it back (ADR 0301; docs/operations.md, "Releasing one area"):
//
//   npm run release:remote -- <dir>    builds <dir> into releases/<dir>/<id>/ and switches
//                                      releases/manifest.json to it
//   npm run rollback:remote -- <dir>   switches <dir> back to its previous release
//
// The switch is one rename of a complete manifest: the product server, remotes.json and the
// server render of mf-public follow it without a restart. A release whose runtime range the
// live shell does not provide is refused before the switch (`--force` switches anyway: its area
// then shows its update notice). The five latest releases of a remote are kept.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, SHELL } from '../config/apps.mjs';
import { buildOne, precompress } from './build-apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KEPT = 5;

export const releasesDirOf = (env = process.env) =>
  env.LEAGUE_RELEASES_DIR ? path.resolve(root, env.LEAGUE_RELEASES_DIR) : path.join(root, 'releases');

export function readManifest(releasesDir) {
  const file = path.join(releasesDir, 'manifest.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/** Writes the whole manifest beside the live one and renames it over it: readers see one or the other. */
export function writeManifest(releasesDir, manifest) {
  fs.mkdirSync(releasesDir, { recursive: true });
  const file = path.join(releasesDir, 'manifest.json');
  const next = `${file}.${process.pid}.next`;
  fs.writeFileSync(next, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(next, file);
}

/** Whether `version` satisfies `^x.y.z` (runtime/src/version.ts has the same rule). */
export function satisfiesCaret(version, range) {
  const parse = (v) => /^(\d+)\.(\d+)\.(\d+)$/.exec(v)?.slice(1).map(Number) ?? null;
  const have = parse(version);
  const need = range.startsWith('^') ? parse(range.slice(1)) : null;
  if (!have || !need || have[0] !== need[0] || (need[0] === 0 && have[1] !== need[1])) return false;
  for (let i = 0; i < 3; i++) if (have[i] !== need[i]) return have[i] > need[i];
  return true;
}

/** The manifest with `dir` switched to release `id` (the live one becomes its previous). */
export function switched(manifest, dir, release) {
  const live = manifest[dir];
  const previous = live ? [live.id, ...live.previous].filter((id) => id !== release.id).slice(0, KEPT - 1) : [];
  return { ...manifest, [dir]: { ...release, previous } };
}

/** The manifest with `dir` switched back to its previous release. */
export function rolledBack(manifest, dir, releaseOf) {
  const live = manifest[dir];
  if (!live || live.previous.length === 0) throw new Error(`${dir} has no earlier release to roll back to`);
  const [id, ...previous] = live.previous;
  const { version, runtime } = releaseOf(id);
  return { ...manifest, [dir]: { id, version, runtime, previous } };
}

/** Removes the release folders of `dir` the manifest no longer names. */
function prune(releasesDir, dir, manifest) {
  const keep = new Set([manifest[dir].id, ...manifest[dir].previous]);
  for (const name of fs.readdirSync(path.join(releasesDir, dir))) {
    if (!keep.has(name)) fs.rmSync(path.join(releasesDir, dir, name), { recursive: true, force: true });
  }
}

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '');

function releaseRemote(dir, { force }) {
  const releasesDir = releasesDirOf();
  const version =
    process.env.LEAGUE_RELEASE_VERSION ||
    JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')).version;
  const id = `${version}-${stamp()}`;
  const staging = path.join(releasesDir, dir, `.building-${id}`);
  console.info(`[release] ${dir} ${id}: building`);
  buildOne(dir, { LEAGUE_OUT_DIR: staging, LEAGUE_SERVER_OUT_DIR: path.join(staging, 'server') });
  precompress(staging);
  const built = JSON.parse(fs.readFileSync(path.join(staging, 'release.json'), 'utf8'));
  const shellRelease = path.join(root, SHELL.dir, 'dist', 'release.json');
  if (fs.existsSync(shellRelease)) {
    const { provides } = JSON.parse(fs.readFileSync(shellRelease, 'utf8'));
    if (provides && !satisfiesCaret(provides, built.runtime)) {
      const message = `${dir} ${id} needs @league/runtime ${built.runtime}; the live shell provides ${provides}: release the shell first`;
      if (!force) {
        fs.rmSync(staging, { recursive: true, force: true });
        throw new Error(`${message} (or --force: the area shows its update notice until then)`);
      }
      console.warn(`[release] ${message}; switching anyway (--force)`);
    }
  }
  fs.renameSync(staging, path.join(releasesDir, dir, id));
  const manifest = switched(readManifest(releasesDir), dir, { id, version: built.version, runtime: built.runtime });
  writeManifest(releasesDir, manifest);
  prune(releasesDir, dir, manifest);
  console.info(`[release] ${dir} is ${id} (previous: ${manifest[dir].previous.join(', ') || 'none'})`);
}

function rollback(dir) {
  const releasesDir = releasesDirOf();
  const manifest = rolledBack(readManifest(releasesDir), dir, (id) =>
    JSON.parse(fs.readFileSync(path.join(releasesDir, dir, id, 'release.json'), 'utf8')),
  );
  writeManifest(releasesDir, manifest);
  console.info(`[release] ${dir} is back at ${manifest[dir].id}`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const dir = args.find((a) => !a.startsWith('--'));
  if (!dir || !REMOTES.some((r) => r.dir === dir)) {
    console.error(`Usage: release-remote.mjs <${REMOTES.map((r) => r.dir).join('|')}> [--rollback] [--force]`);
    process.exit(2);
  }
  try {
    if (args.includes('--rollback')) rollback(dir);
    else releaseRemote(dir, { force: args.includes('--force') });
  } catch (error) {
    console.error(`[release] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
