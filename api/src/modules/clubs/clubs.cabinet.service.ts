// The clubs registry of the cabinet. A command_admin reads only its own club (any other is
// 404, never data); the league's writes (create, update, delete, archive) are super_admin's,
// each in one transaction. An archived club is read-only; a club with teams cannot be deleted.
import {
  parseSort,
  type CabinetClub,
  type CabinetClubDetail,
  type CabinetClubsQuery,
  type ClubCreateBody,
  type ClubForm,
  type ClubPatchBody,
  type Language,
} from '@league/shared/contracts';
import type { DB, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { AppError, type FieldErrors } from '../../lib/errors';
import { fileUrl } from '../../lib/file-url';
import { pageWindow } from '../../lib/pagination';
import { insertWithFreeSlug, slugFrom } from '../../lib/slug';
import type { FileStorage } from '../../storage/storage';
import { removeStoredImage, storedPath, storeFile, type AcceptedFile } from '../../storage/upload';
import { clubFilter, type CurrentUser, inClubScope } from '../auth/index';
import { UNIFORM_COLORS as COLORS, enumLabel } from '@league/shared/labels';
import type { StadiumsService } from '../stadiums/index';
import { createTeamReads, sortTeams } from '../teams/index';
import * as repository from './clubs.repository';

const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

const colorItems = (keys: readonly string[], language: Language) =>
  keys
    .filter((key) => key in COLORS)
    .map((key) => ({ id: key, title: enumLabel('color', key, language), hex: COLORS[key] }));

export function createClubsCabinetService({
  db,
  clock,
  storage,
  stadiums,
}: {
  db: DB;
  clock: Clock;
  storage: FileStorage;
  stadiums: StadiumsService;
}) {
  const teams = createTeamReads({ db });

  /** Checks the references of a body and turns it into column values. */
  async function values(executor: Executor, body: ClubPatchBody): Promise<repository.ClubValues> {
    const fields: FieldErrors = {};
    if (body.city_id != null && !(await repository.cityExists(executor, body.city_id)))
      fields.city_id = [{ rule: 'one_of' }];
    if (body.colors && body.colors.some((key) => !(key in COLORS))) fields.colors = [{ rule: 'one_of' }];
    if (body.colors && body.colors.length > 3) fields.colors = [{ rule: 'max', params: { length: 3 } }];
    if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
    const out: repository.ClubValues = {};
    if (body.title_kk !== undefined) out.title_kk = body.title_kk.trim();
    for (const key of ['title_ru', 'title_en', 'description_kk', 'description_ru', 'description_en'] as const) {
      if (body[key] !== undefined) out[key] = orNull(body[key]);
    }
    if (body.city_id !== undefined) out.city_id = body.city_id;
    if (body.founded_year !== undefined) out.founded_year = body.founded_year;
    if (body.colors !== undefined) out.colors = JSON.stringify([...new Set(body.colors)]);
    return out;
  }

  async function readable(language: Language, user: CurrentUser, id: number): Promise<repository.CabinetClubRow> {
    const row = inClubScope(user, id) ? await repository.findCabinetClub(db, language, id) : undefined;
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** Locks a club for a write; an archived one refuses every change. */
  async function writable(trx: Executor, id: number) {
    const club = await repository.lockClub(trx, id);
    if (!club) throw new AppError('not_found');
    if (club.archived_at !== null)
      throw new AppError('club_archived', { data: { current: { id: club.id, slug: club.slug, archived: true } } });
    return club;
  }

  return {
    async list(language: Language, user: CurrentUser, query: CabinetClubsQuery) {
      const window = pageWindow(query);
      const sort = parseSort(query.sort, 'title');
      const filter: repository.CabinetClubFilter = {
        q: query.q?.trim() || undefined,
        cityId: query.city_id,
        archived: query.archived === undefined ? undefined : query.archived === '1',
        clubId: clubFilter(user),
      };
      const { total, rows } = await repository.pageCabinetClubs(db, language, filter, sort, window);
      const data: CabinetClub[] = rows.map((r) => ({
        ...r,
        logo: fileUrl(r.logo),
        teams_count: Number(r.teams_count),
      }));
      return { data, total, window };
    },

    async detail(language: Language, user: CurrentUser, id: number): Promise<CabinetClubDetail> {
      const row = await readable(language, user, id);
      const own = await teams.rows(language, { clubId: id });
      return {
        club: {
          id: row.id,
          slug: row.slug,
          title: row.title,
          logo: fileUrl(row.logo),
          description: row.description,
          founded_year: row.founded_year,
          archived: row.archived_at !== null,
          city: row.city_id !== null && row.city_title !== null ? { id: row.city_id, title: row.city_title } : null,
          colors: colorItems(row.colors ?? [], language),
        },
        teams: sortTeams(own, language).map((t) => ({
          id: t.id,
          slug: t.slug,
          title: t.title,
          birth_year: t.birth_year,
          is_active: t.is_active,
        })),
      };
    },

    async form(language: Language, user: CurrentUser, id: number): Promise<ClubForm> {
      const row = await readable(language, user, id);
      const cities = await stadiums.handbookCities(language);
      return {
        id: row.id,
        values: {
          title_kk: row.title_kk,
          title_ru: row.title_ru,
          title_en: row.title_en,
          slug: row.slug,
          city_id: row.city_id,
          founded_year: row.founded_year,
          colors: row.colors ?? [],
          description_kk: row.description_kk,
          description_ru: row.description_ru,
          description_en: row.description_en,
          logo: fileUrl(row.logo),
          archived: row.archived_at !== null,
        },
        options: {
          cities: cities.map((c) => ({ id: c.id, title: c.title })),
          colors: colorItems(Object.keys(COLORS), language),
        },
      };
    },

    async create(body: ClubCreateBody): Promise<{ id: number; slug: string }> {
      return inTransaction(db, async (trx) => {
        const row = await values(trx, body);
        const title = body.title_kk.trim();
        const base = slugFrom(orNull(body.title_en) ?? orNull(body.title_ru) ?? title, 'club');
        return insertWithFreeSlug(
          base,
          (candidate) => repository.clubSlugTaken(trx, candidate),
          (slug) => repository.insertClub(trx, { ...row, title_kk: title, slug }),
        );
      });
    },

    async update(id: number, body: ClubPatchBody): Promise<{ id: number; slug: string }> {
      return inTransaction(db, async (trx) => {
        const club = await writable(trx, id);
        await repository.updateClub(trx, id, await values(trx, body), clock());
        return { id, slug: club.slug };
      });
    },

    async archive(id: number): Promise<{ id: number; slug: string }> {
      return inTransaction(db, async (trx) => {
        const club = await writable(trx, id);
        await repository.archiveClub(trx, id, clock());
        return { id, slug: club.slug };
      });
    },

    /**
     * Replaces the crest: the file is stored only once the club is known to be writable, once for
     * every attempt of the transaction, and removed when the write fails; the old one goes after commit.
     */
    async uploadCrest(id: number, file: AcceptedFile): Promise<{ id: number; logo: string | null }> {
      let stored: string | null = null;
      try {
        await inTransaction(db, async (trx, tx) => {
          await writable(trx, id);
          const old = (await repository.clubLogo(trx, id)) ?? null;
          stored ??= storedPath(await storeFile(storage, 'image', file, clock()));
          await repository.setClubLogo(trx, id, stored, clock());
          tx.afterCommit(() => removeStoredImage(storage, old));
        });
      } catch (error) {
        await removeStoredImage(storage, stored);
        throw error;
      }
      return { id, logo: fileUrl(stored) };
    },

    async deleteCrest(id: number): Promise<{ id: number; logo: null }> {
      await inTransaction(db, async (trx, tx) => {
        await writable(trx, id);
        const logo = await repository.clubLogo(trx, id);
        await repository.setClubLogo(trx, id, null, clock());
        tx.afterCommit(() => removeStoredImage(storage, logo));
      });
      return { id, logo: null };
    },

    async remove(id: number): Promise<{ id: number }> {
      await inTransaction(db, async (trx) => {
        const club = await repository.lockClub(trx, id);
        if (!club) throw new AppError('not_found');
        const teamsCount = await repository.clubTeamCount(trx, id);
        if (teamsCount > 0)
          throw new AppError('club_has_teams', {
            data: { current: { id, slug: club.slug, archived: club.archived_at !== null, teams_count: teamsCount } },
          });
        await repository.deleteClub(trx, id);
      });
      return { id };
    },
  };
}

export type ClubsCabinetService = ReturnType<typeof createClubsCabinetService>;
