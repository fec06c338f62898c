// The content area's suites start the same way: an app on the demo league with an upload dir of
// its own, the media manager signed in; the app is closed and the dir removed afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, login, type TestApp, type TestAppOptions } from '../../helpers';

export interface MediaApp {
  t: TestApp;
  /** The upload dir (public files under `public/`). */
  dir: string;
  /** The media manager's token. */
  media: string;
}

/** An app on the demo league whose uploads land in a new dir `league-content-<name>-…`, the media manager signed in. */
export async function openMediaApp(
  name: string,
  options: Omit<TestAppOptions, 'seed' | 'config'> = {},
): Promise<MediaApp> {
  const dir = mkdtempSync(join(tmpdir(), `league-content-${name}-`));
  const t = await createTestApp({ ...options, seed: 'demo', config: { uploadDir: dir } });
  return { t, dir, media: await login(t.app, 'media@league.test') };
}

/** Closes the app and removes its upload dir (either may be missing when the start failed). */
export async function closeMediaApp({ t, dir }: Partial<MediaApp>): Promise<void> {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
