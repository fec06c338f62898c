// The tournaments cabinet: the list (scoped for a command_admin), a tournament with its teams
// and their applications' progress, the form and every write (super_admin, one transaction
// each), the calendar (matches, tours) and the round-robin generator.
//
// Scope: a command_admin sees a tournament its club's teams applied to, or one that takes
// applications and fits one of its teams (birth year in the band, same gender); anything else
// is 404. A finished tournament (end_date set) refuses every change with 409
// `tournament_finished`.
import type {
  ApplicationCounts,
  CabinetMatch,
  CabinetTournament,
  CabinetTournamentDetail,
  CabinetTournamentsQuery,
  CabinetTournamentSummary,
  CommandAdminTournament,
  Language,
  MatchCreateBody,
  MatchUpdateBody,
  ScheduleBody,
  ScheduleResponse,
  ScheduleWarning,
  TeamCandidate,
  TournamentBody,
  TournamentEditFormResponse,
  TournamentTeamRow,
} from '@league/shared/contracts';
import { shownTeamStatus } from '@league/shared/contracts';
import type { DB, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { almatyDate, type Clock } from '../../lib/clock';
import { AppError, type FieldErrors } from '../../lib/errors';
import { apiMessage } from '../../lib/messages';
import { pageOfRows } from '../../lib/pagination';
import { insertWithFreeSlug, slugFrom } from '../../lib/slug';
import type { CurrentUser } from '../auth/index';
import { almatyInstant, CHANGEOVER_MINUTES, createMatchSchedule, type MatchPlan } from './tournaments.schedule';
import { createTeamReads, type TeamListRow } from '../teams/index';
import { roundRobin } from './round-robin';
import * as entries from './entries.repository';
import * as repository from './tournaments.cabinet.repository';
import type { TournamentRow } from './tournaments.repository';
import type { TournamentsService } from './tournaments.service';

const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const JOKER_QUOTA_DEFAULT = 2;
const MATCH_LENGTH_DEFAULT = 80;

/** Active, not finished: the tournament takes applications. */
const takesApplications = (row: { active: boolean; end_date: string | null }) => row.active && row.end_date === null;

/** The entry window is open on `day` (ADR 0176): both days set, `day` between them (included), not finished. */
export const entryWindowOpen = (
  row: { entry_opens_on: string | null; entry_closes_on: string | null; end_date: string | null },
  day: string,
) =>
  row.end_date === null &&
  row.entry_opens_on !== null &&
  row.entry_closes_on !== null &&
  row.entry_opens_on <= day &&
  day <= row.entry_closes_on;

/** A team fits a tournament: active, its birth year in the band, the same gender. */
const fits = (team: TeamListRow, t: { birth_year_from: number; birth_year_to: number; gender: string }) =>
  team.is_active &&
  team.birth_year >= t.birth_year_from &&
  team.birth_year <= t.birth_year_to &&
  team.is_woman_squad === (t.gender === 'female');

export interface CabinetDeps {
  db: DB;
  clock: Clock;
  tournaments: TournamentsService;
  /** The applications' progress of the tournament's teams (the applications module, a layer beside, passed in). */
  progress: ApplicationProgress;
}

/** What the tournament cabinet asks of the applications: counts per team, and who has sent any. */
export interface ApplicationProgress {
  ofTournament(
    tournamentId: number,
    teamIds?: number[],
  ): Promise<(teamId: number) => { players: ApplicationCounts; staff: ApplicationCounts }>;
  teamsWithSentApplications(executor: Executor, tournamentId: number, teamIds: number[]): Promise<number[]>;
}

export function createTournamentsCabinetService({ db, clock, tournaments, progress }: CabinetDeps) {
  const teams = createTeamReads({ db });
  const schedule = createMatchSchedule({ db });

  /** Ids of the tournaments a command_admin may read. */
  async function visibleIds(language: Language, user: CurrentUser): Promise<Set<number> | null> {
    if (user.role !== 'command_admin') return null;
    if (user.clubId === null) return new Set();
    const own = await teams.rows(language, { clubId: user.clubId });
    const links = await repository.linksOfTeams(
      db,
      own.map((t) => t.id),
    );
    const ids = new Set(links.map((l) => l.tournament_id));
    // A tournament whose entry window is open today is seen by the clubs that may ask to enter it.
    const today = almatyDate(clock());
    const windows = new Set(
      (await repository.entryWindows(db))
        .filter((w) => entryWindowOpen({ ...w, end_date: null }, today))
        .map((w) => w.id),
    );
    for (const row of await tournaments.list(language)) {
      if (
        (takesApplications(row) || (windows.has(row.id) && row.end_date === null)) &&
        own.some((team) => fits(team, row))
      )
        ids.add(row.id);
    }
    return ids;
  }

  async function readable(language: Language, user: CurrentUser, id: number): Promise<TournamentRow> {
    const visible = await visibleIds(language, user);
    if (visible && !visible.has(id)) throw new AppError('not_found');
    return tournaments.byIdOr404(language, id);
  }

  /** Locks a tournament for a write; a finished one refuses every change. */
  async function writable(trx: Executor, id: number) {
    const row = await repository.findTournament(trx, id, true);
    if (!row) throw new AppError('not_found');
    if (row.end_date !== null) throw new AppError('tournament_finished', { data: { current: state(row) } });
    return row;
  }

  /** A write; one that changes a tournament takes `writable`'s lock on its row first (the lock order of docs/architecture.md). */
  async function write<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
    return inTransaction(db, work, { label: 'tournament' });
  }

  /**
   * A match form as a plan: the teams named in `checkTeams` must take part (accepted), host and
   * guest differ, the tour exists (created when new). Field errors otherwise.
   */
  async function matchPlan(trx: Executor, id: number, body: MatchCreateBody, checkTeams: number[]): Promise<MatchPlan> {
    const fields: FieldErrors = {};
    const participants = new Set(
      (await repository.tournamentTeams(trx, id)).filter((l) => l.status === 'submitted').map((l) => l.team_id),
    );
    if (checkTeams.includes(body.host_team_id) && !participants.has(body.host_team_id))
      fields.host_team_id = [{ rule: 'team_not_in_tournament' }];
    if (checkTeams.includes(body.guest_team_id) && !participants.has(body.guest_team_id))
      fields.guest_team_id = [{ rule: 'team_not_in_tournament' }];
    if (body.host_team_id === body.guest_team_id) fields.guest_team_id = [{ rule: 'same_team' }];
    if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
    const tours = await repository.ensureTours(trx, id, [{ number: body.tour_number, start_date: body.date }]);
    return {
      host_team_id: body.host_team_id,
      guest_team_id: body.guest_team_id,
      stadium_id: body.stadium_id ?? null,
      date_time: almatyInstant(body.date, body.time),
      tour_id: tours.get(body.tour_number) ?? null,
      referees: body.referees ?? {},
    };
  }

  const stadiumWarnings = (language: Language, clash: { match_ids: number[] } | null): ScheduleWarning[] =>
    clash ? [{ code: 'stadium_busy', message: apiMessage(language, 'stadium_busy'), match_ids: clash.match_ids }] : [];

  async function summary(row: TournamentRow, language: Language): Promise<CabinetTournamentSummary> {
    const detail = tournaments.toDetail(row, language);
    return {
      id: row.id,
      title: row.title,
      season: detail.season,
      age_group: row.age_group,
      age_group_title: detail.age_group_title,
      birth_year_from: row.birth_year_from,
      birth_year_to: row.birth_year_to,
      gender: row.gender,
      format: row.format,
      joker_quota: row.joker_quota,
      match_length_minutes: row.match_length_minutes,
      start_date: row.start_date,
      end_date: row.end_date,
      main: row.main,
      active: row.active,
      finished: row.end_date !== null,
      takes_applications: takesApplications(row),
      teams_count: row.team_ids.length,
      matches_count: await schedule.count(row.id),
    };
  }

  async function teamRows(language: Language, tournamentId: number, clubId?: number): Promise<TournamentTeamRow[]> {
    const links = await repository.tournamentTeams(db, tournamentId);
    const rows = new Map((await teams.rows(language, { ids: links.map((l) => l.team_id) })).map((t) => [t.id, t]));
    const shown = links.filter(
      (l) => rows.has(l.team_id) && (clubId === undefined || rows.get(l.team_id)!.club_id === clubId),
    );
    const progressOf = await progress.ofTournament(
      tournamentId,
      shown.map((l) => l.team_id),
    );
    const matchCounts = await schedule.countsByTeam(tournamentId);
    return shown
      .map((link) => {
        const team = rows.get(link.team_id)!;
        return {
          team: { id: team.id, slug: team.slug, title: team.title, birth_year: team.birth_year },
          club: { id: team.club_id, title: team.club_title },
          status: link.status,
          ...progressOf(team.id),
          matches_count: matchCounts.get(team.id) ?? 0,
        };
      })
      .sort((a, b) => a.team.title.localeCompare(b.team.title, language) || a.team.id - b.team.id);
  }

  async function tourRows(language: Language, tournamentId: number) {
    const counts = await schedule.countsByTour(tournamentId);
    return (await tournaments.tours(language, tournamentId)).map((r) => ({
      id: r.id,
      number: r.number,
      title: r.title,
      start_date: r.start_date,
      matches_count: counts.get(r.id) ?? 0,
    }));
  }

  /** Checks a form body and turns it into column values (field errors in one 422). */
  async function values(trx: Executor, body: TournamentBody): Promise<repository.TournamentValues> {
    const fields: FieldErrors = {};
    if (!(await repository.seasonExists(trx, body.season_id))) fields.season_id = [{ rule: 'one_of' }];
    if (body.birth_year_to < body.birth_year_from) fields.birth_year_to = [{ rule: 'birth_year_order' }];
    const opens = body.entry_opens_on ?? null;
    const closes = body.entry_closes_on ?? null;
    if (opens !== null && closes === null) fields.entry_closes_on = [{ rule: 'required' }];
    if (opens === null && closes !== null) fields.entry_opens_on = [{ rule: 'required' }];
    if (opens !== null && closes !== null && closes < opens) fields.entry_closes_on = [{ rule: 'end_before_start' }];
    if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
    return {
      title_kk: body.title_kk.trim(),
      title_ru: orNull(body.title_ru),
      title_en: orNull(body.title_en),
      season_id: body.season_id,
      age_group: body.age_group.trim(),
      birth_year_from: body.birth_year_from,
      birth_year_to: body.birth_year_to,
      gender: body.gender,
      format: body.format ?? 'league',
      joker_quota: body.joker_quota ?? JOKER_QUOTA_DEFAULT,
      match_length_minutes: body.match_length_minutes ?? MATCH_LENGTH_DEFAULT,
      start_date: body.start_date ?? null,
      entry_opens_on: opens,
      entry_closes_on: closes,
    };
  }

  /**
   * What a refused team or calendar change answers beside its 409 (`data.current`): the
   * tournament's teams with their matches, read in the refused write's transaction.
   */
  async function teamsAndMatches(trx: Executor, id: number) {
    const counts = await schedule.countsByTeam(id, trx);
    const links = await repository.tournamentTeams(trx, id);
    return {
      teams: links.map((l) => ({ id: l.team_id, status: l.status, matches_count: counts.get(l.team_id) ?? 0 })),
      matches_count: [...counts.values()].reduce((sum, n) => sum + n, 0) / 2,
    };
  }
  const refuse = async (
    trx: Executor,
    id: number,
    code: 'team_in_use' | 'schedule_has_matches' | 'schedule_has_played',
  ): Promise<never> => {
    throw new AppError(code, { data: { current: await teamsAndMatches(trx, id) } });
  };

  const state = (row: { id: number; active: boolean; main: boolean; end_date: string | null }) => ({
    id: row.id,
    active: row.active,
    main: row.main,
    end_date: row.end_date,
  });

  return {
    /** GET /cabinet/tournaments: every tournament (a command_admin: those of its club), filtered and paged. */
    async list(language: Language, user: CurrentUser, query: CabinetTournamentsQuery) {
      const visible = await visibleIds(language, user);
      const rows = (await tournaments.list(language)).filter((r) => !visible || visible.has(r.id));
      const items: CabinetTournament[] = rows
        .map((r) => ({
          id: r.id,
          title: r.title,
          season: Number(r.season_year),
          main: r.main,
          active: r.active,
          end_date: r.end_date,
          teams_count: r.team_ids.length,
        }))
        .filter((t) => query.season === undefined || t.season === query.season)
        .filter(
          (t) =>
            query.state === undefined || (t.end_date ? 'finished' : t.active ? 'active' : 'inactive') === query.state,
        )
        .filter((t) => query.main === undefined || t.main === (query.main === '1'));
      return pageOfRows(items, query, {
        sortBy: { title: (t) => t.title, season: (t) => t.season * 100_000 - t.id, teams_count: (t) => t.teams_count },
        defaultSort: '-season',
        searchText: (t) => t.title,
      });
    },

    /** GET /cabinet/command-admin/tournaments. */
    async commandAdminList(language: Language, user: CurrentUser): Promise<CommandAdminTournament[]> {
      const visible = (await visibleIds(language, user)) ?? new Set<number>();
      const own = user.clubId === null ? [] : await teams.rows(language, { clubId: user.clubId });
      const links = await repository.linksOfTeams(
        db,
        own.map((t) => t.id),
      );
      const rows = (await tournaments.list(language)).filter((row) => visible.has(row.id));
      // A team in a tournament none of whose players is sent shows as not listed (shownTeamStatus).
      const progressOf = new Map<number, Awaited<ReturnType<typeof progress.ofTournament>>>();
      for (const row of rows) {
        const linked = links.filter((l) => l.tournament_id === row.id).map((l) => l.team_id);
        if (linked.length > 0) progressOf.set(row.id, await progress.ofTournament(row.id, linked));
      }
      return rows.map((row) => {
        const mine = own.filter(
          (team) =>
            links.some((l) => l.tournament_id === row.id && l.team_id === team.id) ||
            (takesApplications(row) && fits(team, row)),
        );
        const detail = tournaments.toDetail(row, language);
        return {
          id: row.id,
          title: row.title,
          season: detail.season,
          age_group_title: detail.age_group_title,
          start_date: row.start_date,
          end_date: row.end_date,
          main: row.main,
          active: row.active,
          finished: row.end_date !== null,
          takes_applications: takesApplications(row),
          teams: mine.map((team) => {
            const status = links.find((l) => l.tournament_id === row.id && l.team_id === team.id)?.status ?? null;
            return {
              id: team.id,
              title: team.title,
              status: status === null ? null : shownTeamStatus(status, progressOf.get(row.id)!(team.id).players),
            };
          }),
        };
      });
    },

    /** The tournament as `user` may read it (a command_admin: one of its club or open to it), else 404. */
    readableTournament: (language: Language, user: CurrentUser, id: number) => readable(language, user, id),

    async detail(language: Language, user: CurrentUser, id: number): Promise<CabinetTournamentDetail> {
      const row = await readable(language, user, id);
      const clubId = user.role === 'command_admin' ? (user.clubId ?? -1) : undefined;
      return {
        tournament: await summary(row, language),
        teams: await teamRows(language, id, clubId),
        tours: await tourRows(language, id),
      };
    },

    async form(language: Language, id: number): Promise<TournamentEditFormResponse['data']> {
      const row = await repository.findTournament(db, id);
      if (!row) throw new AppError('not_found');
      const seasons = await tournaments.seasons(language);
      return {
        id,
        finished: row.end_date !== null,
        values: {
          title_kk: row.title_kk,
          title_ru: row.title_ru,
          title_en: row.title_en,
          season_id: row.season_id,
          age_group: row.age_group,
          birth_year_from: row.birth_year_from,
          birth_year_to: row.birth_year_to,
          gender: row.gender,
          format: row.format,
          joker_quota: row.joker_quota,
          match_length_minutes: row.match_length_minutes,
          start_date: row.start_date,
          end_date: row.end_date,
          main: row.main,
          active: row.active,
          entry_opens_on: row.entry_opens_on,
          entry_closes_on: row.entry_closes_on,
        },
        options: { seasons: seasons.map((s) => ({ id: s.id, year: s.year, title: s.title })) },
      };
    },

    async create(body: TournamentBody): Promise<{ id: number }> {
      return write(async (trx) => {
        const row = await values(trx, body);
        const base = slugFrom(orNull(body.title_en) ?? orNull(body.title_ru) ?? row.title_kk, 'tournament');
        const sort = await repository.nextSort(trx);
        const { id } = await insertWithFreeSlug(
          base,
          (candidate) => repository.slugTaken(trx, candidate),
          (slug) => repository.insertTournament(trx, { ...row, slug, active: body.active ?? false, sort }),
        );
        return { id };
      });
    },

    async update(id: number, body: TournamentBody): Promise<{ id: number }> {
      return write(async (trx) => {
        await writable(trx, id);
        await repository.updateTournament(
          trx,
          id,
          { ...(await values(trx, body)), ...(body.active === undefined ? {} : { active: body.active }) },
          clock(),
        );
        return { id };
      });
    },

    async reorder(ids: number[]): Promise<{ ids: number[] }> {
      return write(async (trx) => {
        const unique = [...new Set(ids)];
        const known = new Set(await repository.existingIds(trx, unique));
        if (unique.some((id) => !known.has(id)))
          throw new AppError('validation_failed', { fields: { ids: [{ rule: 'one_of' }] } });
        await repository.setSort(trx, unique);
        return { ids: unique };
      });
    },

    async teams(
      language: Language,
      user: CurrentUser,
      id: number,
    ): Promise<{ teams: TournamentTeamRow[]; candidates: TeamCandidate[] }> {
      const row = await readable(language, user, id);
      const clubId = user.role === 'command_admin' ? (user.clubId ?? -1) : undefined;
      const list = await teamRows(language, id, clubId);
      if (user.role !== 'super_admin' || row.end_date !== null) return { teams: list, candidates: [] };
      // A team already on the page (a participant, or an application of any status: decided there)
      // or asking to enter (decided in the entry requests) is not offered a second time.
      const taken = new Set([
        ...(await repository.tournamentTeams(db, id)).map((l) => l.team_id),
        ...(await entries.openTeamIds(db, id)),
      ]);
      const candidates = (await teams.rows(language))
        .filter((team) => !taken.has(team.id) && fits(team, row))
        .map((team) => ({
          id: team.id,
          title: team.title,
          birth_year: team.birth_year,
          club: { id: team.club_id, title: team.club_title },
        }))
        .sort(
          (a, b) =>
            a.club.title.localeCompare(b.club.title, language) ||
            a.title.localeCompare(b.title, language) ||
            a.id - b.id,
        );
      return { teams: list, candidates };
    },

    async addTeams(id: number, teamIds: number[]): Promise<{ ids: number[] }> {
      const unique = [...new Set(teamIds)];
      // Read before the transaction: a write holds the one connection of an embedded database.
      const rows = await teams.rows('kk', { ids: unique });
      return write(async (trx) => {
        const t = await writable(trx, id);
        if (rows.length !== unique.length || rows.some((team) => !fits(team, t)))
          throw new AppError('validation_failed', { fields: { team_ids: [{ rule: 'one_of' }] } });
        await repository.submitTeams(trx, id, unique, clock());
        return { ids: unique.sort((a, b) => a - b) };
      });
    },

    /**
     * Puts one team in the tournament inside the caller's transaction, exactly as `addTeams` does
     * (an accepted entry request, ADR 0176): the tournament is locked and must not be finished,
     * the team must fit it. Returns the locked tournament row.
     */
    async admitTeam(trx: Executor, id: number, team: TeamListRow) {
      const t = await writable(trx, id);
      if (!fits(team, t))
        throw new AppError('validation_failed', { fields: { team_id: [{ rule: 'entry_team_not_fitting' }] } });
      await repository.submitTeams(trx, id, [team.id], clock());
      return t;
    },

    async removeTeams(id: number, teamIds: number[]): Promise<{ ids: number[] }> {
      return write(async (trx) => {
        await writable(trx, id);
        const unique = [...new Set(teamIds)];
        const linked = new Set((await repository.tournamentTeams(trx, id)).map((l) => l.team_id));
        if (unique.some((teamId) => !linked.has(teamId))) throw new AppError('not_found');
        const counts = await schedule.countsByTeam(id, trx);
        const sent = await progress.teamsWithSentApplications(trx, id, unique);
        if (unique.some((teamId) => (counts.get(teamId) ?? 0) > 0) || sent.length > 0)
          await refuse(trx, id, 'team_in_use');
        await repository.deleteTeams(trx, id, unique);
        return { ids: unique.sort((a, b) => a - b) };
      });
    },

    async setActivity(id: number, active: boolean) {
      return write(async (trx) => {
        const row = await writable(trx, id);
        await repository.updateTournament(trx, id, { active }, clock());
        return state({ ...row, active });
      });
    },

    /**
     * Setting main moves it here (the old main one is unset in the same transaction). Moves queue
     * on one lock; a move that waited while another one changed the main tournament is refused
     * with 409 and the current main one (two people choosing at once: one wins, the other sees it).
     */
    async setMain(id: number, main: boolean) {
      return write(async (trx) => {
        const row = await writable(trx, id);
        if (!main) {
          if (row.main) throw new AppError('validation_failed', { fields: { main: [{ rule: 'main_required' }] } });
          return state(row);
        }
        if (row.main) return state(row);
        const seen = await repository.mainTournamentId(trx);
        await repository.lockMainMove(trx);
        const now = await repository.mainTournamentId(trx);
        if (now !== seen) {
          const current = now === null ? null : await repository.findTournament(trx, now);
          throw new AppError('conflict', { data: { current: current ? state(current) : null } });
        }
        await repository.moveMain(trx, id, clock());
        return state({ ...row, main: true });
      });
    },

    /**
     * Finishing sets end_date and switches the tournament off; it is read-only from then on. With
     * matches not played (not finished, cancelled or decided) it is 409 `unplayed_matches` with
     * `data.unplayed` unless `confirm` says to finish anyway (ADR 0177).
     */
    async finish(id: number, endDate: string, confirm = false) {
      return write(async (trx) => {
        const row = await writable(trx, id);
        if (row.start_date !== null && endDate < row.start_date)
          throw new AppError('validation_failed', { fields: { end_date: [{ rule: 'end_before_start' }] } });
        const unplayed = await schedule.unplayed(trx, id);
        if (unplayed > 0 && !confirm)
          throw new AppError('unplayed_matches', {
            params: { count: unplayed },
            data: { unplayed, current: state(row) },
          });
        await repository.updateTournament(trx, id, { end_date: endDate, active: false }, clock());
        return state({ ...row, active: false, end_date: endDate });
      });
    },

    async matches(
      language: Language,
      user: CurrentUser,
      id: number,
    ): Promise<{
      tournament: CabinetTournamentSummary;
      tours: Awaited<ReturnType<typeof tourRows>>;
      matches: CabinetMatch[];
    }> {
      const row = await readable(language, user, id);
      let matches = await schedule.list(language, id);
      // A club's administrator opens its teams' matches only (the protocol's scope); the others are listed, not linked.
      if (user.role === 'command_admin') {
        const own = new Set(
          user.clubId === null ? [] : (await teams.rows(language, { clubId: user.clubId })).map((team) => team.id),
        );
        matches = matches.map((match) => ({ ...match, openable: own.has(match.host.id) || own.has(match.guest.id) }));
      }
      return { tournament: await summary(row, language), tours: await tourRows(language, id), matches };
    },

    async createMatch(
      language: Language,
      id: number,
      body: MatchCreateBody,
    ): Promise<{ id: number; warnings: ScheduleWarning[] }> {
      return write(async (trx) => {
        const t = await writable(trx, id);
        const plan = await matchPlan(trx, id, body, [body.host_team_id, body.guest_team_id]);
        const clash = await schedule.check(trx, plan, t.match_length_minutes);
        const matchId = await schedule.insert(trx, id, plan);
        return { id: matchId, warnings: stadiumWarnings(language, clash) };
      });
    },

    /**
     * Changes one match with the creation's rules, the match itself left out of the clash
     * checks. A played match keeps its host and guest (its events name their players); a tour
     * left without matches goes.
     */
    async editMatch(
      language: Language,
      id: number,
      matchId: number,
      body: MatchUpdateBody,
    ): Promise<{ id: number; warnings: ScheduleWarning[] }> {
      return write(async (trx) => {
        const t = await writable(trx, id);
        const match = await schedule.forEdit(trx, id, matchId);
        if (!match) throw new AppError('not_found');
        const changed = [body.host_team_id, body.guest_team_id].filter(
          (team) => team !== match.host_team_id && team !== match.guest_team_id,
        );
        if (match.played && (body.host_team_id !== match.host_team_id || body.guest_team_id !== match.guest_team_id))
          throw new AppError('match_played_teams', { data: { current: match } });
        const plan = await matchPlan(trx, id, body, changed);
        const clash = await schedule.check(trx, plan, t.match_length_minutes, matchId);
        await schedule.update(trx, matchId, plan);
        if (plan.tour_id !== match.tour_id) await repository.deleteEmptyTours(trx, id);
        return { id: matchId, warnings: stadiumWarnings(language, clash) };
      });
    },

    async deleteMatches(id: number, ids: number[]): Promise<{ ids: number[] }> {
      return write(async (trx) => {
        await writable(trx, id);
        const deleted = await schedule.remove(trx, id, ids);
        await repository.deleteEmptyTours(trx, id);
        return { ids: deleted };
      });
    },

    /**
     * The round-robin calendar of the tournament's participants. A preview writes nothing. A
     * tournament with matches needs `replace` (unplayed ones are deleted); one with played
     * matches is refused (its calendar is changed by hand).
     */
    async schedule(language: Language, id: number, body: ScheduleBody): Promise<ScheduleResponse['data']> {
      // Read before the transaction: a write holds the one connection of an embedded database.
      const allTeams = await teams.rows(language);
      const run = async (trx: Executor) => {
        const t = await writable(trx, id);
        const step = body.stadium_id != null ? t.match_length_minutes + CHANGEOVER_MINUTES : 0;
        const participantIds = (await repository.tournamentTeams(trx, id))
          .filter((l) => l.status === 'submitted')
          .map((l) => l.team_id);
        const rows = allTeams
          .filter((team) => participantIds.includes(team.id))
          .sort((a, b) => a.title.localeCompare(b.title, language) || a.id - b.id);
        if (rows.length < 2)
          throw new AppError('validation_failed', { fields: { mode: [{ rule: 'schedule_needs_teams' }] } });
        if (body.stadium_id != null && !(await repository.stadiumExists(trx, body.stadium_id))) {
          throw new AppError('validation_failed', { fields: { stadium_id: [{ rule: 'one_of' }] } });
        }
        const existing = await schedule.playedAndUnplayed(trx, id);
        if (existing.played.length > 0) await refuse(trx, id, 'schedule_has_played');
        if (existing.unplayed.length > 0 && !body.replace) await refuse(trx, id, 'schedule_has_matches');
        const generated = roundRobin(rows, {
          double: body.mode === 'double',
          startDate: body.start_date,
          weekday: body.weekday,
          intervalDays: body.interval_days,
        });
        const tours = generated.map((tour) => ({
          number: tour.number,
          date: tour.date,
          // At one stadium the matches of a tour follow each other; otherwise they kick off together.
          matches: tour.matches.map((m, index) => ({
            host: { id: m.host.id, title: m.host.title },
            guest: { id: m.guest.id, title: m.guest.title },
            date_time: new Date(almatyInstant(tour.date, body.time).getTime() + index * step * 60_000).toISOString(),
          })),
        }));
        if (body.preview) return { saved: false, replaced: existing.unplayed.length, tours };
        await schedule.deleteUnplayed(trx, existing.unplayed);
        await repository.deleteEmptyTours(trx, id);
        const tourIds = await repository.ensureTours(
          trx,
          id,
          tours.map((tour) => ({ number: tour.number, start_date: tour.date })),
        );
        for (const tour of tours) {
          for (const m of tour.matches) {
            await schedule.insert(trx, id, {
              host_team_id: m.host.id,
              guest_team_id: m.guest.id,
              stadium_id: body.stadium_id ?? null,
              date_time: new Date(m.date_time),
              tour_id: tourIds.get(tour.number) ?? null,
              referees: {},
            });
          }
        }
        return { saved: true, replaced: existing.unplayed.length, tours };
      };
      return write(run);
    },
  };
}

export type TournamentsCabinetService = ReturnType<typeof createTournamentsCabinetService>;
