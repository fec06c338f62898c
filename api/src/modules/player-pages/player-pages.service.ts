// The player pages: the players list (with each player's current team), a player's profile,
// statistics per tournament, matches and tournaments, and the top scorer of a tournament.
// Player rows come from players.reads; derived data from the matches loader and ../stats.
import {
  PEOPLE_DEFAULT_PER_PAGE,
  type Language,
  type PlayerListItem,
  type PlayerProfile,
  type PlayersQuery,
  type PlayerStatisticsRow,
  type PlayerTournament,
  type TeamRef,
  type TopScorer,
} from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { AppError } from '../../lib/errors';
import { fileUrl } from '../../lib/file-url';
import { pageWindow } from '../../lib/pagination';
import type { ApplicationsService } from '../applications/index';
import type { MatchesService } from '../matches/index';
import { ageOn, createPlayerReads, squadPlayer, type PlayerRow } from '../players/index';
import * as stats from '../stats/index';
import { clubRef, createTeamReads, teamRef, type MembershipRow, type TeamListRow } from '../teams/index';
import { pickTournament, type TournamentRow, type TournamentsService } from '../tournaments/index';

const notFound = () => new AppError('not_found');

export function createPlayerPagesService({
  db,
  tournaments,
  matches,
  applications,
}: {
  db: DB;
  tournaments: TournamentsService;
  matches: MatchesService;
  applications: ApplicationsService;
}) {
  const players = createPlayerReads({ db });
  const teams = createTeamReads({ db });
  const today = tournaments.today;

  async function bySlugOr404(language: Language, slug: string): Promise<PlayerRow> {
    const row = await players.bySlug(language, slug);
    if (!row) throw notFound();
    return row;
  }

  async function teamRefs(language: Language, ids: Iterable<number>): Promise<Map<number, TeamRef>> {
    const rows = await teams.refRows(language, ids);
    return new Map([...rows].map(([id, row]) => [id, teamRef(row)]));
  }

  /** Each player's current team (the latest active membership) with its shirt number. */
  async function currentTeams(language: Language, playerIds: number[]) {
    const members = await teams.memberships({ playerIds, activeOnly: true });
    const first = new Map<number, MembershipRow>();
    for (const m of members) if (!first.has(m.player_id)) first.set(m.player_id, m);
    const rows = await teams.rows(language, { ids: [...new Set([...first.values()].map((m) => m.team_id))] });
    const byId = new Map(rows.map((t) => [t.id, t]));
    return new Map([...first].map(([playerId, m]) => [playerId, { membership: m, team: byId.get(m.team_id) }]));
  }

  const listItem = (row: PlayerRow, number: number | null, team: TeamListRow | undefined): PlayerListItem => ({
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

  return {
    async list(language: Language, query: PlayersQuery) {
      const p = pageWindow(query, PEOPLE_DEFAULT_PER_PAGE);
      const { total, ids } = await players.page(
        language,
        {
          q: query.q?.trim() || undefined,
          teamId: query.team_id,
          tournamentId: query.tournament_id,
          position: query.position,
        },
        p,
      );
      const [rows, current] = await Promise.all([players.byIds(language, ids), currentTeams(language, ids)]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const data: PlayerListItem[] = ids
        .filter((id) => byId.has(id))
        .map((id) => {
          const row = byId.get(id)!;
          const cur = current.get(id);
          return listItem(row, cur?.membership.number ?? row.number, cur?.team);
        });
      return { data, meta: { total, page: p.page, per_page: p.per_page } };
    },

    async profile(language: Language, slug: string): Promise<PlayerProfile> {
      const row = await bySlugOr404(language, slug);
      const members = await teams.memberships({ playerIds: [row.id] });
      const byTeam = new Map(
        (await teams.rows(language, { ids: members.map((m) => m.team_id) })).map((t) => [t.id, t]),
      );
      const current = members.find((m) => m.is_active && byTeam.has(m.team_id));
      const currentTeam = current ? byTeam.get(current.team_id)! : null;
      return {
        player: squadPlayer(row, current?.number ?? row.number, today()),
        team: currentTeam ? teamRef(currentTeam) : null,
        club: currentTeam ? clubRef(currentTeam) : null,
        teams: members
          .filter((m) => byTeam.has(m.team_id))
          .map((m) => ({
            team: teamRef(byTeam.get(m.team_id)!),
            club: clubRef(byTeam.get(m.team_id)!),
            is_active: m.is_active,
          })),
      };
    },

    async statistics(language: Language, slug: string): Promise<PlayerStatisticsRow[]> {
      const row = await bySlugOr404(language, slug);
      const ids = await matches.idsOfPlayer(row.id);
      const { inputs, tournaments: byTournament } = await matches.load(
        language,
        { ids },
        { squads: true, tournaments: true },
      );
      const refs = await teamRefs(
        language,
        inputs.flatMap((m) => [m.hostTeamId, m.guestTeamId]),
      );
      const list = [{ id: row.id, name: row.name, position: row.position }];
      // Minutes depend on each tournament's match length, so each tournament is counted apart.
      const out: PlayerStatisticsRow[] = [];
      for (const tournament of [...byTournament.values()].sort(
        (a, b) => b.season_year - a.season_year || a.sort - b.sort || a.id - b.id,
      )) {
        const own = inputs.filter((m) => m.tournamentId === tournament.id);
        for (const s of stats.playerStatisticsFor(own, row.id, {
          players: list,
          matchLength: tournament.match_length_minutes,
        })) {
          out.push({
            tournament: tournaments.ref(tournament),
            team: refs.get(s.teamId) ?? null,
            matches: s.matches,
            minutes: s.minutes,
            goals: s.goals,
            penalties: s.penalties,
            own_goals: s.ownGoals,
            assists: s.assists,
            yellow_cards: s.yellowCards,
            red_cards: s.redCards,
          });
        }
      }
      return out;
    },

    async matches(language: Language, slug: string, query: { page?: number; per_page?: number }) {
      const row = await bySlugOr404(language, slug);
      const p = pageWindow(query, PEOPLE_DEFAULT_PER_PAGE);
      const { total, ids } = await matches.pageIdsOfPlayer(row.id, p);
      const { rows, inputs } = await matches.load(language, { ids });
      const items = await matches.items(language, rows, inputs);
      return {
        data: ids.filter((id) => items.has(id)).map((id) => items.get(id)!),
        meta: { total, page: p.page, per_page: p.per_page },
      };
    },

    async tournaments(language: Language, slug: string): Promise<PlayerTournament[]> {
      const row = await bySlugOr404(language, slug);
      const applied = await applications.players({ playerId: row.id });
      const [byTournament, refs] = await Promise.all([
        tournaments.byIds(
          language,
          applied.map((a) => a.tournament_id),
        ),
        teamRefs(
          language,
          applied.map((a) => a.team_id),
        ),
      ]);
      return applied
        .filter((a) => byTournament.has(a.tournament_id) && refs.has(a.team_id))
        .sort(
          (a, b) =>
            byTournament.get(b.tournament_id)!.season_year - byTournament.get(a.tournament_id)!.season_year ||
            a.tournament_id - b.tournament_id,
        )
        .map((a) => ({
          tournament: tournaments.ref(byTournament.get(a.tournament_id)!),
          team: refs.get(a.team_id)!,
          number: a.number,
          status: a.status,
        }));
    },

    async topScorer(language: Language, tournamentId: number | undefined): Promise<TopScorer | null> {
      let tournament: TournamentRow | null | undefined;
      if (tournamentId !== undefined) {
        tournament = await tournaments.byId(language, tournamentId);
        if (!tournament) throw notFound();
      } else {
        tournament = pickTournament(await tournaments.list(language), today());
      }
      if (!tournament) return null;
      const { inputs } = await matches.load(language, { tournamentIds: [tournament.id] }, { squads: true });
      const ids = [
        ...new Set(
          inputs.flatMap((m) => [...m.goals.map((g) => g.playerId), ...(m.squads ?? []).map((s) => s.playerId)]),
        ),
      ];
      const rows = await players.byIds(language, ids);
      const [top] = stats.scorers(inputs, {
        players: rows.map((p) => ({ id: p.id, name: p.name, position: p.position })),
        locale: language,
      });
      const player = rows.find((p) => p.id === top?.playerId);
      if (!top || !player) return null;
      const [team] = await teams.rows(language, { ids: [top.teamId] });
      return {
        tournament: tournaments.ref(tournament),
        player: listItem(player, player.number, team),
        goals: top.goals,
        penalties: top.penalties,
        matches: top.matches,
      };
    },
  };
}

export type PlayerPagesService = ReturnType<typeof createPlayerPagesService>;
