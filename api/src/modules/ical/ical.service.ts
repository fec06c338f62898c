// Calendar feeds of fixtures: a tournament's and a team's matches with a kick-off time, as
// iCalendar text (ical.format.ts). Reads through the services of tournaments, matches and teams.
import type { Language } from '@league/shared/contracts';
import { enumLabel } from '@league/shared/labels';
import { siteName } from '@league/shared/league';
import { readIdentity } from '../league/index';
import type { DB } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { csvText } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { cancellationReason, type MatchesService, type MatchRow } from '../matches/index';
import { createTeamReads } from '../teams/index';
import type { TournamentsService } from '../tournaments/index';
import { almatyLocal, renderFeed, type FeedEvent } from './ical.format';

/** Where the feed points visitors: the site's origin, and the host name its UIDs carry. */
export interface FeedSite {
  origin: string;
  domain: string;
}

/** The feed's site from the configured public origin (PUBLIC_URL). */
export const siteOf = (publicUrl: string): FeedSite => ({ origin: publicUrl, domain: new URL(publicUrl).hostname });

const TITLES: Record<
  Language,
  {
    tournament: (name: string) => string;
    team: (name: string) => string;
    tour: string;
    match: string;
    cancelled: string;
    postponed: string;
    toBeSet: string;
  }
> = {
  kk: {
    tournament: (n) => `${n} — матчтар`,
    team: (n) => `${n} — матчтар`,
    tour: 'Тур',
    match: 'Матч беті',
    cancelled: 'Болдырылмады',
    postponed: 'Шегерілді',
    toBeSet: 'жаңа күні кейін белгіленеді',
  },
  ru: {
    tournament: (n) => `${n} — матчи`,
    team: (n) => `${n} — матчи`,
    tour: 'Тур',
    match: 'Страница матча',
    cancelled: 'Отменён',
    postponed: 'Перенесён',
    toBeSet: 'новая дата будет назначена',
  },
  en: {
    tournament: (n) => `${n} — fixtures`,
    team: (n) => `${n} — fixtures`,
    tour: 'Round',
    match: 'Match page',
    cancelled: 'Cancelled',
    postponed: 'Postponed',
    toBeSet: 'new date to be set',
  },
};

/** The fixtures CSV's column titles in each language. */
export const FIXTURES_CSV_TITLES: Record<Language, string[]> = {
  kk: ['Тур', 'Күні', 'Уақыты (Алматы)', 'Қожайын', 'Қонақ', 'Есеп', 'Мәртебесі', 'Стадион'],
  ru: ['Тур', 'Дата', 'Время (Алматы)', 'Хозяева', 'Гости', 'Счёт', 'Статус', 'Стадион'],
  en: ['Round', 'Date', 'Time (Almaty)', 'Host', 'Guest', 'Score', 'Status', 'Stadium'],
};

/** A score is shown once the match is played: live, finished or locked. */
const SCORED = new Set(['live', 'finished', 'locked']);

/** A match whose score is final: the calendar's title carries it. */
const PLAYED = new Set(['finished', 'locked']);
const shootoutOf = (r: MatchRow) =>
  r.host_shootout !== null && r.guest_shootout !== null ? ` (${r.host_shootout}:${r.guest_shootout})` : '';

/** Regular time plus half-time; a tournament without a length gets two 45-minute halves. */
const durationOf = (matchLength: number | null | undefined) => (matchLength && matchLength > 0 ? matchLength : 90) + 15;

export function createIcalService({
  db,
  clock,
  tournaments,
  matches,
}: {
  db: DB;
  clock: Clock;
  tournaments: TournamentsService;
  matches: MatchesService;
}) {
  const teams = createTeamReads({ db });

  async function events(language: Language, site: FeedSite, rows: MatchRow[]): Promise<FeedEvent[]> {
    // A match postponed with its date to be set stays in the feed at its former kick-off (tentative,
    // or cancelled if it is then cancelled), so a subscribed calendar updates it.
    const startOf = (r: MatchRow) => r.date_time ?? r.postponed_from;
    const dated = rows.filter((r) => startOf(r) !== null);
    const [refs, byId] = await Promise.all([
      teams.refRows(
        language,
        dated.flatMap((r) => [r.host_team_id, r.guest_team_id]),
      ),
      tournaments.byIds(
        language,
        dated.map((r) => r.tournament_id),
      ),
    ]);
    const prefix = language === 'kk' ? '' : `/${language}`;
    const words = TITLES[language];
    return dated.map((row) => {
      const host = refs.get(row.host_team_id)?.title ?? '';
      const guest = refs.get(row.guest_team_id)?.title ?? '';
      const url = `${site.origin}${prefix}/matches/${row.id}`;
      const reason = cancellationReason(row, language);
      const note =
        row.status === 'cancelled'
          ? [words.cancelled, reason].filter(Boolean).join(': ')
          : row.status === 'postponed'
            ? row.date_time === null
              ? `${words.postponed}: ${words.toBeSet}`
              : words.postponed
            : null;
      return {
        matchId: row.id,
        start: startOf(row)!,
        durationMinutes: durationOf(byId.get(row.tournament_id)?.match_length_minutes),
        // A played match shows its score in the calendar, as the CSV does.
        summary: note
          ? `${host} — ${guest} (${note})`
          : PLAYED.has(row.status)
            ? `${host} ${row.host_goals}:${row.guest_goals}${shootoutOf(row)} ${guest}`
            : `${host} — ${guest}`,
        location: row.stadium_title ? [row.stadium_title, row.stadium_city].filter(Boolean).join(', ') : null,
        description: [
          row.tournament_title,
          row.tour_title ?? (row.tour_number !== null ? `${words.tour} ${row.tour_number}` : null),
          `${words.match}: ${url}`,
        ]
          .filter(Boolean)
          .join('\n'),
        url,
        status: row.status,
        updatedAt: row.updated_at,
        revision: row.fixture_revision,
      };
    });
  }

  return {
    async tournament(language: Language, site: FeedSite, id: number): Promise<string> {
      const tournament = await tournaments.byIdOr404(language, id);
      const rows = await matches.rows(language, { tournamentIds: [tournament.id] });
      return renderFeed({
        name: `${TITLES[language].tournament(tournament.title)} · ${siteName(await readIdentity(db), language)}`,
        domain: site.domain,
        now: clock().toISOString(),
        events: await events(language, site, rows),
      });
    },

    /** The tournament's fixtures as CSV text, by round and kick-off. */
    async tournamentCsv(language: Language, id: number): Promise<string> {
      const tournament = await tournaments.byIdOr404(language, id);
      // By round, then kick-off (an undated match last in its round), then id.
      const at = (r: MatchRow) => (r.date_time ? Date.parse(r.date_time) : Number.MAX_SAFE_INTEGER);
      const rows = (await matches.rows(language, { tournamentIds: [tournament.id] })).sort(
        (a, b) =>
          (a.tour_number ?? Number.MAX_SAFE_INTEGER) - (b.tour_number ?? Number.MAX_SAFE_INTEGER) ||
          at(a) - at(b) ||
          a.id - b.id,
      );
      const refs = await teams.refRows(
        language,
        rows.flatMap((r) => [r.host_team_id, r.guest_team_id]),
      );
      const round = (r: MatchRow) =>
        r.tour_title ?? (r.tour_number !== null ? `${TITLES[language].tour} ${r.tour_number}` : '');
      const lines = rows.map((r) => {
        const local = r.date_time ? almatyLocal(r.date_time) : null;
        const shootout =
          r.host_shootout !== null && r.guest_shootout !== null ? ` (${r.host_shootout}:${r.guest_shootout})` : '';
        return [
          round(r),
          local ? `${local.slice(0, 4)}-${local.slice(4, 6)}-${local.slice(6, 8)}` : '',
          local ? `${local.slice(9, 11)}:${local.slice(11, 13)}` : '',
          refs.get(r.host_team_id)?.title ?? '',
          refs.get(r.guest_team_id)?.title ?? '',
          SCORED.has(r.status) ? `${r.host_goals}:${r.guest_goals}${shootout}` : '',
          enumLabel('matchStatus', r.status, language),
          r.stadium_title ? [r.stadium_title, r.stadium_city].filter(Boolean).join(', ') : '',
        ];
      });
      return csvText([FIXTURES_CSV_TITLES[language], ...lines]);
    },

    async team(language: Language, site: FeedSite, id: number): Promise<string> {
      const [team] = [...(await teams.refRows(language, [id])).values()];
      if (!team) throw new AppError('not_found');
      const rows = await matches.rows(language, { teamId: id });
      return renderFeed({
        name: `${TITLES[language].team(team.title)} · ${siteName(await readIdentity(db), language)}`,
        domain: site.domain,
        now: clock().toISOString(),
        events: await events(language, site, rows),
      });
    },
  };
}

export type IcalService = ReturnType<typeof createIcalService>;
