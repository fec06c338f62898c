// The calendar feeds: a tournament's and a team's matches with a kick-off time as iCalendar
// text (ical.format.ts), named after the subject and the league.
import type { Language } from '@league/shared/contracts';
import { siteName } from '@league/shared/league';
import { AppError } from '../../../lib/errors';
import { readIdentity } from '../../league/index';
import { cancellationReason, type MatchRow } from '../../matches/index';
import { renderFeed, type FeedEvent } from '../ical.format';
import type { FeedDeps, FeedSite } from './deps';
import { TITLES } from './titles';

/** A match whose score is final: the calendar's title carries it. */
const PLAYED = new Set(['finished', 'locked']);
const shootoutOf = (r: MatchRow) =>
  r.host_shootout !== null && r.guest_shootout !== null ? ` (${r.host_shootout}:${r.guest_shootout})` : '';

/** Regular time plus half-time; a tournament without a length gets two 45-minute halves. */
const durationOf = (matchLength: number | null | undefined) => (matchLength && matchLength > 0 ? matchLength : 90) + 15;

async function events(
  { teams, tournaments }: FeedDeps,
  language: Language,
  site: FeedSite,
  rows: MatchRow[],
): Promise<FeedEvent[]> {
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

export async function tournamentFeed(deps: FeedDeps, language: Language, site: FeedSite, id: number): Promise<string> {
  const { db, clock, tournaments, matches } = deps;
  const tournament = await tournaments.byIdOr404(language, id);
  const rows = await matches.rows(language, { tournamentIds: [tournament.id] });
  return renderFeed({
    name: `${TITLES[language].tournament(tournament.title)} · ${siteName(await readIdentity(db), language)}`,
    domain: site.domain,
    now: clock().toISOString(),
    events: await events(deps, language, site, rows),
  });
}

export async function teamFeed(deps: FeedDeps, language: Language, site: FeedSite, id: number): Promise<string> {
  const { db, clock, matches, teams } = deps;
  const [team] = [...(await teams.refRows(language, [id])).values()];
  if (!team) throw new AppError('not_found');
  const rows = await matches.rows(language, { teamId: id });
  return renderFeed({
    name: `${TITLES[language].team(team.title)} · ${siteName(await readIdentity(db), language)}`,
    domain: site.domain,
    now: clock().toISOString(),
    events: await events(deps, language, site, rows),
  });
}
