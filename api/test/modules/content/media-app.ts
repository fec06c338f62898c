// The content area's suites start the same way: an app on the demo league with an upload dir of
// its own, the media manager signed in; the app is closed and the dir removed afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { login, type TestApp, type TestAppOptions } from '../../helpers';
import { suiteApp } from '../../support/suite-app';

export interface MediaApp {
  t: TestApp;
  /** The upload dir (public files under `public/`). */
  dir: string;
  /** The media manager's token. */
  media: string;
}

/**
 * The suite's app on the demo league (see `suiteApp`) whose uploads land in a new dir
 * `league-content-<name>-…`, the media manager signed in; `dir` and `media` are set from the
 * suite's first hook on, and the dir is removed after the suite.
 */
export function mediaAppSuite(name: string, options: Omit<TestAppOptions, 'seed' | 'config'> = {}): MediaApp {
  const suite = { dir: '', media: '' } as MediaApp;
  beforeAll(() => {
    suite.dir = mkdtempSync(join(tmpdir(), `league-content-${name}-`));
  });
  suite.t = suiteApp(() => ({ ...options, seed: 'demo', config: { uploadDir: suite.dir } }), 240_000);
  beforeAll(async () => {
    suite.media = await login(suite.t.app, 'media@league.test');
  }, 240_000);
  afterAll(() => {
    if (suite.dir) rmSync(suite.dir, { recursive: true, force: true });
  });
  return suite;
}
