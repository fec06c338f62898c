// A team written by the registry import (ADR 0250), inside the import's transaction: the row as
// the cabinet's create writes it (active, first in order), under the first free slug of its title.
import type { Executor } from '../../db/database';
import { insertWithFreeSlug, slugFrom } from '../../lib/slug';
import * as repository from './teams.repository';

export interface ImportedTeam {
  club_id: number;
  title_kk: string;
  title_ru: string | null;
  title_en: string | null;
  birth_year: number;
  is_woman_squad: boolean;
}

export function insertImportedTeam(trx: Executor, team: ImportedTeam): Promise<{ id: number; slug: string }> {
  return insertWithFreeSlug(
    slugFrom(team.title_en ?? team.title_ru ?? team.title_kk, 'team'),
    (candidate) => repository.teamSlugTaken(trx, candidate),
    (slug) => repository.insertTeam(trx, { ...team, position: 0, is_active: true, slug }),
  );
}
