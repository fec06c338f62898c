import type { ApplicationStatus, Gender, TournamentFormat } from '@league/shared/contracts';
import type {
  CreatedAt,
  DateOnly,
  Id,
  JsonWithDefault,
  Localized,
  NullableTimestamp,
  OptionalLocalized,
  WithDefault,
} from '../../db/types';

export interface SeasonTable extends Localized<'title'> {
  id: Id;
  /** The year the season starts in (unique): 2027 for 2027/2028. */
  year: number;
  start_date: DateOnly;
  /** After start_date. */
  end_date: DateOnly;
  /** Exactly one season is current (a partial unique index; ADR 0175). */
  current: WithDefault<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Table rules of a tournament (jsonb); absent keys take the league defaults of domain.md. */
export interface TableRules {
  points?: { win: number; draw: number; loss: number };
  technical_score?: [number, number];
  tiebreakers?: string[];
}

export interface TournamentTable extends Localized<'title'>, OptionalLocalized<'description'> {
  id: Id;
  season_id: number;
  slug: string;
  format: WithDefault<TournamentFormat>;
  /** 'U-14': the label, the same in every language. */
  age_group: string;
  birth_year_from: number;
  birth_year_to: number;
  gender: WithDefault<Gender>;
  match_length_minutes: WithDefault<number>;
  /** Over-age (joker) players allowed per team. */
  joker_quota: WithDefault<number>;
  table_rules: JsonWithDefault<TableRules>;
  main: WithDefault<boolean>;
  active: WithDefault<boolean>;
  start_date: DateOnly | null;
  /** Set when the tournament is finished; a finished tournament is read-only. */
  end_date: DateOnly | null;
  logo: string | null;
  /** The entry window (ADR 0176): teams may ask to enter from..to, both days included; null: no window. */
  entry_opens_on: DateOnly | null;
  entry_closes_on: DateOnly | null;
  sort: WithDefault<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface TourTable extends Localized<'title'> {
  id: Id;
  tournament_id: number;
  number: number;
  start_date: DateOnly | null;
  end_date: DateOnly | null;
}

/** A team's application to a tournament. */
export interface TournamentTeamTable {
  id: Id;
  tournament_id: number;
  team_id: number;
  status: WithDefault<ApplicationStatus>;
  group_name: string | null;
  seed_position: number | null;
  reject_reason: string | null;
  submitted_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A team's request to enter a tournament (ADR 0176). */
export interface EntryRequestTable {
  id: Id;
  tournament_id: number;
  team_id: number;
  status: WithDefault<'pending' | 'accepted' | 'refused'>;
  reason: string | null;
  requested_by: number | null;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface TournamentTables {
  seasons: SeasonTable;
  tournaments: TournamentTable;
  tours: TourTable;
  tournament_teams: TournamentTeamTable;
  entry_requests: EntryRequestTable;
}
