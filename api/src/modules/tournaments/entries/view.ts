// An entry request as the API answers it, the rule a team asking must fit, and the window's text
// a refusal names.
import type { EntryRequest, Language } from '@league/shared/contracts';
import { AppError } from '../../../lib/errors';
import type { TeamListRow } from '../../teams/index';
import * as repository from '../entries.repository';
import type { EntriesDeps } from './deps';

export const toRequest = (row: repository.EntryRow): EntryRequest => ({
  id: row.id,
  status: row.status,
  team: { id: row.team_id, title: row.team_title, birth_year: row.birth_year },
  club: { id: row.club_id, title: row.club_title },
  reason: row.reason,
  created_at: row.created_at,
  decided_at: row.decided_at,
});

/** A team fits a tournament: active, its birth year in the band, the same gender (the cabinet's rule). */
export const fits = (team: TeamListRow, t: { birth_year_from: number; birth_year_to: number; gender: string }) =>
  team.is_active &&
  team.birth_year >= t.birth_year_from &&
  team.birth_year <= t.birth_year_to &&
  team.is_woman_squad === (t.gender === 'female');

export async function one(
  { db }: EntriesDeps,
  language: Language,
  tournamentId: number,
  id: number,
): Promise<EntryRequest> {
  const [row] = await repository.listEntries(db, language, { tournamentId, id });
  if (!row) throw new AppError('not_found');
  return toRequest(row);
}

export const windowText = (row: { entry_opens_on: string | null; entry_closes_on: string | null }) =>
  row.entry_opens_on && row.entry_closes_on ? `${row.entry_opens_on} – ${row.entry_closes_on}` : '—';
