// Calendar feeds: a tournament's and a team's fixtures as iCalendar, in Almaty time, with one
// stable UID per match whose SEQUENCE grows when the match moves.
import { dbTargets, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { almatyLocal, escapeText, foldLine, renderFeed } from '../../../src/modules/ical/ical.format';
import { countRows } from '../../../src/db/count-rows';

/** The VEVENT blocks of a feed, unfolded, as maps of property name (before ';' or ':') → line. */
function events(text: string): Map<string, string>[] {
  const unfolded = text.replace(/\r\n /g, '');
  return unfolded
    .split('BEGIN:VEVENT\r\n')
    .slice(1)
    .map(
      (block) =>
        new Map(
          block
            .split('\r\n')
            .filter(Boolean)
            .map((line) => [line.split(/[;:]/)[0], line]),
        ),
    );
}

describe('ical format', () => {
  it('writes Almaty wall-clock time (UTC+5 since March 2024, UTC+6 before)', () => {
    expect(almatyLocal('2026-03-07T10:00:00.000Z')).toBe('20260307T150000');
    expect(almatyLocal('2023-06-01T10:00:00.000Z')).toBe('20230601T160000');
  });

  it('escapes text and folds long lines without splitting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const line = `SUMMARY:${'Қайрат — Астана '.repeat(8)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('marks a cancelled match and ends every line with CRLF', () => {
    const text = renderFeed({
      name: 'Cup',
      domain: 'league.test',
      now: '2026-03-01T00:00:00.000Z',
      events: [
        {
          matchId: 7,
          start: '2026-03-07T10:00:00.000Z',
          durationMinutes: 105,
          summary: 'A — B',
          location: null,
          description: 'x',
          url: 'https://league.test/matches/7',
          status: 'cancelled',
          updatedAt: '2026-03-02T00:00:00.000Z',
        },
      ],
    });
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    const [event] = events(text);
    expect(event.get('STATUS')).toBe('STATUS:CANCELLED');
    expect(event.get('DTEND')).toBe('DTEND;TZID=Asia/Almaty:20260307T164500');
  });
});

describe.each(dbTargets)('ical feeds on %s', (target) => {
  let tournamentId: number;
  let teamId: number;

  const t = suiteApp({ target, seed: 'demo', config: { publicUrl: 'https://league.test' } });
  beforeAll(async () => {
    const match = await t.db
      .selectFrom('matches')
      .select(['tournament_id', 'host_team_id'])
      .where('date_time', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    [tournamentId, teamId] = [match.tournament_id, match.host_team_id];
  });

  const get = (url: string, language: 'kk' | 'ru' | 'en' = 'en', host = 'league.test') =>
    request(t.app, { method: 'GET', url: `/api/v1${url}`, language, headers: { host } });

  it("serves a tournament's dated matches, one event each, in Almaty time", async () => {
    const res = await get(`/ical/tournaments/${tournamentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    const dated = await t.db
      .selectFrom('matches')
      .select(['id', 'date_time'])
      .where('tournament_id', '=', tournamentId)
      .where('date_time', 'is not', null)
      .execute();
    const feed = events(res.body);
    expect(feed).toHaveLength(dated.length);
    const first = dated[0];
    const event = feed.find((e) => e.get('UID') === `UID:match-${first.id}@league.test`)!;
    expect(event.get('DTSTART')).toBe(
      `DTSTART;TZID=Asia/Almaty:${almatyLocal(new Date(first.date_time!).toISOString())}`,
    );
    expect(event.get('URL')).toBe(`URL:https://league.test/en/matches/${first.id}`);
  });

  // A UID that followed the Host header would change with every name the site is reached by,
  // and a subscriber's calendar would hold each match once per name.
  it('names the configured public origin in UIDs and links, whatever Host the request named', async () => {
    const asked = await get(`/ical/tournaments/${tournamentId}`, 'en', 'evil.example');
    expect(asked.statusCode).toBe(200);
    expect(asked.body).not.toContain('evil.example');
    const feed = events(asked.body);
    expect(feed.length).toBeGreaterThan(0);
    for (const event of feed) {
      expect(event.get('UID')).toMatch(/^UID:match-\d+@league\.test$/);
      expect(event.get('URL')).toMatch(/^URL:https:\/\/league\.test\/en\/matches\/\d+$/);
    }
    const plain = events((await get(`/ical/tournaments/${tournamentId}`, 'en', 'league.test')).body);
    expect(plain.map((e) => e.get('UID'))).toEqual(feed.map((e) => e.get('UID')));
  });

  it('keeps the UID of a match that moved and raises its SEQUENCE', async () => {
    const match = await t.db
      .selectFrom('matches')
      .select(['id', 'date_time'])
      .where('tournament_id', '=', tournamentId)
      .where('date_time', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const uid = `UID:match-${match.id}@league.test`;
    const before = events((await get(`/ical/tournaments/${tournamentId}`)).body).find((e) => e.get('UID') === uid)!;
    const moved = new Date(new Date(match.date_time!).getTime() + 2 * 86_400_000);
    await t.db
      .updateTable('matches')
      .set({ date_time: moved, updated_at: new Date(Date.now() + 3_600_000) })
      .where('id', '=', match.id)
      .execute();
    const after = events((await get(`/ical/tournaments/${tournamentId}`)).body).find((e) => e.get('UID') === uid)!;
    expect(after.get('DTSTART')).toBe(`DTSTART;TZID=Asia/Almaty:${almatyLocal(moved.toISOString())}`);
    const sequence = (e: Map<string, string>) => Number(e.get('SEQUENCE')!.split(':')[1]);
    expect(sequence(after)).toBeGreaterThan(sequence(before));
    expect(after.get('LAST-MODIFIED')).not.toBe(before.get('LAST-MODIFIED'));
  });

  it("serves a team's matches only, in the request's language, and 404 for an unknown id", async () => {
    const res = await get(`/ical/teams/${teamId}`, 'ru');
    expect(res.statusCode).toBe(200);
    const count = await countRows(
      t.db
        .selectFrom('matches')
        .where('date_time', 'is not', null)
        .where((eb) => eb.or([eb('host_team_id', '=', teamId), eb('guest_team_id', '=', teamId)])),
    );
    expect(events(res.body)).toHaveLength(count);
    expect(res.body).toContain('X-WR-CALNAME:');
    expect(res.body).toContain('— матчи');
    // A calendar app sends no Accept-Language: the link names the language.
    expect((await request(t.app, { method: 'GET', url: `/api/v1/ical/teams/${teamId}?lang=ru` })).body).toContain(
      '— матчи',
    );
    expect((await get('/ical/teams/999999')).statusCode).toBe(404);
    expect((await get('/ical/tournaments/999999')).statusCode).toBe(404);
  });

  // A calendar app shows no JSON error: an unknown language is the league's default one.
  it('answers a feed in kk for a language it does not speak, never a 422', async () => {
    const res = await request(t.app, { method: 'GET', url: `/api/v1/ical/teams/${teamId}?lang=xx` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toContain('— матчтар');
    const csv = await request(t.app, {
      method: 'GET',
      url: `/api/v1/tournaments/${tournamentId}/fixtures.csv?lang=de`,
    });
    expect(csv.statusCode).toBe(200);
  });

  it('titles a played match with its score, and a postponed one says so', async () => {
    const played = await t.db
      .selectFrom('matches')
      .select(['id', 'tournament_id', 'host_goals', 'guest_goals'])
      .where('status', '=', 'finished')
      .where('date_time', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const feed = events((await get(`/ical/tournaments/${played.tournament_id}`)).body);
    const summary = feed.find((e) => e.get('UID') === `UID:match-${played.id}@league.test`)!.get('SUMMARY');
    expect(summary).toContain(` ${played.host_goals}:${played.guest_goals} `);
    const next = await t.db
      .selectFrom('matches')
      .select(['id', 'tournament_id'])
      .where('status', '=', 'scheduled')
      .where('date_time', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('matches')
      .set({ status: 'postponed', updated_at: new Date(Date.now() + 7_200_000) })
      .where('id', '=', next.id)
      .execute();
    const after = events((await get(`/ical/tournaments/${next.tournament_id}`)).body);
    expect(after.find((e) => e.get('UID') === `UID:match-${next.id}@league.test`)!.get('SUMMARY')).toContain(
      '(Postponed)',
    );
  });
});
