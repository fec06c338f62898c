// Match cards: the card every match list shows (score, shoot-out, teams, stadium, cancellation
// or postponement), the uniforms, and the cards of rows already read or of a filter.
import type { Language, MatchCard } from '@league/shared/contracts';
import { UNIFORM_COLORS, enumLabel } from '@league/shared/labels';
import * as stats from '../../stats/index';
import { refRowsOf, teamParts, teamRefOr, type TeamRefRow } from '../../teams/index';
import { hasScore, toMatchInputs } from '../match-inputs';
import * as repository from '../matches.repository';
import type { MatchReadDeps } from './deps';

export function scoreOf(row: repository.MatchRow, input: stats.MatchInput) {
  if (!hasScore(row)) return { score: null, shootout: null, technical: false };
  const s = stats.matchScore(input);
  return { score: { host: s.host, guest: s.guest }, shootout: s.shootout, technical: s.technical };
}

/** A cancelled match's reason in the reader's language, else in another one. */
export function cancellationReason(
  row: Pick<
    repository.MatchRow,
    'status' | 'cancellation_reason_kk' | 'cancellation_reason_ru' | 'cancellation_reason_en'
  >,
  language: Language,
): string | null {
  if (row.status !== 'cancelled') return null;
  const texts = { kk: row.cancellation_reason_kk, ru: row.cancellation_reason_ru, en: row.cancellation_reason_en };
  return texts[language] ?? texts.kk ?? texts.ru ?? texts.en ?? null;
}

export function toCard(
  row: repository.MatchRow,
  input: stats.MatchInput,
  teams: Map<number, TeamRefRow>,
  language: Language,
): MatchCard {
  const { score, shootout } = scoreOf(row, input);
  return {
    id: row.id,
    date: row.date_time ? stats.localDate(row.date_time) : null,
    date_time: row.date_time,
    tour_name: row.tour_title ?? '',
    tour_id: row.tour_id,
    status: row.status,
    technical_result: row.technical_result,
    tournament: { id: row.tournament_id, slug: row.tournament_slug, title: row.tournament_title },
    host: teamRefOr(teams.get(row.host_team_id), row.host_team_id),
    guest: teamRefOr(teams.get(row.guest_team_id), row.guest_team_id),
    score,
    shootout,
    stadium:
      row.stadium_id !== null
        ? { id: row.stadium_id, slug: row.stadium_slug ?? '', title: row.stadium_title ?? '', city: row.stadium_city }
        : null,
    broadcast_url: row.broadcast_url,
    cancellation_reason: cancellationReason(row, language),
    postponed_from: row.status === 'postponed' ? row.postponed_from : null,
  };
}

export function uniform(key: string | null, language: Language) {
  if (!key) return null;
  return { key, title: enumLabel('color', key, language), hex: UNIFORM_COLORS[key] ?? null };
}

export const refMap = (rows: Record<string, unknown>[] | undefined) =>
  new Map(refRowsOf(rows).map((row) => [row.id, row]));

const teamIdsOf = (rows: repository.MatchCoreRow[]) => rows.flatMap((r) => [r.host_team_id, r.guest_team_id]);

/** Match cards of rows already read (a card's score and shoot-out are the rows' tally). */
export async function cards({ teams }: MatchReadDeps, language: Language, rows: repository.MatchRow[]) {
  const inputs = toMatchInputs(rows, repository.NO_EVENTS);
  const teamRows = await teams.refRows(language, teamIdsOf(rows));
  return { inputs, cards: new Map(rows.map((row, i) => [row.id, toCard(row, inputs[i], teamRows, language)])) };
}

/** The match cards of a filter (by kick-off time): rows with their tally and their teams, in one statement. */
export async function cardSet({ db }: MatchReadDeps, language: Language, filter: repository.MatchFilter) {
  const set = await repository.loadMatchSet(db, language, filter, { events: [], with: [teamParts.namedTeams] });
  const inputs = toMatchInputs(set.rows, set.events);
  const teamRows = refMap(set.joined[teamParts.namedTeams.name]);
  return {
    rows: set.rows,
    inputs,
    cards: new Map(set.rows.map((row, i) => [row.id, toCard(row, inputs[i], teamRows, language)])),
  };
}

/** The match cards of the people pages (team, player, referee), by id: the same card as every match list. */
export async function items(
  { teams }: MatchReadDeps,
  language: Language,
  rows: repository.MatchRow[],
  inputs: stats.MatchInput[],
): Promise<Map<number, MatchCard>> {
  const refRows = await teams.refRows(
    language,
    rows.flatMap((r) => [r.host_team_id, r.guest_team_id]),
  );
  const inputById = new Map(inputs.map((i) => [i.id, i]));
  return new Map(rows.map((row) => [row.id, toCard(row, inputById.get(row.id)!, refRows, language)]));
}
