// The teams registry of the cabinet. A command_admin reads and edits only its own club's teams
// (another club's team is 404, never data) and creates none; super_admin does everything. A team
// of an archived club is read-only and an archived club takes no new team (409 club_archived).
// A title is unique within the club (per language, case-insensitive); the birth year must lie
// between TEAM_BIRTH_YEAR_MIN and the current year. Each write is one transaction.
// A team's card (squad, staff, tournaments, applications) and the team statistics join several
// modules above this one: they are read models of the team-pages module.
import {
  TEAM_BIRTH_YEAR_MIN,
  type CabinetTeam,
  type CabinetTeamsQuery,
  type Language,
  type TeamCreateBody,
  type TeamEditBody,
  type TeamForm,
} from '@league/shared/contracts';
import type { DB, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { almatyDate, type Clock } from '../../lib/clock';
import { AppError, type FieldErrors } from '../../lib/errors';
import { fileUrl } from '../../lib/file-url';
import { pageOfRows } from '../../lib/pagination';
import { insertWithFreeSlug, slugFrom } from '../../lib/slug';
import type { FileStorage } from '../../storage/storage';
import { removeStoredImage, storedPath, storeFile, type AcceptedFile } from '../../storage/upload';
import { clubFilter, type CurrentUser, inClubScope } from '../auth/index';
import * as repository from './teams.repository';
import { compareTeams } from './teams.rules';

const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const notFound = () => new AppError('not_found');

export function cabinetTeam(row: repository.CabinetTeamRow): CabinetTeam {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    logo: fileUrl(row.logo),
    birth_year: row.birth_year,
    is_woman_squad: row.is_woman_squad,
    is_active: row.is_active,
    position: row.position,
    club: {
      id: row.club_id,
      slug: row.club_slug,
      title: row.club_title,
      logo: fileUrl(row.club_logo),
      archived: row.club_archived,
    },
    players_count: row.players_count,
  };
}

/** A unique-index violation (two saves of one title at once): the same answer as the check. */
function isTitleIndexViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && `${e.constraint ?? ''} ${e.message ?? ''}`.includes('teams_club_title_kk_unique');
}

export function createTeamsCabinetService({ db, clock, storage }: { db: DB; clock: Clock; storage: FileStorage }) {
  const currentYear = () => Number(almatyDate(clock()).slice(0, 4));

  async function readable(language: Language, user: CurrentUser, id: number): Promise<repository.CabinetTeamRow> {
    const [row] = await repository.cabinetTeams(db, language, { ids: [id] });
    if (!row || !inClubScope(user, row.club_id)) throw notFound();
    return row;
  }

  /** Checks a body against the rules the contract cannot know and turns it into column values. */
  async function values(
    trx: Executor,
    clubId: number,
    body: TeamEditBody,
    exceptId?: number,
  ): Promise<repository.TeamValues> {
    const out: repository.TeamValues = {
      title_kk: body.title_kk.trim(),
      title_ru: orNull(body.title_ru),
      title_en: orNull(body.title_en),
      birth_year: body.birth_year,
      is_woman_squad: body.is_woman_squad ?? false,
      position: body.position ?? 0,
      is_active: body.is_active ?? true,
    };
    const fields: FieldErrors = {};
    if (out.birth_year > currentYear()) fields.birth_year = [{ rule: 'max_value', params: { value: currentYear() } }];
    for (const key of await repository.takenTeamTitles(trx, clubId, out, exceptId))
      fields[key] = [{ rule: 'team_title_taken' }];
    if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
    return out;
  }

  /** Locks a team for a write: another club's team is 404 for a command_admin; an archived club's refuses. */
  async function writable(trx: Executor, user: CurrentUser, id: number) {
    const team = await repository.lockTeam(trx, id);
    if (!team || !inClubScope(user, team.club_id)) throw notFound();
    if (team.club_archived)
      throw new AppError('club_archived', {
        data: { current: { id: team.id, slug: team.slug, club: { id: team.club_id, archived: true } } },
      });
    return team;
  }

  const titleTaken = () => new AppError('validation_failed', { fields: { title_kk: [{ rule: 'team_title_taken' }] } });

  return {
    async list(language: Language, user: CurrentUser, query: CabinetTeamsQuery) {
      const clubId = clubFilter(user) ?? query.club_id;
      let rows = await repository.cabinetTeams(db, language, clubId === undefined ? {} : { clubId });
      if (query.birth_year !== undefined) rows = rows.filter((r) => r.birth_year === query.birth_year);
      if (query.active !== undefined) rows = rows.filter((r) => r.is_active === (query.active === '1'));
      // The club's own order (spec §9) is the "position" sort: club, then active, position, title.
      const order = [...rows].sort(
        (a, b) => a.club_title.localeCompare(b.club_title, language) || compareTeams(language)(a, b),
      );
      const rank = new Map(order.map((r, i) => [r.id, i]));
      const page = pageOfRows(rows, query, {
        sortBy: {
          title: (r) => r.title,
          birth_year: (r) => r.birth_year,
          club: (r) => r.club_title,
          position: (r) => rank.get(r.id) ?? 0,
        },
        defaultSort: 'position',
        searchText: (r) => [r.title, r.title_kk, r.title_ru ?? '', r.title_en ?? '', r.club_title].join(' '),
      });
      return { ...page, data: page.data.map(cabinetTeam) };
    },

    /** A team the user may read (another club's is 404 for a command_admin). */
    readable,
    /** The cabinet's rows of teams (with club and players count). */
    rows: (language: Language, filter: Parameters<typeof repository.cabinetTeams>[2]) =>
      repository.cabinetTeams(db, language, filter),

    async myTeams(language: Language, user: CurrentUser) {
      const clubId = clubFilter(user);
      const rows = (await repository.cabinetTeams(db, language, clubId === undefined ? {} : { clubId })).filter(
        (r) => user.role === 'command_admin' || r.is_active,
      );
      return rows.sort(compareTeams(language)).map((r) => ({
        id: r.id,
        slug: r.slug,
        title: r.title,
        birth_year: r.birth_year,
        is_woman_squad: r.is_woman_squad,
        club: { id: r.club_id, title: r.club_title },
      }));
    },

    async form(language: Language, user: CurrentUser, id: number): Promise<TeamForm> {
      const row = await readable(language, user, id);
      const team = cabinetTeam(row);
      return {
        id: row.id,
        values: {
          club_id: row.club_id,
          title_kk: row.title_kk,
          title_ru: row.title_ru,
          title_en: row.title_en,
          slug: row.slug,
          birth_year: row.birth_year,
          is_woman_squad: row.is_woman_squad,
          position: row.position,
          is_active: row.is_active,
          logo: fileUrl(row.logo),
        },
        club: team.club,
        options: { birth_years: { min: TEAM_BIRTH_YEAR_MIN, max: currentYear() } },
      };
    },

    async create(body: TeamCreateBody): Promise<{ id: number; slug: string; club_id: number }> {
      try {
        return await inTransaction(db, async (trx) => {
          const club = await repository.lockClubOfTeams(trx, body.club_id, true);
          if (!club) throw new AppError('validation_failed', { fields: { club_id: [{ rule: 'one_of' }] } });
          if (club.archived_at !== null)
            throw new AppError('club_archived_no_teams', { data: { current: { id: club.id, archived: true } } });
          const row = await values(trx, body.club_id, body);
          const base = slugFrom(row.title_en ?? row.title_ru ?? row.title_kk, 'team');
          const { id, slug } = await insertWithFreeSlug(
            base,
            (candidate) => repository.teamSlugTaken(trx, candidate),
            (candidate) => repository.insertTeam(trx, { ...row, club_id: body.club_id, slug: candidate }),
          );
          return { id, slug, club_id: body.club_id };
        });
      } catch (error) {
        throw isTitleIndexViolation(error) ? titleTaken() : error;
      }
    },

    async edit(
      user: CurrentUser,
      id: number,
      body: TeamEditBody,
    ): Promise<{ id: number; slug: string; club_id: number }> {
      try {
        return await inTransaction(db, async (trx) => {
          const team = await writable(trx, user, id);
          await repository.updateTeam(trx, id, await values(trx, team.club_id, body, id), clock());
          return { id, slug: team.slug, club_id: team.club_id };
        });
      } catch (error) {
        throw isTitleIndexViolation(error) ? titleTaken() : error;
      }
    },

    /**
     * Replaces the logo: the file is stored only once the team is known to be writable, once for
     * every attempt of the transaction, and removed when the write fails; the old one goes after commit.
     */
    async uploadLogo(user: CurrentUser, id: number, file: AcceptedFile): Promise<{ id: number; logo: string | null }> {
      let stored: string | null = null;
      try {
        await inTransaction(db, async (trx, tx) => {
          const old = (await writable(trx, user, id)).logo;
          stored ??= storedPath(await storeFile(storage, 'image', file, clock()));
          await repository.setTeamLogo(trx, id, stored, clock());
          tx.afterCommit(() => removeStoredImage(storage, old));
        });
      } catch (error) {
        await removeStoredImage(storage, stored);
        throw error;
      }
      return { id, logo: fileUrl(stored) };
    },

    async deleteLogo(user: CurrentUser, id: number): Promise<{ id: number; logo: null }> {
      await inTransaction(db, async (trx, tx) => {
        const team = await writable(trx, user, id);
        await repository.setTeamLogo(trx, id, null, clock());
        tx.afterCommit(() => removeStoredImage(storage, team.logo));
      });
      return { id, logo: null };
    },
  };
}

export type TeamsCabinetService = ReturnType<typeof createTeamsCabinetService>;
