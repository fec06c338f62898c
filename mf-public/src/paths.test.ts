import { matchPath } from 'react-router-dom';
import routes from './routes';
import { paths, patterns } from './paths';

type Key = keyof typeof paths;
type Args = { [K in Key]: Parameters<(typeof paths)[K]> };

/** A real-looking argument list per link, so route validation (slugs, ids, tabs) is exercised too. */
const examples: Args = {
  home: [],
  about: [],
  ambassadors: [],
  employees: [],
  advertising: [],
  analytics: [],
  analyticsItem: ['youth-football-2025'],
  calendar: [],
  clubs: [],
  club: ['kairat'],
  documents: [],
  feedback: [],
  cookies: [],
  privacyPolicy: [],
  history: [],
  inDevelopment: [],
  matches: [],
  match: [42],
  media: [],
  album: ['final-day'],
  news: [],
  newsItem: ['season-opens'],
  newsPreview: ['12'],
  partner: [],
  players: [],
  player: ['aidar-nurlan'],
  press: [],
  referees: [],
  referee: ['serik-b'],
  search: [],
  teams: [],
  team: ['kairat-2012'],
  teamCalendar: ['kairat-2012'],
  teamSquad: ['kairat-2012'],
  teamStaff: ['kairat-2012'],
  staff: ['kairat-2012', 'coach-one'],
  teamUnsubmitted: ['kairat-2012'],
  tournaments: [],
  tournament: [7],
  tournamentTab: [7, 'scorers'],
  teamApplication: [7, 'kairat-2012'],
  videos: [],
};

/** The route that would serve `url`: React Router prefers a static segment over a parameter. */
function routeFor(url: string) {
  const matching = routes.routes.filter((route) => matchPath({ path: route.path, end: true }, url));
  const best = matching.sort(
    (a, b) =>
      b.path.split('/').filter((s) => s && !s.startsWith(':')).length -
      a.path.split('/').filter((s) => s && !s.startsWith(':')).length,
  )[0];
  if (!best) return null;
  const { params } = matchPath({ path: best.path, end: true }, url)!;
  return { route: best, valid: best.validate ? best.validate(params) : true };
}

test.each(Object.keys(paths) as Key[])('paths.%s lands on its own route, whose validation accepts it', (key) => {
  const url = (paths[key] as (...a: unknown[]) => string)(...examples[key]);
  const found = routeFor(url);
  expect(found?.route.path).toBe(patterns[key]);
  expect(found?.valid).toBe(true);
});

test('every route of the public site takes its path from the paths module', () => {
  const known: string[] = Object.values(patterns);
  for (const route of routes.routes) expect(known).toContain(route.path);
  expect(routes.routes).toHaveLength(known.length);
});
