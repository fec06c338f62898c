// The fixtures CSV of a tournament: its matches by round and kick-off, with the score once played.
import type { Language } from '@league/shared/contracts';
import { enumLabel } from '@league/shared/labels';
import { csvText } from '../../../lib/csv';
import type { MatchRow } from '../../matches/index';
import { almatyLocal } from '../ical.format';
import type { FeedDeps } from './deps';
import { FIXTURES_CSV_TITLES, TITLES } from './titles';

/** A score is shown once the match is played: live, finished or locked. */
const SCORED = new Set(['live', 'finished', 'locked']);

/** The tournament's fixtures as CSV text, by round and kick-off. */
export async function tournamentCsv(
  { tournaments, matches, teams }: FeedDeps,
  language: Language,
  id: number,
): Promise<string> {
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
}
