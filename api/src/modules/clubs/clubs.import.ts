// A club written by the registry import (ADR 0250), inside the import's transaction: the row as
// the cabinet's create writes it, under the first free slug of its title.
import type { Executor } from '../../db/database';
import { insertWithFreeSlug, slugFrom } from '../../lib/slug';
import * as repository from './clubs.repository';

export interface ImportedClub {
  title_kk: string;
  title_ru: string | null;
  title_en: string | null;
  city_id: number | null;
  founded_year: number | null;
}

export function insertImportedClub(trx: Executor, club: ImportedClub): Promise<{ id: number; slug: string }> {
  return insertWithFreeSlug(
    slugFrom(club.title_en ?? club.title_ru ?? club.title_kk, 'club'),
    (candidate) => repository.clubSlugTaken(trx, candidate),
    (slug) => repository.insertClub(trx, { ...club, slug }),
  );
}
