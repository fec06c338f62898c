// Tournament reads for every module: one tournament (or 404), the main one, tournaments by ids,
// season or team, and the seasons, tours and handbook lists.
import type { Language, TournamentDetail } from '@league/shared/contracts';
import * as repository from '../tournaments.repository';
import { notFound, type TournamentsDeps } from './deps';
import { toDetail } from './views';

export async function byId(
  { db }: TournamentsDeps,
  language: Language,
  id: number,
): Promise<repository.TournamentRow | undefined> {
  const [row] = await repository.listTournaments(db, language, { ids: [id] });
  return row;
}

export async function byIdOr404(
  deps: TournamentsDeps,
  language: Language,
  id: number,
): Promise<repository.TournamentRow> {
  const row = await byId(deps, language, id);
  if (!row) throw notFound();
  return row;
}

/** 404 unless the tournament exists (for answers that need nothing else of its row). */
export async function existsOr404({ db }: TournamentsDeps, id: number): Promise<void> {
  if (!(await repository.tournamentExists(db, id))) throw notFound();
}

export async function main({ db }: TournamentsDeps, language: Language): Promise<repository.TournamentRow | undefined> {
  const [row] = await repository.listTournaments(db, language, { main: true });
  return row;
}

/** Tournaments by filter (newest season first, main first, manual order). */
export const list = ({ db }: TournamentsDeps, language: Language, filter: repository.TournamentFilter = {}) =>
  repository.listTournaments(db, language, filter);

export async function byIds(
  { db }: TournamentsDeps,
  language: Language,
  ids: number[],
): Promise<Map<number, repository.TournamentRow>> {
  const rows = await repository.listTournaments(db, language, { ids: [...new Set(ids)] });
  return new Map(rows.map((r) => [r.id, r]));
}

export async function idsOfSeason({ db }: TournamentsDeps, seasonId: number): Promise<number[]> {
  return (await repository.listTournaments(db, 'kk', { seasonId })).map((r) => r.id);
}

/** Tournaments the team plays in (an accepted team application). */
export async function ofTeam(
  { db }: TournamentsDeps,
  language: Language,
  teamId: number,
): Promise<repository.TournamentRow[]> {
  const ids = await repository.tournamentIdsOfTeam(db, teamId);
  return repository.listTournaments(db, language, { ids });
}

/** The given tournament, or the main one; 404 when neither exists. */
export async function resolveId(deps: TournamentsDeps, language: Language, id?: number): Promise<number> {
  if (id !== undefined) return (await byIdOr404(deps, language, id)).id;
  const row = await main(deps, language);
  if (!row) throw notFound();
  return row.id;
}

export const seasons = ({ db }: TournamentsDeps, language: Language, options: { withTournaments?: boolean } = {}) =>
  repository.listSeasons(db, language, options);

export const tours = ({ db }: TournamentsDeps, language: Language, tournamentId?: number) =>
  repository.listTours(db, language, tournamentId);

export const handbook = ({ db }: TournamentsDeps, language: Language, seasonId?: number) =>
  repository.handbookTournaments(db, language, seasonId);

export async function detail(deps: TournamentsDeps, language: Language, id: number): Promise<TournamentDetail> {
  return toDetail(deps, await byIdOr404(deps, language, id), language);
}
