// People the application suites make for themselves: a player joins a team's roster and is given
// documents (written straight to the database, as if uploaded), the five the league requires of
// every player unless said.
import type { DB } from '../../src/db/database';

/** The documents the league requires of every player. */
export const REQUIRED_PLAYER_DOCUMENTS = [
  'identity',
  'depth_medical_examination',
  'heart_shot',
  'consent_to_data_processing',
  'club_enrollment_letter',
] as const;

/** Puts the player on the team's roster (no shirt number), from the start of 2026. */
export async function joinTeam(db: DB, teamId: number, playerId: number): Promise<void> {
  await db
    .insertInto('team_players')
    .values({ team_id: teamId, player_id: playerId, number: null, joined_at: '2026-01-01', left_at: null })
    .execute();
}

/** Gives a player documents of the types (valid, no expiry), stored as `private/test/<stem>-<type>.pdf`. */
export async function addPlayerDocuments(
  db: DB,
  playerId: number,
  types: readonly string[],
  stem: string,
): Promise<void> {
  for (const type of types) {
    await db
      .insertInto('player_documents')
      .values({
        player_id: playerId,
        type: type as 'identity',
        file_path: `private/test/${stem}-${type}.pdf`,
        original_name: `${type}.pdf`,
        size_bytes: 1000,
        mime: 'application/pdf',
        uploaded_by: null,
        expires_at: null,
      })
      .execute();
  }
}
