// The referee form's values: the record as the form edits it, the values as the API's body.
import { trimmed } from '@league/shared';
import type { CabinetReferee, RefereeBody } from '@league/shared/cabinet';
import { textsBody, textsOf } from '../../ui/form-texts';

const TEXTS = ['first_name', 'last_name', 'category'] as const;

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
    ...textsOf(referee, TEXTS),
    city_id: referee.city?.id,
    birth_date: referee.birth_date ?? '',
    phone: referee.phone ?? '',
    email: referee.email ?? '',
  };
}

/** Empty texts are null; the photo travels on its own (multipart). */
export function refereeBody(values: RefereeFormValues): RefereeBody {
  return {
    ...textsBody(values, TEXTS),
    first_name_kk: values.first_name_kk ?? '',
    last_name_kk: values.last_name_kk ?? '',
    city_id: values.city_id ?? null,
    birth_date: trimmed(values.birth_date),
    phone: trimmed(values.phone),
    email: trimmed(values.email),
  };
}
