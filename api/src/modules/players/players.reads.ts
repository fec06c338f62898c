// The player reads other modules use (matches, standings, teams, applications): player rows,
// references and the squad entry DTO. Nothing here depends on match results; the player pages
// themselves are the player-pages module.
import type { Language, PeopleSquadPlayer, PlayerRef } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { personHead } from '../../db/person-tables';
import { fileUrl } from '../../lib/file-url';
import * as repository from './players.repository';
import { ageOn } from './players.rules';

export type { PlayerFilter, PlayerRow } from './players.repository';

/** The reference of a player that may be missing (an empty one with the id). */
export const playerRef = (row: repository.PlayerRow | undefined, id: number): PlayerRef =>
  row
    ? { id: row.id, slug: row.slug, name: row.name, photo: fileUrl(row.photo) }
    : { id, slug: '', name: '', photo: null };

/** A player of a squad or an application list, with the number shown there and the age today. */
export function squadPlayer(row: repository.PlayerRow, number: number | null, today: string): PeopleSquadPlayer {
  return {
    ...personHead(row),
    photo: fileUrl(row.photo),
    position: row.position,
    number,
    age: ageOn(row.birth_date, today),
    height_cm: row.height_cm,
    weight_kg: row.weight_kg,
    is_pupil: row.is_pupil,
    is_captain: row.is_captain,
    is_joker: row.is_joker,
  };
}

export function createPlayerReads({ db }: { db: DB }) {
  return {
    byIds: (language: Language, ids: number[]) => repository.playersByIds(db, language, ids),
    async mapByIds(language: Language, ids: Iterable<number>): Promise<Map<number, repository.PlayerRow>> {
      const rows = await repository.playersByIds(db, language, [...ids]);
      return new Map(rows.map((r) => [r.id, r]));
    },
    bySlug: (language: Language, slug: string) => repository.findPlayerBySlug(db, language, slug),
    page: (language: Language, filter: repository.PlayerFilter, page: { offset: number; limit: number }) =>
      repository.pagePlayers(db, language, filter, page),
  };
}

export type PlayerReads = ReturnType<typeof createPlayerReads>;
