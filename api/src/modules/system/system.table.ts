import type { CreatedAt, Id } from '../../db/types';

/** Interface strings edited by staff; the API answers the request's language, kk as fallback. */
export interface TranslationTable {
  id: Id;
  key: string;
  tag: string;
  kk: string;
  ru: string | null;
  en: string | null;
  updated_at: CreatedAt;
}

export interface SystemTables {
  translations: TranslationTable;
}
