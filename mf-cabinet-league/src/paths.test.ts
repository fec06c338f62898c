import { matchPath } from 'react-router-dom';
import { CABINET_PAGES } from '@league/shared';
import routes from './routes';
import { paths, patterns } from './paths';

type Key = keyof typeof paths;
const keys = Object.keys(paths) as Key[];

test.each(keys)('paths.%s builds a URL that its own pattern matches, parameters intact', (key) => {
  const build = paths[key] as (...args: string[]) => string;
  const args = Array.from({ length: build.length }, (_, i) => `v${i + 1}`);
  const match = matchPath({ path: patterns[key], end: true }, build(...args));
  expect(match).not.toBeNull();
  expect(Object.values(match!.params)).toEqual(args);
});

test('every route of the remote takes its path from the paths module', () => {
  const known: string[] = Object.values(patterns);
  for (const route of routes.routes) expect(known).toContain(route.path);
});

test('the paths module and the access table list the same pages of this remote', () => {
  const inAccessTable = CABINET_PAGES.filter((page) => page.remote === 'mf_cabinet_league').map((page) => page.pattern);
  expect([...Object.values(patterns)].sort()).toEqual([...inAccessTable].sort());
});
