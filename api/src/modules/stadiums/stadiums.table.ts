// Places: countries, cities and stadiums.
import type { CreatedAt, Id, Localized, OptionalLocalized } from '../../db/types';

export interface CountryTable extends Localized<'title'> {
  id: Id;
  /** ISO 3166-1 alpha-2 */
  code: string;
}

export interface CityTable extends Localized<'title'> {
  id: Id;
  country_id: number;
  slug: string;
}

export interface StadiumTable extends Localized<'title'>, OptionalLocalized<'address'> {
  id: Id;
  city_id: number | null;
  slug: string;
  capacity: number | null;
  latitude: number | null;
  longitude: number | null;
  photo: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface StadiumTables {
  countries: CountryTable;
  cities: CityTable;
  stadiums: StadiumTable;
}
