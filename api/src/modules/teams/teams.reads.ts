// The team reads other modules use (matches, standings, players, clubs, staff, applications):
// team rows and references, memberships, and the DTO pieces every page shows a team with.
// Nothing here depends on match results, so the match and standings modules can read teams
// without a circle; the team pages themselves are the team-pages module.
import type { Language, PeopleClubRef, TeamListItem, TeamRef } from '@league/shared/contracts';
import type { RawBuilder } from 'kysely';
import type { DB } from '../../db/database';
import type { StatementPart } from '../../db/statement-part';
import { AppError } from '../../lib/errors';
import { fileUrl } from '../../lib/file-url';
import * as repository from './teams.repository';

export type { MembershipRow, TeamFilter, TeamListRow, TeamRefRow } from './teams.repository';

/** A team reference; the logo falls back to the club's. */
export const teamRef = (row: {
  id: number;
  slug: string;
  title: string;
  logo: string | null;
  club_logo?: string | null;
}): TeamRef => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  logo: fileUrl(row.logo ?? row.club_logo ?? null),
});

/** The reference of a team that may be missing (an empty one with the id). */
export const teamRefOr = (row: repository.TeamRefRow | undefined, id: number): TeamRef =>
  row ? teamRef(row) : { id, slug: '', title: '', logo: null };

export const clubRef = (row: repository.TeamWithClubRow): PeopleClubRef => ({
  id: row.club_id,
  slug: row.club_slug,
  title: row.club_title,
  logo: fileUrl(row.club_logo),
});

export const teamItem = (row: repository.TeamWithClubRow): TeamListItem => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  logo: fileUrl(row.logo),
  birth_year: row.birth_year,
  is_woman_squad: row.is_woman_squad,
  is_active: row.is_active,
  position: row.position,
  club: clubRef(row),
});

/**
 * Team references read as parts of another module's statement (a match set's `with`: the matches
 * and their teams in one statement). `tournamentTeams` gives what `ofTournament` gives for the
 * statement's tournament filter, `namedTeams` what `refRows` gives for the teams its matches name;
 * `refRowsOf` reads either result.
 */
export const teamParts = {
  tournamentTeams: {
    name: 'tournament_teams',
    columns: repository.TEAM_REF_COLUMNS,
    query: (db, language, { tournamentIds }) => repository.teamRefsJson(db, language, { tournamentIds }),
  } satisfies StatementPart<{ tournamentIds: unknown }>,
  namedTeams: {
    name: 'named_teams',
    columns: repository.TEAM_REF_COLUMNS,
    query: (db, language, { teamIds }) => repository.teamRefsJson(db, language, { ids: teamIds }),
  } satisfies StatementPart<{ teamIds: RawBuilder<unknown> }>,
};

export const refRowsOf = (rows: Record<string, unknown>[] | undefined): repository.TeamRefRow[] =>
  (rows ?? []) as unknown as repository.TeamRefRow[];

export function createTeamReads({ db }: { db: DB }) {
  return {
    /** Reference rows by id. */
    async refRows(language: Language, ids: Iterable<number>): Promise<Map<number, repository.TeamRefRow>> {
      const rows = await repository.teamRefsByIds(db, language, [...new Set(ids)]);
      return new Map(rows.map((r) => [r.id, r]));
    },
    /** Reference rows of a tournament's teams (or of all teams), by title. */
    ofTournament: (language: Language, tournamentId?: number) =>
      repository.teamRefsOfTournament(db, language, tournamentId),
    exists: (id: number) => repository.teamExists(db, id),
    rows: (language: Language, filter: repository.TeamFilter = {}) => repository.listTeams(db, language, filter),
    async byIdOr404(language: Language, id: number): Promise<repository.TeamListRow> {
      const [row] = await repository.listTeams(db, language, { ids: [id] });
      if (!row) throw new AppError('not_found');
      return row;
    },
    memberships: (filter: { teamId?: number; playerIds?: number[]; activeOnly?: boolean }) =>
      repository.memberships(db, filter),
    idsOfStaff: (staffId: number) => repository.teamIdsOfStaff(db, staffId),
    birthYears: () => repository.birthYears(db),
  };
}

export type TeamReads = ReturnType<typeof createTeamReads>;
