// The paths module of a cabinet remote checked against its routes and the access table
// (`@league/shared/testing`, tests only): one call in the remote's `paths.test.ts`.
import { matchPath } from 'react-router-dom';
import { CABINET_PAGES } from '../access';
import type { RemoteName } from '../federation/remote-names';

type PathBuilders = Record<string, (...args: string[]) => string>;

export function testCabinetRemotePaths(
  remote: RemoteName,
  paths: PathBuilders,
  patterns: Record<string, string>,
  routes: readonly { path: string }[],
) {
  test.each(Object.keys(paths))('paths.%s builds a URL that its own pattern matches, parameters intact', (key) => {
    const build = paths[key];
    const args = Array.from({ length: build.length }, (_, i) => `v${i + 1}`);
    const match = matchPath({ path: patterns[key], end: true }, build(...args));
    expect(match).not.toBeNull();
    expect(Object.values(match!.params)).toEqual(args);
  });

  test('every route of the remote takes its path from the paths module', () => {
    const known: string[] = Object.values(patterns);
    for (const route of routes) expect(known).toContain(route.path);
  });

  test('the paths module and the access table list the same pages of this remote', () => {
    const inAccessTable = CABINET_PAGES.filter((page) => page.remote === remote).map((page) => page.pattern);
    expect([...Object.values(patterns)].sort()).toEqual([...inAccessTable].sort());
  });
}
