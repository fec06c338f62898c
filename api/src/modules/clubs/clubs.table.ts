import type {
  CreatedAt,
  Id,
  JsonWithDefault,
  Localized,
  NullableTimestamp,
  OptionalLocalized,
  WithDefault,
} from '../../db/types';

export interface ClubTable extends Localized<'title'>, OptionalLocalized<'description'> {
  id: Id;
  slug: string;
  city_id: number | null;
  logo: string | null;
  founded_year: number | null;
  website: string | null;
  sort: WithDefault<number>;
  /** Keys of the colours handbook. */
  colors: JsonWithDefault<string[]>;
  /** Archived clubs keep their history but take no new teams or applications. */
  archived_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ClubTables {
  clubs: ClubTable;
}
