// Every GET answer of the demo league, in kk, ru and en, is what the OpenAPI document says it is:
// a client generated from the document accepts it. Public answers anonymously, cabinet answers as
// a role that may read them. Formats (date, date-time) and integers are held to as well.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { ENDPOINTS, pathParamNames, type AnyEndpoint } from '@league/shared/endpoints';
import { HANDBOOKS } from '@league/shared/contracts';
import { DEMO_NOW, login, request } from '../helpers';
import { suiteApp } from '../support/suite-app';
import { firstPlayerOf, firstStaffOf } from '../support/people';

let doc: {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
  components: object;
};
let tokens: { admin: string; team: string; referee: string };
/** A value for each path parameter, by the endpoint's path. */
let samples: Record<string, Record<string, string | number>>;

const t = suiteApp({ seed: 'demo', clock: () => DEMO_NOW });
beforeAll(async () => {
  doc = (await request(t.app, { method: 'GET', url: '/api/docs/json' })).json();
  tokens = {
    admin: await login(t.app, 'admin@league.test'),
    team: await login(t.app, 'team@league.test'),
    referee: await login(t.app, 'referee@league.test'),
  };
  const db = t.db;
  const match = await db
    .selectFrom('matches')
    .select(['id', 'tournament_id', 'host_team_id'])
    .where('status', '=', 'finished')
    .where('stadium_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const team = await db
    .selectFrom('teams')
    .select(['id', 'slug', 'club_id'])
    .where('id', '=', match.host_team_id)
    .executeTakeFirstOrThrow();
  const club = await db
    .selectFrom('clubs')
    .select(['id', 'slug'])
    .where('id', '=', team.club_id)
    .executeTakeFirstOrThrow();
  const player = await firstPlayerOf(db, [team.id]);
  const staff = await firstStaffOf(db, [team.id]);
  const referee = await db.selectFrom('referees').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow();
  const news = await db
    .selectFrom('news')
    .select(['id', 'slug'])
    .where('is_published', '=', true)
    .where('published_at', '<=', DEMO_NOW)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const album = await db.selectFrom('media_albums').select('slug').orderBy('id').executeTakeFirstOrThrow();
  const albumId = await db.selectFrom('media_albums').select('id').orderBy('id').executeTakeFirstOrThrow();
  const analytics = await db
    .selectFrom('sport_analytics')
    .select('slug')
    .where('published_at', '<=', DEMO_NOW)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const document = await db.selectFrom('public_documents').select('id').orderBy('id').executeTakeFirstOrThrow();
  const page = await db.selectFrom('pages').select('slug').orderBy('id').executeTakeFirstOrThrow();
  const stadium = await db.selectFrom('stadiums').select('id').orderBy('id').executeTakeFirstOrThrow();
  const departure = await db.selectFrom('departures').select('id').orderBy('id').executeTakeFirstOrThrow();
  const playerApplication = await db
    .selectFrom('player_applications')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const staffApplication = await db
    .selectFrom('staff_applications')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const tournament = match.tournament_id;
  const account = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  samples = {
    '/accounts/:id': { id: account.id },
    '/referees/:id': { id: referee.id },
    '/history/:entity/:id': { entity: 'player', id: player.id },
    '/tournaments/:id/teams/:team_slug/application': { id: tournament, team_slug: team.slug },
    '/tournaments/:id/teams/:club_id/application': { id: tournament, club_id: club.id },
    '/teams/:slug': { slug: team.slug },
    '/teams/:id': { id: team.id },
    '/clubs/:slug': { slug: club.slug },
    '/clubs/:id': { id: club.id },
    '/squad/player/:slug': { slug: player.slug },
    '/coaches/:slug': { slug: staff.slug },
    '/judges/:id': { id: referee.id },
    '/media/:slug': { slug: album.slug },
    '/sport-analytics/:slug': { slug: analytics.slug },
    '/documents/:id': { id: document.id },
    '/news-and-analytics/:id': { id: news.id },
    '/news/:slug': { slug: news.slug },
    '/pages/:slug': { slug: page.slug },
    '/tournaments/:id': { id: tournament },
    '/tournament-stats/teams/:id': { id: tournament },
    '/tournament-page/tournament/:id': { id: tournament },
    '/matches/:id': { id: match.id },
    '/stadiums/:id': { id: stadium.id },
    '/departures/:id': { id: departure.id },
    '/applications/players/:id': { id: playerApplication.id },
    '/applications/staff/:id': { id: staffApplication.id },
    '/players/:slug': { slug: player.slug },
    '/players/:id': { id: player.id },
    '/staff/:slug': { slug: staff.slug },
    '/content/articles/:kind': { kind: 'news' },
    '/content/articles/:kind/:id': { kind: 'news', id: news.id },
    '/content/articles/news/:id': { id: news.id },
    '/content/albums/:id': { id: albumId.id },
  };
});

/** The path with its parameters filled from the sample whose path (cabinet prefix aside) is its longest prefix. */
function urlOf(endpoint: AnyEndpoint): string {
  const names = pathParamNames(endpoint.path);
  if (names.length === 0) return endpoint.path;
  const path = endpoint.path.replace(/^\/cabinet(?=\/)/, '');
  const key = Object.keys(samples)
    .filter((k) => pathParamNames(k).join() === names.join() && (path === k || path.startsWith(`${k}/`)))
    .sort((a, b) => b.length - a.length)[0];
  if (!key) throw new Error(`no sample for ${endpoint.path}`);
  let url = endpoint.path;
  for (const name of names) url = url.replace(`:${name}`, encodeURIComponent(String(samples[key]![name])));
  return url;
}

/** The query an endpoint cannot answer without (the tournament or team it is about). */
function queryOf(endpoint: AnyEndpoint): string {
  const required = (endpoint.query?.schema ?? {}) as Record<string, { validate?: unknown }>;
  const needs = Object.keys(required).filter((name) => ['tournament_id', 'team_id'].includes(name));
  const values: Record<string, number> = {
    tournament_id: Number(samples['/tournaments/:id']!.id),
    team_id: Number(samples['/teams/:id']!.id),
  };
  return needs.length ? `?${needs.map((n) => `${n}=${values[n]}`).join('&')}` : '';
}

const schemaOf = (endpoint: AnyEndpoint): object => {
  const path = Object.keys(doc.paths).find(
    (p) => p.replace(/\{[^}]+\}/g, '{}') === endpoint.path.replace(/:[A-Za-z_]+/g, '{}'),
  )!;
  return doc.paths[path]![endpoint.method.toLowerCase()]!.responses['200']!.content!['application/json']!.schema;
};

const reads = ENDPOINTS.filter((e) => e.method === 'GET' && e.response.type !== 'file' && e.path !== '/handbook/:name');

it('the document is valid JSON Schema for ajv (2020-12, formats known)', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const endpoint of reads) expect(() => ajv.compile(schemaOf(endpoint))).not.toThrow();
  expect(reads.length).toBeGreaterThan(100);
});

it.each(['kk', 'ru', 'en'] as const)('every GET answer in %s matches its schema in the document', async (language) => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const problems: string[] = [];
  const handbooks = ENDPOINTS.find((e) => e.path === '/handbook/:name')!;
  const urls: [AnyEndpoint, string][] = [
    ...reads.map((e) => [e, `${urlOf(e)}${queryOf(e)}`] as [AnyEndpoint, string]),
    // Every reference list (the main tournament is an endpoint of its own, among `reads`).
    ...HANDBOOKS.filter((name) => name !== 'main-tournament').map(
      (name) => [handbooks, `/handbook/${name}`] as [AnyEndpoint, string],
    ),
  ];
  for (const [endpoint, url] of urls) {
    const token =
      endpoint.access === 'public'
        ? undefined
        : endpoint.access === 'commandAdmin'
          ? tokens.team
          : endpoint.access === 'appointmentsOwn'
            ? tokens.referee
            : tokens.admin;
    const res = await request(t.app, { method: 'GET', url: `/api/v1${url}`, language, token });
    if (res.statusCode !== 200) {
      problems.push(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      continue;
    }
    const validate = ajv.compile(schemaOf(endpoint));
    if (!validate(res.json())) problems.push(`${url}: ${ajv.errorsText(validate.errors?.slice(0, 3))}`);
  }
  expect(problems).toEqual([]);
});
