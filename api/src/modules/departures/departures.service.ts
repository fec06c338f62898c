// Departures: the cabinet's list, scoped by role (a command_admin sees only their club's teams).
import type { DepartureListItem, Language } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import type { CurrentUser } from '../auth/auth.service';
import * as repository from './departures.repository';

const iso = (value: Date | string | null) => (value === null ? '' : new Date(value).toISOString());

export function createDeparturesService({ db }: { db: DB }) {
  return {
    async cabinetList(language: Language, user: CurrentUser): Promise<DepartureListItem[]> {
      const clubId = user.role === 'command_admin' ? (user.clubId ?? -1) : null;
      const rows = await repository.listDepartures(db, language, clubId);
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
  };
}

export type DeparturesService = ReturnType<typeof createDeparturesService>;
