// The referees registry's reads (super_admin): the paged list with private contacts and one
// referee with their account.
import { parseSort, type CabinetReferee, type CabinetRefereesQuery, type Language } from '@league/shared/contracts';
import { AppError } from '../../../lib/errors';
import { fileUrl } from '../../../lib/file-url';
import { pageWindow } from '../../../lib/pagination';
import * as repository from '../referees.cabinet.repository';
import type { RefereesCabinetDeps } from './deps';

function toCabinetReferee(row: repository.CabinetRefereeRow): CabinetReferee {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    first_name_kk: row.first_name_kk,
    first_name_ru: row.first_name_ru,
    first_name_en: row.first_name_en,
    last_name_kk: row.last_name_kk,
    last_name_ru: row.last_name_ru,
    last_name_en: row.last_name_en,
    category_kk: row.category_kk,
    category_ru: row.category_ru,
    category_en: row.category_en,
    category: row.category,
    city: row.city_id !== null && row.city_title !== null ? { id: row.city_id, title: row.city_title } : null,
    birth_date: row.birth_date,
    phone: row.phone,
    email: row.email,
    photo: fileUrl(row.photo),
    active: row.is_active,
    account:
      row.account_id !== null
        ? { id: row.account_id, email: row.account_email ?? '', active: row.account_active ?? false }
        : null,
  };
}

export async function refereeDetail(
  { db }: RefereesCabinetDeps,
  language: Language,
  id: number,
): Promise<CabinetReferee> {
  const row = await repository.findCabinetReferee(db, language, id);
  if (!row) throw new AppError('not_found');
  return toCabinetReferee(row);
}

export async function listReferees({ db }: RefereesCabinetDeps, language: Language, query: CabinetRefereesQuery) {
  const window = pageWindow(query);
  const { total, rows } = await repository.pageCabinetReferees(
    db,
    language,
    {
      q: query.q?.trim() || undefined,
      active: query.state === undefined ? undefined : query.state === 'active',
    },
    parseSort(query.sort, 'name'),
    window,
  );
  return { data: rows.map(toCabinetReferee), total, window };
}
