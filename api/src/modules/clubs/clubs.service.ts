// Clubs: the paginated list, a club's page (city, home stadium, teams in the order of spec §9)
// (the cabinet's registry is clubs.cabinet.service.ts).
import {
  PEOPLE_DEFAULT_PER_PAGE,
  type ClubDetail,
  type ClubListItem,
  type ClubsQuery,
  type Language,
} from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { AppError } from '../../lib/errors';
import { pageWindow } from '../../lib/pagination';
import type { StadiumsService } from '../stadiums/index';
import { createTeamReads, sortTeams, teamItem } from '../teams/index';
import { clubCard, clubListItem } from './club-card';
import * as repository from './clubs.repository';

export function createClubsService({ db, stadiums }: { db: DB; stadiums: StadiumsService }) {
  const teams = createTeamReads({ db });

  return {
    async list(language: Language, query: ClubsQuery) {
      const p = pageWindow(query, PEOPLE_DEFAULT_PER_PAGE);
      const archived = query.archived === undefined ? undefined : query.archived === '1';
      const { total, rows } = await repository.pageClubs(
        db,
        language,
        { q: query.q?.trim() || undefined, archived },
        p,
      );
      const data: ClubListItem[] = rows.map(clubListItem);
      return { data, meta: { total, page: p.page, per_page: p.per_page } };
    },

    async detail(language: Language, slug: string): Promise<ClubDetail> {
      const row = await repository.findClubBySlug(db, language, slug);
      if (!row) throw new AppError('not_found');
      const [cities, stadium, own] = await Promise.all([
        stadiums.cities(language, row.city_id ? [row.city_id] : []),
        stadiums.homeStadiumOfClub(language, row.id),
        teams.rows(language, { clubId: row.id }),
      ]);
      return {
        club: {
          ...clubCard(row),
          website: row.website,
          archived: row.archived,
          city: cities[0] ?? null,
          stadium: stadium
            ? { id: stadium.id, slug: stadium.slug, title: stadium.title, address: stadium.address }
            : null,
        },
        teams: sortTeams(own, language).map(teamItem),
      };
    },
  };
}

export type ClubsService = ReturnType<typeof createClubsService>;
