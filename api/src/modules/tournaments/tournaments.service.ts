// Tournament rules: the list buckets (current / upcoming / past) of domain.md.
import type { Language, TournamentBucket, TournamentListItem, TournamentsList } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { almatyDate, type Clock } from '../../lib/clock';
import * as repository from './tournaments.repository';

const GENDER_LABEL: Record<Language, Record<'male' | 'female', string>> = {
  kk: { male: 'ұлдар', female: 'қыздар' },
  ru: { male: 'юноши', female: 'девушки' },
  en: { male: 'boys', female: 'girls' },
};

/**
 * past: finished (end_date on or before today); upcoming: starts after today;
 * current: everything else — started and not finished (active or paused).
 * "Today" is the calendar day in Asia/Almaty.
 */
export function tournamentBucket(t: { start_date: string | null; end_date: string | null }, today: string): TournamentBucket {
  if (t.end_date !== null && t.end_date <= today) return 'past';
  if (t.start_date !== null && t.start_date > today) return 'upcoming';
  return 'current';
}

function toItem(row: repository.TournamentListRow, language: Language, status: TournamentBucket): TournamentListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    season: { id: row.season_id, year: row.season_year, title: row.season_title },
    age_group: row.age_group,
    age_group_title: `${row.age_group} ${GENDER_LABEL[language][row.gender]}`,
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

const byString = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');

export function createTournamentsService({ db, clock }: { db: DB; clock: Clock }) {
  return {
    async list(language: Language, filter: { seasonId?: number }): Promise<TournamentsList> {
      const today = almatyDate(clock());
      const rows = await repository.listTournaments(db, language, filter);
      const buckets: TournamentsList = { current: [], upcoming: [], past: [] };
      for (const row of rows) {
        const status = tournamentBucket(row, today);
        buckets[status].push(toItem(row, language, status));
      }
      const sortKey = new Map(rows.map((row) => [row.id, row.sort]));
      const bySort = (a: TournamentListItem, b: TournamentListItem) => (sortKey.get(a.id) ?? 0) - (sortKey.get(b.id) ?? 0) || a.id - b.id;
      // Main first, then the latest start, then the manual order.
      buckets.current.sort((a, b) => Number(b.main) - Number(a.main) || byString(b.start_date, a.start_date) || bySort(a, b));
      buckets.upcoming.sort((a, b) => byString(a.start_date, b.start_date) || bySort(a, b));
      buckets.past.sort((a, b) => byString(b.end_date, a.end_date) || byString(b.start_date, a.start_date) || bySort(a, b));
      return buckets;
    },
  };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;
