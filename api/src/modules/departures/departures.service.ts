// Departures: the cabinet's list, scoped by role (a command_admin sees only their club's teams).
import type { DepartureListItem, DeparturesQuery, Language } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { pageOfRows } from '../../lib/pagination';
import type { CurrentUser } from '../auth/auth.service';
import * as repository from './departures.repository';

const iso = (value: Date | string | null) => (value === null ? '' : new Date(value).toISOString());

export function createDeparturesService({ db }: { db: DB }) {
  return {
    /** Departures the user may see (a command_admin: its club's), filtered, sorted and paged. */
    async cabinetList(language: Language, user: CurrentUser, query: DeparturesQuery) {
      const clubId = user.role === 'command_admin' ? (user.clubId ?? -1) : null;
      const rows = await repository.listDepartures(db, language, clubId);
      const items: DepartureListItem[] = rows.map((r) => ({
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
      const filtered = items
        .filter((d) => query.status === undefined || d.status === query.status)
        .filter((d) => query.tournament_id === undefined || d.tournament.id === query.tournament_id);
      return pageOfRows(filtered, query, {
        sortBy: { date_time: (d) => d.match.date_time, status: (d) => d.status },
        defaultSort: 'date_time',
        searchText: (d) => `${d.team.title} ${d.match.host.title} ${d.match.guest.title} ${d.tournament.title}`,
      });
    },
  };
}

export type DeparturesService = ReturnType<typeof createDeparturesService>;
