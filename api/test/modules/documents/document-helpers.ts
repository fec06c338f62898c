// What the document reminder suites share: an active player of a club who has an identity
// document, and moving the day that document expires.
import type { DB } from '../../../src/db/database';

/** The club's first active player (by id) on an active roster with an identity document. */
export function clubPlayerWithIdentity(db: DB, clubId: number) {
  return db
    .selectFrom('team_players as m')
    .innerJoin('teams as tm', 'tm.id', 'm.team_id')
    .innerJoin('players as p', 'p.id', 'm.player_id')
    .innerJoin('player_documents as d', (join) => join.onRef('d.player_id', '=', 'p.id').on('d.type', '=', 'identity'))
    .select(['p.id', 'p.slug', 'm.team_id', 'p.last_name_kk', 'p.first_name_kk'])
    .where('tm.club_id', '=', clubId)
    .where('m.is_active', '=', true)
    .where('p.status', '=', 'active')
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
}

/** Makes the player's identity document last until `day`. */
export async function identityExpiresOn(db: DB, playerId: number, day: string): Promise<void> {
  await db
    .updateTable('player_documents')
    .set({ expires_at: day })
    .where('player_id', '=', playerId)
    .where('type', '=', 'identity')
    .execute();
}
