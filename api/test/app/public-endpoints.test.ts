// The public endpoint objects of the people and content pages, called the way the browser calls
// them (path filled from the object, its arguments taken from the demo seed): each answers what
// its `response` contract says, a cacheable one through the public cache, and a people page's
// segment that names nothing is a 404 envelope, not a 422.
import { ErrorEnvelope } from '@league/shared/contracts';
import {
  applications,
  buildPath,
  clubs,
  content,
  players,
  referees,
  search,
  staff,
  teams,
  type AnyEndpoint,
} from '@league/shared/endpoints';
import { assert } from 'superstruct';
import { dbTargets, request } from '../helpers';
import { suiteApp } from '../support/suite-app';

const GROUPS = { teams, clubs, players, staff, referees, applications, content, search };
const PUBLIC_GETS = Object.values(GROUPS).flatMap((group) => Object.values(group) as AnyEndpoint[]);

type Args = { params?: Record<string, unknown>; query?: Record<string, unknown> };

describe.each(dbTargets)('public endpoint objects on %s', (target) => {
  const samples = new Map<string, Args>();

  async function call(endpoint: AnyEndpoint, args: Args = {}) {
    const query = new URLSearchParams(
      Object.entries(args.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    const url = `/api/v1${buildPath(endpoint.path, args.params)}${query ? `?${query}` : ''}`;
    return request(t.app, { method: endpoint.method, url, language: 'ru' });
  }

  async function data<T = Record<string, unknown>>(endpoint: AnyEndpoint, args: Args = {}): Promise<T> {
    const response = await call(endpoint, args);
    if (response.statusCode !== 200)
      throw new Error(`${endpoint.id} → ${response.statusCode}: ${response.body.slice(0, 200)}`);
    return response.json().data as T;
  }

  const t = suiteApp({ target, seed: 'demo' });
  beforeAll(async () => {
    const list = await data<{ tournament: { id: number }; table: { team: { id: number; slug: string } }[] }>(
      teams.list,
    );
    const team = list.table[0].team;
    const coach = (await data<{ slug: string }[]>(staff.ofTeam, { query: { team_id: team.id } }))[0];
    const scorer = await data<{ player: { slug: string } }>(players.topScorer);
    const club = (await data<{ slug: string }[]>(clubs.list))[0];
    const referee = (await data<{ slug: string }[]>(referees.list))[0];
    const news = (await data<{ id: number; slug: string }[]>(content.news))[0];
    const article = (await data<{ slug: string }[]>(content.analytics))[0];
    const album = (await data<{ slug: string }[]>(content.media))[0];
    const document = (await data<{ id: number }[]>(content.documents))[0];
    const bySlug = (slug: string) => ({ params: { slug } });
    const entries: [AnyEndpoint, Args][] = [
      [teams.bySlug, bySlug(team.slug)],
      [teams.squad, { params: { id: team.id } }],
      [teams.matches, { params: { id: team.id }, query: { tournament_id: list.tournament.id } }],
      [teams.stats, { query: { team_id: team.id, tournament_id: list.tournament.id } }],
      [clubs.bySlug, bySlug(club.slug)],
      [players.profile, bySlug(scorer.player.slug)],
      [players.statistics, bySlug(scorer.player.slug)],
      [players.matches, { ...bySlug(scorer.player.slug), query: { per_page: 3 } }],
      [players.tournaments, bySlug(scorer.player.slug)],
      [staff.ofTeam, { query: { team_id: team.id } }],
      [staff.bySlug, bySlug(coach.slug)],
      [referees.detail, { params: { id: referee.slug } }],
      [applications.unsubmitted, { query: { team_id: team.id } }],
      [applications.checkUnsubmitted, { query: { team_id: team.id } }],
      [applications.teamApplication, { params: { id: list.tournament.id, team_slug: team.slug } }],
      [content.newsBySlug, bySlug(news.slug)],
      [content.newsAndAnalytics, { params: { id: news.id } }],
      [content.analyticsBySlug, bySlug(article.slug)],
      [content.album, bySlug(album.slug)],
      [content.page, bySlug('partner')],
      [content.banners, { query: { placement: 'home_top' } }],
      [content.documentById, { params: { id: document.id } }],
      [search.search, { query: { q: 'а' } }],
    ];
    for (const [endpoint, args] of entries) samples.set(endpoint.id, args);
  });

  it('are public, cacheable GETs', () => {
    for (const e of PUBLIC_GETS)
      expect({ id: e.id, method: e.method, access: e.access, cacheable: e.cacheable }).toEqual({
        id: e.id,
        method: 'GET',
        access: 'public',
        cacheable: true,
      });
  });

  it.each(PUBLIC_GETS.map((e) => [e.id, e] as const))(
    '%s answers its response contract through the public cache',
    async (_id, endpoint) => {
      const response = await call(endpoint, samples.get(endpoint.id));
      expect({ id: endpoint.id, status: response.statusCode }).toEqual({ id: endpoint.id, status: 200 });
      assert(response.json(), endpoint.response);
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.headers.etag).toBeTruthy();
    },
  );

  it.each([
    [teams.bySlug.id, teams.bySlug, { slug: 'bad_slug!' }],
    [teams.squad.id, teams.squad, { id: 'abc' }],
    [teams.matches.id, teams.matches, { id: 'abc' }],
    [clubs.bySlug.id, clubs.bySlug, { slug: 'bad_slug!' }],
    [players.profile.id, players.profile, { slug: 'bad_slug!' }],
    [staff.bySlug.id, staff.bySlug, { slug: 'bad_slug!' }],
    [referees.detail.id, referees.detail, { id: 'bad_slug!' }],
  ] as const)('%s: a people page segment that names nothing is a 404 envelope', async (_id, endpoint, params) => {
    const response = await call(endpoint, { params });
    expect({ id: endpoint.id, status: response.statusCode }).toEqual({ id: endpoint.id, status: 404 });
    assert(response.json(), ErrorEnvelope);
  });
});
