// Reference data a working league needs before anyone signs in: countries, cities, seasons,
// cabinet roles and interface translations. A real database gets only this step; the demo adds
// stadiums and everything else on top.
import type { Insertable } from 'kysely';
import type { Database } from '../database';
import { tr, type SeedContext } from './model';
import type { Triple } from './names';
import { CITIES, COUNTRIES } from './places';
import { translationRows } from './translations';

export const ROLES: Array<{
  slug: 'super_admin' | 'command_admin' | 'referee' | 'provider' | 'media_manager';
  title: Triple;
}> = [
  { slug: 'super_admin', title: ['Бас әкімші', 'Главный администратор', 'Main administrator'] },
  { slug: 'command_admin', title: ['Команда әкімшісі', 'Администратор команды', 'Team administrator'] },
  { slug: 'referee', title: ['Төреші', 'Судья', 'Referee'] },
  { slug: 'provider', title: ['Провайдер', 'Провайдер', 'Provider'] },
  { slug: 'media_manager', title: ['Медиа-менеджер', 'Медиа-менеджер', 'Media manager'] },
];

export interface Reference {
  countryIds: Map<string, number>;
  cityIds: Map<string, number>;
  seasonIds: Map<number, number>;
  roleIds: Map<string, number>;
}

export function addReferenceData(ctx: SeedContext): Reference {
  const { rows, ids, shiftYear } = ctx;
  // ── Geography ──────────────────────────────────────────────────────────────
  const countryIds = new Map<string, number>();
  for (const country of COUNTRIES) {
    const id = ids.next('countries');
    countryIds.set(country.code, id);
    rows.countries.push({ id, code: country.code, ...tr('title', country.title) } as Insertable<Database['countries']>);
  }
  const cityIds = new Map<string, number>();
  for (const city of CITIES) {
    const id = ids.next('cities');
    cityIds.set(city.slug, id);
    rows.cities.push({
      id,
      country_id: countryIds.get('KZ')!,
      slug: city.slug,
      ...tr('title', city.title),
    } as Insertable<Database['cities']>);
  }

  // ── Seasons, roles, translations ───────────────────────────────────────────
  const seasonIds = new Map<number, number>();
  const years = [shiftYear(2025), shiftYear(2026)];
  for (const year of years) {
    const id = ids.next('seasons');
    seasonIds.set(year, id);
    rows.seasons.push({
      id,
      year,
      ...tr('title', [`${year} маусымы`, `Сезон ${year}`, `${year} season`]),
      start_date: `${year}-01-01`,
      end_date: `${year}-12-31`,
      // The latest season is the current one.
      current: year === years[years.length - 1],
    } as Insertable<Database['seasons']>);
  }
  const roleIds = new Map<string, number>();
  for (const role of ROLES) {
    const id = ids.next('roles');
    roleIds.set(role.slug, id);
    rows.roles.push({ id, slug: role.slug, ...tr('title', role.title) } as Insertable<Database['roles']>);
  }
  for (const row of translationRows()) {
    rows.translations.push({ id: ids.next('translations'), ...row });
  }
  return { countryIds, cityIds, seasonIds, roleIds };
}

/** The demo's stadiums, a few per city. */
export function addStadiums(ctx: SeedContext, reference: Reference): Map<string, number[]> {
  const { rows, ids } = ctx;
  const stadiumsByCity = new Map<string, number[]>();
  for (const city of CITIES) {
    const id = reference.cityIds.get(city.slug)!;
    const stadiumIds: number[] = [];
    for (const stadium of city.stadiums) {
      const stadiumId = ids.next('stadiums');
      stadiumIds.push(stadiumId);
      rows.stadiums.push({
        id: stadiumId,
        city_id: id,
        slug: stadium.slug,
        ...tr('title', stadium.title),
        ...tr('address', stadium.address),
        capacity: stadium.capacity,
        latitude: stadium.lat,
        longitude: stadium.lng,
        photo: null,
      } as Insertable<Database['stadiums']>);
    }
    stadiumsByCity.set(city.slug, stadiumIds);
  }
  return stadiumsByCity;
}
