import type { CreatedAt, DateOnly, Id, OptionalLocalized, PersonNames, WithDefault } from '../../db/types';

export interface RefereeTable extends PersonNames, OptionalLocalized<'category'> {
  id: Id;
  slug: string;
  birth_date: DateOnly | null;
  city_id: number | null;
  photo: string | null;
  /** Private to the cabinet: never on a public page. */
  phone: WithDefault<string | null>;
  email: WithDefault<string | null>;
  is_active: WithDefault<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface RefereeTables {
  referees: RefereeTable;
}
