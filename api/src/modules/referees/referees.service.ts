// The referee pages: the referees list with each one's match count, and a referee's page with
// statistics (by ../stats from the matches loader) and their latest matches.
import {
  PEOPLE_DEFAULT_PER_PAGE,
  REFEREE_ROLES,
  type JudgesQuery,
  type Language,
  type RefereeDetail,
  type RefereeListItem,
} from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { almatyDate, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { fileUrl } from '../../lib/file-url';
import { pageWindow } from '../../lib/pagination';
import type { MatchesService } from '../matches/index';
import { ageOn } from '../players/index';
import * as stats from '../stats/index';
import * as repository from './referees.repository';

const REFEREE_MATCHES_SHOWN = 50;

export function createRefereesService({ db, clock, matches }: { db: DB; clock: Clock; matches: MatchesService }) {
  return {
    handbook: (language: Language) => repository.handbookReferees(db, language),

    async list(language: Language, query: JudgesQuery) {
      const p = pageWindow(query, PEOPLE_DEFAULT_PER_PAGE);
      const { total, rows } = await repository.pageReferees(db, language, { q: query.q?.trim() || undefined }, p);
      const links = await matches.idsOfReferees(rows.map((r) => r.id));
      const { inputs } = await matches.load(
        language,
        { ids: [...new Set(links.map((l) => l.match_id))] },
        { crews: true },
      );
      const statistics = new Map(stats.refereeStatistics(inputs, [], language).map((s) => [s.refereeId, s]));
      const data: RefereeListItem[] = rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        name: r.name,
        photo: fileUrl(r.photo),
        category: r.category,
        city: r.city,
        matches: statistics.get(r.id)?.matches ?? 0,
      }));
      return { data, meta: { total, page: p.page, per_page: p.per_page } };
    },

    async detail(language: Language, key: string): Promise<RefereeDetail> {
      const row = await repository.findReferee(
        db,
        language,
        /^\d{1,9}$/.test(key) ? { id: Number(key) } : { slug: key },
      );
      if (!row) throw new AppError('not_found');
      const links = await matches.idsOfReferees([row.id]);
      const { rows, inputs, crews } = await matches.load(
        language,
        { ids: links.map((l) => l.match_id) },
        { crews: true },
      );
      const [s] = stats
        .refereeStatistics(inputs, [{ id: row.id, name: row.name }], language)
        .filter((x) => x.refereeId === row.id);
      const newest = [...rows].sort((a, b) => (b.date_time ?? '').localeCompare(a.date_time ?? '') || b.id - a.id);
      const shown = newest.slice(0, REFEREE_MATCHES_SHOWN);
      const items = await matches.items(language, shown, inputs);
      const roles = new Map(crews.filter((c) => c.referee_id === row.id).map((c) => [c.match_id, c.role]));
      const emptyRoles = Object.fromEntries(REFEREE_ROLES.map((r) => [r, 0]));
      return {
        referee: {
          id: row.id,
          slug: row.slug,
          name: row.name,
          photo: fileUrl(row.photo),
          category: row.category,
          city: row.city,
          matches: s?.matches ?? 0,
        },
        birth_date: row.birth_date,
        age: row.birth_date ? ageOn(row.birth_date, almatyDate(clock())) : null,
        statistics: {
          matches: s?.matches ?? 0,
          matches_by_role: s?.matchesByRole ?? emptyRoles,
          yellow_cards: s?.yellowCards ?? 0,
          red_cards: s?.redCards ?? 0,
          cards_per_match: s?.cardsPerMatch ?? 0,
          penalties_awarded: s?.penaltiesAwarded ?? 0,
        },
        matches: shown.filter((m) => roles.has(m.id)).map((m) => ({ match: items.get(m.id)!, role: roles.get(m.id)! })),
        matches_total: rows.length,
      };
    },
  };
}

export type RefereesService = ReturnType<typeof createRefereesService>;
