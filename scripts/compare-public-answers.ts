// The public answers of the API, byte for byte, on the demo seed: a refactoring that should not
// change what anybody sees is checked by saving the answers before and comparing after.
//   node --import @league/api/register scripts/compare-public-answers.ts save <file>
//   node --import @league/api/register scripts/compare-public-answers.ts compare <file>
// The API runs in this process on an in-memory PGlite seeded with the demo league, on the demo
// clock; every public GET below is asked in kk, ru and en, its status, content type and body kept.
// The one thing that differs from run to run is the time the seed wrote its rows (updated_at,
// changed_at, and the calendar's LAST-MODIFIED and SEQUENCE made from it): those instants are
// written as SEED-TIME before comparing.
import { readFileSync, writeFileSync } from 'node:fs';
import { openPglite } from '../api/src/db/connection';
import { migrateToLatest } from '../api/src/db/migrate';
import { seedDemo } from '../api/src/db/seed';
import { benchApp } from './lib/bench-league';

const LANGUAGES = ['kk', 'ru', 'en'] as const;
const BASE_DATE = '2026-03-01';
const NOW = new Date('2026-03-01T06:00:00Z');

type Answer = { status: number; type: string; body: string };

async function main() {
  const [mode, file] = process.argv.slice(2);
  if ((mode !== 'save' && mode !== 'compare') || !file)
    throw new Error('usage: compare-public-answers.ts save|compare <file>');
  const { database, seeded } = await seededLeague();
  const app = await benchApp({ clock: () => NOW, config: { publicCacheTtlMs: 0, legacyUploads: null }, database });
  await app.ready();
  const get = asker(app, normalizer(seeded));
  const urls = publicUrls(await leagueSamples(database, get));
  const answers: Record<string, Answer> = {};
  for (const url of urls) for (const language of LANGUAGES) answers[`${language} ${url}`] = await get(url, language);
  await app.close();
  await database.destroy();
  if (mode === 'save') saveAnswers(file, answers, urls.length);
  else compareAnswers(file, answers);
}

type Database = Awaited<ReturnType<typeof openPglite>>;
type Get = (url: string, language?: string) => Promise<Answer>;

/** An in-memory database with the demo league, and whether an instant is the time the seed wrote its rows. */
async function seededLeague() {
  const database = await openPglite();
  await migrateToLatest(database.db);
  const seedStart = Date.now() - 1000;
  await seedDemo(database.db, { baseDate: BASE_DATE });
  const seedEnd = Date.now() + 1000;
  const seeded = (instant: string) => {
    const time = Date.parse(instant);
    return time >= seedStart && time <= seedEnd;
  };
  return { database, seeded };
}

/** An answer's body with the seed's instants (and the calendar's fields made from them) written as SEED-TIME. */
function normalizer(seeded: (instant: string) => boolean) {
  const compact = (t: string) =>
    `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 11)}:${t.slice(11, 13)}:${t.slice(13, 15)}Z`;
  return (body: string) =>
    body
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g, (t) => (seeded(t) ? 'SEED-TIME' : t))
      .replace(/LAST-MODIFIED:(\d{8}T\d{6}Z)/g, (line, t: string) =>
        seeded(compact(t)) ? 'LAST-MODIFIED:SEED-TIME' : line,
      )
      .replace(/SEQUENCE:\d+/g, 'SEQUENCE:SEED-TIME');
}

/** A public GET to the API in a language (ru unless told): status, content type and normalized body. */
function asker(app: Awaited<ReturnType<typeof benchApp>>, normalized: (body: string) => string): Get {
  return async (url, language = 'ru') => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: { 'accept-language': language },
    });
    return {
      status: response.statusCode,
      type: String(response.headers['content-type'] ?? ''),
      body: normalized(response.body),
    };
  };
}

/** Samples from the seed (tournaments, teams, matches, people, publications), asked through the API itself. */
async function leagueSamples(database: Database, get: Get) {
  const data = async (url: string) => JSON.parse((await get(url)).body).data;
  const db = database.db;
  const tournaments = await db.selectFrom('tournaments').select(['id']).orderBy('id').execute();
  const teams = await db.selectFrom('teams').select(['id', 'slug']).orderBy('id').limit(4).execute();
  const matchIds = (await db.selectFrom('matches').select('id').orderBy('id').execute()).map((m) => m.id);
  return {
    tournaments,
    teams,
    matches: [...matchIds.slice(0, 4), ...matchIds.slice(-4)],
    players: (await data('/players?per_page=5')) as { slug: string }[],
    clubs: (await data('/clubs')) as { slug: string }[],
    referees: (await data('/judges')) as { slug: string }[],
    coaches: (await data(`/coaches?team_id=${teams[0].id}`)) as { slug: string }[],
    news: (await data('/news')) as { id: number; slug: string }[],
    analytics: (await data('/sport-analytics')) as { slug: string }[],
    media: (await data('/media')) as { slug: string }[],
    documents: (await data('/documents')) as { id: number }[],
  };
}

type Samples = Awaited<ReturnType<typeof leagueSamples>>;

/** The league's lists and handbooks: the addresses that take no sample. */
const LIST_URLS = [
  '/datetime',
  '/translations',
  '/geography',
  '/banners',
  '/partners',
  '/contacts',
  '/about',
  '/about/employees',
  '/about/trustees',
  '/advertising',
  '/news',
  '/news-years',
  '/press',
  '/press-years',
  '/sport-analytics',
  '/sport-analytics-years',
  '/media',
  '/video',
  '/documents',
  '/teams',
  '/teams-stats',
  '/players',
  '/players?per_page=50&page=2',
  '/clubs',
  '/judges',
  '/coaches',
  '/scorer',
  '/statistics',
  '/goalkeepers',
  '/tournaments-list',
  '/matches',
  '/nearest-matches',
  '/calendar/matches',
  '/tournaments/table',
  '/tournaments/scorers',
  '/tournaments/assistants',
  '/handbook/main-tournament',
  '/search?q=%D0%B0',
  '/search?q=a',
  ...['season', 'team', 'tournament', 'city', 'country', 'referee', 'stadium', 'penalty-failure', 'removal-cause'].map(
    (name) => `/handbook/${name}`,
  ),
];

/** The pages of each sampled tournament, team and match. */
function competitionUrls({ tournaments, teams, matches }: Samples) {
  return [
    ...tournaments.flatMap(({ id }) => [
      `/tournaments/${id}`,
      `/tournaments/${id}/table`,
      `/tournaments/${id}/form`,
      `/tournaments/${id}/checkerboard`,
      `/tournaments/${id}/scorers`,
      `/tournaments/${id}/assistants`,
      `/tournaments/${id}/disqualifications`,
      `/tournament-page/tournament/${id}`,
      `/tournament-stats/teams/${id}`,
      `/teams?tournament_id=${id}`,
      `/matches?tournament_id=${id}`,
      `/scorer?tournament_id=${id}`,
      `/ical/tournaments/${id}`,
      ...teams.slice(0, 2).map((team) => `/tournaments/${id}/teams/${team.slug}/application`),
    ]),
    ...teams.flatMap((team) => [
      `/teams/${team.slug}`,
      `/teams/${team.id}/squad`,
      `/teams/${team.id}/matches`,
      `/teams-stats?team_id=${team.id}`,
      `/coaches?team_id=${team.id}`,
      `/squad/unsubmitted?team_id=${team.id}`,
      `/squad/check-unsubmitted?team_id=${team.id}`,
      `/ical/teams/${team.id}`,
    ]),
    ...matches.flatMap((id) => [
      `/matches/${id}`,
      `/matches/${id}/protocol`,
      `/matches/${id}/protocol/squads`,
      `/matches/${id}/statistics`,
      `/matches/${id}/media`,
      `/matches/${id}/news`,
    ]),
  ];
}

/** The pages of the sampled players, clubs, referees, coaches and publications. */
function peopleAndPublicationUrls(samples: Samples) {
  return [
    ...samples.players.flatMap(({ slug }) => [
      `/squad/player/${slug}`,
      `/squad/player/${slug}/statistics`,
      `/squad/player/${slug}/matches`,
      `/squad/player/${slug}/tournaments`,
    ]),
    ...samples.clubs.slice(0, 3).map(({ slug }) => `/clubs/${slug}`),
    ...samples.referees.slice(0, 3).map(({ slug }) => `/judges/${slug}`),
    ...samples.coaches.slice(0, 2).map(({ slug }) => `/coaches/${slug}`),
    ...samples.news.slice(0, 2).flatMap(({ id, slug }) => [`/news/${slug}`, `/news-and-analytics/${id}`]),
    ...samples.analytics.slice(0, 2).map(({ slug }) => `/sport-analytics/${slug}`),
    ...samples.media.slice(0, 2).map(({ slug }) => `/media/${slug}`),
    ...samples.documents.slice(0, 2).map(({ id }) => `/documents/${id}`),
  ];
}

/** Every public address asked, the missing ones last. */
function publicUrls(samples: Samples) {
  return [
    ...LIST_URLS,
    ...competitionUrls(samples),
    ...peopleAndPublicationUrls(samples),
    '/teams/no-such-team',
    '/squad/player/no-such-player',
    '/matches/999999',
    '/tournaments/999999/table',
  ];
}

function saveAnswers(file: string, answers: Record<string, Answer>, addresses: number) {
  writeFileSync(file, JSON.stringify(answers));
  console.log(
    `saved ${Object.keys(answers).length} answers (${addresses} addresses × ${LANGUAGES.length} languages) to ${file}`,
  );
}

function compareAnswers(file: string, answers: Record<string, Answer>) {
  const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Answer>;
  const keys = new Set([...Object.keys(saved), ...Object.keys(answers)]);
  const differing = [...keys].filter((key) => JSON.stringify(saved[key]) !== JSON.stringify(answers[key]));
  for (const key of differing)
    console.log(`differs: ${key} (${saved[key]?.status ?? 'missing'} → ${answers[key]?.status ?? 'missing'})`);
  const ok = [...keys].filter((key) => saved[key]?.status === 200).length;
  console.log(`compared ${keys.size} answers (${ok} of them 200), differing ${differing.length}`);
  if (differing.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
