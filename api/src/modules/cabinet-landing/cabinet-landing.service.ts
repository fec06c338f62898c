// The landing lists of the cabinet areas, scoped by role: a command_admin sees only their club,
// a referee only the matches where they are on the crew.
import type { CabinetClub, CabinetTournament, DepartureListItem, Language, RefereeMatch } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import type { CurrentUser } from '../auth/auth.service';
import * as repo from './cabinet-landing.repository';

const iso = (value: Date | string | null) => (value === null ? '' : new Date(value).toISOString());
const day = (value: Date | string | null) => (value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

export function createCabinetLandingService({ db }: { db: DB }) {
  return {
    async tournaments(language: Language): Promise<CabinetTournament[]> {
      const rows = await repo.listTournaments(db, language);
      return rows.map((r) => ({ id: r.id, title: r.title, season: Number(r.season), main: r.main, active: r.active, end_date: day(r.end_date as Date | string | null), teams_count: r.teams_count }));
    },

    async refereeMatches(language: Language, user: CurrentUser): Promise<RefereeMatch[]> {
      if (user.refereeId === null) return [];
      const rows = await repo.listRefereeMatches(db, language, user.refereeId);
      return rows.map((r) => ({
        id: r.id,
        date_time: iso(r.date_time as Date | string | null),
        status: r.status as RefereeMatch['status'],
        referee_role: r.referee_role as RefereeMatch['referee_role'],
        tournament: { id: r.tournament_id, title: r.tournament_title },
        host: { id: r.host_id, title: r.host_title },
        guest: { id: r.guest_id, title: r.guest_title },
      }));
    },

    async departures(language: Language, user: CurrentUser): Promise<DepartureListItem[]> {
      const clubId = user.role === 'command_admin' ? (user.clubId ?? -1) : null;
      const rows = await repo.listDepartures(db, language, clubId);
      return rows.map((r) => ({
        id: r.id,
        status: r.status as DepartureListItem['status'],
        people_count: r.people_count,
        team: { id: r.team_id, title: r.team_title },
        tournament: { id: r.tournament_id, title: r.tournament_title },
        match: {
          id: r.match_id,
          date_time: iso(r.date_time as Date | string | null),
          host: { id: r.host_id, title: r.host_title },
          guest: { id: r.guest_id, title: r.guest_title },
        },
      }));
    },

    async clubs(language: Language, user: CurrentUser): Promise<CabinetClub[]> {
      const clubId = user.role === 'command_admin' ? (user.clubId ?? -1) : null;
      const rows = await repo.listClubs(db, language, clubId);
      return rows.map((r) => ({ id: r.id, slug: r.slug, title: r.title, city: r.city, archived: r.archived_at !== null, teams_count: r.teams_count }));
    },
  };
}
export type CabinetLandingService = ReturnType<typeof createCabinetLandingService>;
