// The match form's values: what the form holds, as the API body, and a match as the form's
// values when it is edited.
import { REFEREE_ROLES, type CabinetMatch, type MatchCreateBody } from '@league/shared';

export interface MatchFields {
  host_team_id?: number;
  guest_team_id?: number;
  stadium_id?: number;
  date?: string;
  time?: string;
  tour_number?: number | string;
  referees?: Partial<Record<(typeof REFEREE_ROLES)[number], number>>;
}

/** Form values as the API body. */
export function matchBody(values: MatchFields): MatchCreateBody {
  const referees: NonNullable<MatchCreateBody['referees']> = {};
  for (const role of REFEREE_ROLES) {
    const value = values.referees?.[role];
    if (value) referees[role] = Number(value);
  }
  return {
    host_team_id: Number(values.host_team_id),
    guest_team_id: Number(values.guest_team_id),
    stadium_id: values.stadium_id ? Number(values.stadium_id) : null,
    date: values.date ?? '',
    time: values.time ?? '',
    tour_number: Number(values.tour_number),
    referees,
  };
}

/** A match as the form's values (editing). */
export function matchFields(match: CabinetMatch): MatchFields {
  return {
    host_team_id: match.host.id,
    guest_team_id: match.guest.id,
    stadium_id: match.stadium?.id,
    date: match.date ?? undefined,
    time: match.time ?? '10:00',
    tour_number: match.tour?.number ?? 1,
    referees: Object.fromEntries(match.crew.map((c) => [c.role, c.referee.id])),
  };
}
