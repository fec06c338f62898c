// Places: cities (with their country), the geography list, a club's home stadium and the
// handbook lists of cities, countries and stadiums.
import type { GeographyCountry, Language } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import * as repository from './stadiums.repository';

export type { CityRow } from './stadiums.repository';

export function createStadiumsService({ db }: { db: DB }) {
  return {
    cities: (language: Language, ids: number[]) => repository.citiesByIds(db, language, ids),
    homeStadiumOfClub: (language: Language, clubId: number) => repository.clubHomeStadium(db, language, clubId),
    handbookCities: (language: Language) => repository.handbookCities(db, language),
    handbookCountries: (language: Language) => repository.handbookCountries(db, language),
    handbookStadiums: (language: Language) => repository.handbookStadiums(db, language),

    async geography(language: Language): Promise<GeographyCountry[]> {
      const { countries, cities } = await repository.countriesWithCities(db, language);
      return countries.map((c) => ({
        id: c.id,
        code: c.code.trim(),
        title: c.title,
        cities: cities
          .filter((ci) => ci.country_id === c.id)
          .map((ci) => ({ id: ci.id, slug: ci.slug, title: ci.title })),
      }));
    },
  };
}

export type StadiumsService = ReturnType<typeof createStadiumsService>;
