// Tournament reads for every module (the one tournament read), the DTOs of a tournament (detail,
// list item, reference, cabinet row) and the list buckets of domain.md.
import type {
  Language,
  PeopleTournamentRef,
  TournamentBucket,
  TournamentDetail,
  TournamentListItem,
  TournamentsList,
} from '@league/shared/contracts';
import { tournaments as endpoints } from '@league/shared/endpoints';
import type { DB } from '../../db/database';
import { almatyDate, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { fileUrl } from '../../lib/file-url';
import { snapshotKey } from '../../lib/public-caches';
import type { SnapshotMemo } from '../../lib/snapshot-memo';
import * as repository from './tournaments.repository';
import { isRunning, tournamentBucket } from './tournaments.rules';

export type { SeasonRow, TourRow, TournamentRow } from './tournaments.repository';

const GENDER_LABEL: Record<Language, Record<'male' | 'female', string>> = {
  kk: { male: 'ұлдар', female: 'қыздар' },
  ru: { male: 'юноши', female: 'девушки' },
  en: { male: 'boys', female: 'girls' },
};

const ageGroupTitle = (row: repository.TournamentRow, language: Language) =>
  `${row.age_group} ${GENDER_LABEL[language][row.gender]}`;
const byString = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');
const notFound = () => new AppError('not_found');

function toItem(row: repository.TournamentRow, language: Language, status: TournamentBucket): TournamentListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    season: { id: row.season_id, year: row.season_year, title: row.season_title },
    age_group: row.age_group,
    age_group_title: ageGroupTitle(row, language),
    birth_year_from: row.birth_year_from,
    birth_year_to: row.birth_year_to,
    gender: row.gender,
    format: row.format,
    start_date: row.start_date,
    end_date: row.end_date,
    main: row.main,
    active: row.active,
    status,
    team_ids: row.team_ids,
  };
}

const computeEveryTime: SnapshotMemo = { get: (_key, compute) => compute() };

/**
 * `snapshots`: the buckets of the tournaments list are computed once per version of the public
 * data and league day (the list itself is not in the public cache: its buckets move with the
 * calendar, and its query is checked strictly).
 */
export function createTournamentsService({
  db,
  clock,
  snapshots = computeEveryTime,
}: {
  db: DB;
  clock: Clock;
  snapshots?: SnapshotMemo;
}) {
  const today = () => almatyDate(clock());

  /** The buckets on day `t`, each in its order of domain.md. */
  async function bucketsOn(t: string, language: Language, filter: { seasonId?: number }): Promise<TournamentsList> {
    const rows = await repository.listTournaments(db, language, filter.seasonId ? { seasonId: filter.seasonId } : {});
    const buckets: TournamentsList = { current: [], upcoming: [], past: [] };
    for (const row of rows) {
      const status = tournamentBucket(row, t);
      buckets[status].push(toItem(row, language, status));
    }
    const sortKey = new Map(rows.map((row) => [row.id, row.sort]));
    const bySort = (a: TournamentListItem, b: TournamentListItem) =>
      (sortKey.get(a.id) ?? 0) - (sortKey.get(b.id) ?? 0) || a.id - b.id;
    // Main first, then the latest start, then the manual order.
    buckets.current.sort(
      (a, b) => Number(b.main) - Number(a.main) || byString(b.start_date, a.start_date) || bySort(a, b),
    );
    buckets.upcoming.sort((a, b) => byString(a.start_date, b.start_date) || bySort(a, b));
    buckets.past.sort(
      (a, b) => byString(b.end_date, a.end_date) || byString(b.start_date, a.start_date) || bySort(a, b),
    );
    return buckets;
  }

  async function byId(language: Language, id: number): Promise<repository.TournamentRow | undefined> {
    const [row] = await repository.listTournaments(db, language, { ids: [id] });
    return row;
  }

  async function byIdOr404(language: Language, id: number): Promise<repository.TournamentRow> {
    const row = await byId(language, id);
    if (!row) throw notFound();
    return row;
  }

  /** 404 unless the tournament exists (for answers that need nothing else of its row). */
  async function existsOr404(id: number): Promise<void> {
    if (!(await repository.tournamentExists(db, id))) throw notFound();
  }

  async function main(language: Language): Promise<repository.TournamentRow | undefined> {
    const [row] = await repository.listTournaments(db, language, { main: true });
    return row;
  }

  function toDetail(row: repository.TournamentRow, language: Language): TournamentDetail {
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      season: { id: row.season_id, year: row.season_year, title: row.season_title },
      age_group: row.age_group,
      age_group_title: ageGroupTitle(row, language),
      birth_year_from: row.birth_year_from,
      birth_year_to: row.birth_year_to,
      gender: row.gender,
      format: row.format,
      start_date: row.start_date,
      end_date: row.end_date,
      main: row.main,
      active: row.active,
      status: tournamentBucket(row, today()),
      logo: fileUrl(row.logo),
      match_length_minutes: row.match_length_minutes,
      team_ids: row.team_ids,
      teams_count: row.team_ids.length,
    };
  }

  return {
    today,
    byId,
    byIdOr404,
    existsOr404,
    main,
    toDetail,

    /** Tournaments by filter (newest season first, main first, manual order). */
    list: (language: Language, filter: repository.TournamentFilter = {}) =>
      repository.listTournaments(db, language, filter),

    async byIds(language: Language, ids: number[]): Promise<Map<number, repository.TournamentRow>> {
      const rows = await repository.listTournaments(db, language, { ids: [...new Set(ids)] });
      return new Map(rows.map((r) => [r.id, r]));
    },

    async idsOfSeason(seasonId: number): Promise<number[]> {
      return (await repository.listTournaments(db, 'kk', { seasonId })).map((r) => r.id);
    },

    /** Tournaments the team plays in (an accepted team application). */
    async ofTeam(language: Language, teamId: number): Promise<repository.TournamentRow[]> {
      const ids = await repository.tournamentIdsOfTeam(db, teamId);
      return repository.listTournaments(db, language, { ids });
    },

    /** The given tournament, or the main one; 404 when neither exists. */
    async resolveId(language: Language, id?: number): Promise<number> {
      if (id !== undefined) return (await byIdOr404(language, id)).id;
      const row = await main(language);
      if (!row) throw notFound();
      return row.id;
    },

    seasons: (language: Language, options: { withTournaments?: boolean } = {}) =>
      repository.listSeasons(db, language, options),
    tours: (language: Language, tournamentId?: number) => repository.listTours(db, language, tournamentId),
    handbook: (language: Language, seasonId?: number) => repository.handbookTournaments(db, language, seasonId),

    /** The reference the people pages show: `active` means running today. */
    ref(row: repository.TournamentRow): PeopleTournamentRef {
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        season: { id: row.season_id, year: row.season_year, title: row.season_title },
        active: isRunning(row, today()),
        main: row.main,
        end_date: row.end_date,
      };
    },

    async detail(language: Language, id: number): Promise<TournamentDetail> {
      return toDetail(await byIdOr404(language, id), language);
    },

    /** GET /tournaments-list: the buckets, each in its order of domain.md. */
    buckets(language: Language, filter: { seasonId?: number }): Promise<TournamentsList> {
      const t = today();
      return snapshots.get(snapshotKey(endpoints.list, language, filter.seasonId, t), () =>
        bucketsOn(t, language, filter),
      );
    },
  };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;
