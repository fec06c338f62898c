// The referee form's values: the record as the form edits it, the values as the API's body.
import type { CabinetReferee, RefereeBody } from '@league/shared/cabinet';

export interface RefereeFormValues {
  first_name_kk?: string;
  first_name_ru?: string;
  first_name_en?: string;
  last_name_kk?: string;
  last_name_ru?: string;
  last_name_en?: string;
  category_kk?: string;
  category_ru?: string;
  category_en?: string;
  city_id?: number;
  birth_date?: string;
  phone?: string;
  email?: string;
  /** A new photo to send (the current one is shown beside the form, not edited as a value). */
  photo?: File | null;
}

export function refereeValuesOf(referee: CabinetReferee | null): RefereeFormValues {
  if (!referee) return {};
  return {
    first_name_kk: referee.first_name_kk,
    first_name_ru: referee.first_name_ru ?? '',
    first_name_en: referee.first_name_en ?? '',
    last_name_kk: referee.last_name_kk,
    last_name_ru: referee.last_name_ru ?? '',
    last_name_en: referee.last_name_en ?? '',
    category_kk: referee.category_kk ?? '',
    category_ru: referee.category_ru ?? '',
    category_en: referee.category_en ?? '',
    city_id: referee.city?.id,
    birth_date: referee.birth_date ?? '',
    phone: referee.phone ?? '',
    email: referee.email ?? '',
  };
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** Empty texts are null; the photo travels on its own (multipart). */
export function refereeBody(values: RefereeFormValues): RefereeBody {
  return {
    first_name_kk: values.first_name_kk ?? '',
    first_name_ru: text(values.first_name_ru),
    first_name_en: text(values.first_name_en),
    last_name_kk: values.last_name_kk ?? '',
    last_name_ru: text(values.last_name_ru),
    last_name_en: text(values.last_name_en),
    category_kk: text(values.category_kk),
    category_ru: text(values.category_ru),
    category_en: text(values.category_en),
    city_id: values.city_id ?? null,
    birth_date: text(values.birth_date),
    phone: text(values.phone),
    email: text(values.email),
  };
}
