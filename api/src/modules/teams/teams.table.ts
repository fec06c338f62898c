import type { CreatedAt, DateOnly, Id, Localized, WithDefault } from '../../db/types';

export interface TeamTable extends Localized<'title'> {
  id: Id;
  club_id: number;
  slug: string;
  birth_year: number;
  is_woman_squad: WithDefault<boolean>;
  /** Manual order inside a club (spec: "order or position"). */
  position: WithDefault<number>;
  is_active: WithDefault<boolean>;
  logo: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface TeamPlayerTable {
  id: Id;
  team_id: number;
  player_id: number;
  number: number | null;
  /** false once the player moved to another team without keeping this membership. */
  is_active: WithDefault<boolean>;
  joined_at: DateOnly | null;
  left_at: DateOnly | null;
  created_at: CreatedAt;
}

export interface TeamStaffTable {
  id: Id;
  team_id: number;
  staff_id: number;
  is_active: WithDefault<boolean>;
  joined_at: DateOnly | null;
  left_at: DateOnly | null;
  created_at: CreatedAt;
}

export interface TeamTables {
  teams: TeamTable;
  team_players: TeamPlayerTable;
  team_staff: TeamStaffTable;
}
