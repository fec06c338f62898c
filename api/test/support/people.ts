// People the suites make for themselves: a player joins a team's roster and is given documents
// (written straight to the database, as if uploaded), the five the league requires of every player
// unless said; and an official of a club (its command_admin), signed in. And the people of the demo
// league a suite picks: the first player and the first staff member of some teams.
import type { Insertable } from 'kysely';
import type { Database, DB } from '../../src/db/database';
import { hashPassword } from '../../src/modules/auth/password';
import { DEMO_PASSWORD, login, type TestApp } from '../helpers';

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

/**
 * A new player of the given columns on the team's roster, with documents of the types (the five
 * required unless said) stored under `stem`: its id.
 */
export async function newRosterPlayer(
  db: DB,
  teamId: number,
  player: Insertable<Database['players']>,
  stem: string,
  documents: readonly string[] = REQUIRED_PLAYER_DOCUMENTS,
): Promise<number> {
  const { id } = await db.insertInto('players').values(player).returning('id').executeTakeFirstOrThrow();
  await joinTeam(db, teamId, id);
  await addPlayerDocuments(db, id, documents, stem);
  return id;
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
      .values({ player_id: playerId, ...testDocument(type, stem) })
      .execute();
  }
}

/** A person's document of the type as the tests store it: a valid PDF (no expiry) at `private/test/<stem>-<type>.pdf`. */
export function testDocument(type: string, stem: string) {
  return {
    type: type as 'identity',
    file_path: `private/test/${stem}-${type}.pdf`,
    original_name: `${type}.pdf`,
    size_bytes: 1000,
    mime: 'application/pdf',
    uploaded_by: null,
    expires_at: null,
  };
}

/**
 * A new command_admin of the club of `teamId` (the team's official; named after the e-mail's local
 * part unless said), signed in: their token.
 */
export async function signedInOfficial(
  t: TestApp,
  teamId: number,
  email: string,
  name = email.split('@')[0]!,
): Promise<string> {
  const team = await t.db.selectFrom('teams').select('club_id').where('id', '=', teamId).executeTakeFirstOrThrow();
  const role = await t.db
    .selectFrom('roles')
    .select('id')
    .where('slug', '=', 'command_admin')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('users')
    .values({
      role_id: role.id,
      name,
      email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      club_id: team.club_id,
    })
    .execute();
  return login(t.app, email);
}

/** The first player (by id) on the roster of any of the teams, whatever the membership's state: id and slug. */
export function firstPlayerOf(db: DB, teams: number[]) {
  return db
    .selectFrom('team_players as tp')
    .innerJoin('players as p', 'p.id', 'tp.player_id')
    .select(['p.id', 'p.slug'])
    .where('tp.team_id', 'in', teams)
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
}

/** The first staff member (by id) of any of the teams, whatever the membership's state: id and slug. */
export function firstStaffOf(db: DB, teams: number[]) {
  return db
    .selectFrom('team_staff as ts')
    .innerJoin('staff as s', 's.id', 'ts.staff_id')
    .select(['s.id', 's.slug'])
    .where('ts.team_id', 'in', teams)
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
}
