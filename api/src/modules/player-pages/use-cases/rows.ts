// The pieces the player pages share: a player by slug (else 404), team references, each
// player's current team, and a player's item in a list.
import type { Language, PlayerListItem, TeamRef } from '@league/shared/contracts';
import { AppError } from '../../../lib/errors';
import { fileUrl } from '../../../lib/file-url';
import { ageOn, type PlayerRow } from '../../players/index';
import { clubRef, teamRef, type MembershipRow, type TeamListRow } from '../../teams/index';
import type { PlayerPagesDeps } from './deps';

export const notFound = () => new AppError('not_found');

export async function bySlugOr404({ players }: PlayerPagesDeps, language: Language, slug: string): Promise<PlayerRow> {
  const row = await players.bySlug(language, slug);
  if (!row) throw notFound();
  return row;
}

export async function teamRefs(
  { teams }: PlayerPagesDeps,
  language: Language,
  ids: Iterable<number>,
): Promise<Map<number, TeamRef>> {
  const rows = await teams.refRows(language, ids);
  return new Map([...rows].map(([id, row]) => [id, teamRef(row)]));
}

/** Each player's current team (the latest active membership) with its shirt number. */
export async function currentTeams({ teams }: PlayerPagesDeps, language: Language, playerIds: number[]) {
  const members = await teams.memberships({ playerIds, activeOnly: true });
  const first = new Map<number, MembershipRow>();
  for (const m of members) if (!first.has(m.player_id)) first.set(m.player_id, m);
  const rows = await teams.rows(language, { ids: [...new Set([...first.values()].map((m) => m.team_id))] });
  const byId = new Map(rows.map((t) => [t.id, t]));
  return new Map([...first].map(([playerId, m]) => [playerId, { membership: m, team: byId.get(m.team_id) }]));
}

export const listItem = (
  { today }: PlayerPagesDeps,
  row: PlayerRow,
  number: number | null,
  team: TeamListRow | undefined,
): PlayerListItem => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  photo: fileUrl(row.photo),
  position: row.position,
  number,
  age: ageOn(row.birth_date, today()),
  team: team ? teamRef(team) : null,
  club: team ? clubRef(team) : null,
  is_pupil: row.is_pupil,
  is_captain: row.is_captain,
  is_joker: row.is_joker,
});
