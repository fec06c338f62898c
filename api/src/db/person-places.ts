// SQL of a person's moves between teams (players and staff alike, see person-tables.ts): their
// place in a team, joining (one person or many at once), leaving, and the transfer recorded.
import { sql } from 'kysely';
import type { Executor } from './database';
import type { PersonTables } from './person-table-types';

const raw = (name: string) => sql.raw(name);

/** The person's place in a team, or undefined. */
export async function membership(
  db: Executor,
  d: PersonTables,
  personId: number,
  teamId: number,
): Promise<{ id: number; is_active: boolean } | undefined> {
  const { rows } = await sql<{
    id: number;
    is_active: boolean;
  }>`select id, is_active from ${raw(d.members)} where ${raw(d.fk)} = ${personId} and team_id = ${teamId} for update`.execute(
    db,
  );
  return rows[0];
}

/** Gives the person an active place in the team (re-activating an old one). */
export async function joinTeam(
  db: Executor,
  d: PersonTables,
  personId: number,
  teamId: number,
  today: string,
  number: number | null = null,
): Promise<void> {
  const numberColumn = d.fk === 'player_id';
  await sql`insert into ${raw(d.members)} (team_id, ${raw(d.fk)}, ${numberColumn ? sql`number,` : sql``} is_active, joined_at, left_at)
    values (${teamId}, ${personId}, ${numberColumn ? sql`${number},` : sql``} true, ${today}, null)
    on conflict (team_id, ${raw(d.fk)}) do update set is_active = true, joined_at = excluded.joined_at, left_at = null
    ${numberColumn ? sql`, number = coalesce(excluded.number, ${raw(d.members)}.number)` : sql``}`.execute(db);
}

/** Ends the person's active places (in `teamIds`, or every team except `exceptTeamId`); returns the teams left. */
export async function leaveTeams(
  db: Executor,
  d: PersonTables,
  personId: number,
  today: string,
  scope: { teamIds?: number[]; exceptTeamId: number },
): Promise<number[]> {
  const { rows } = await sql<{ team_id: number }>`update ${raw(d.members)} set is_active = false, left_at = ${today}
    where ${raw(d.fk)} = ${personId} and is_active and team_id <> ${scope.exceptTeamId}
    ${scope.teamIds ? sql`and team_id in (${sql.join(scope.teamIds.length ? scope.teamIds : [-1])})` : sql``}
    returning team_id`.execute(db);
  return rows.map((r) => r.team_id);
}

export async function insertTransfer(
  db: Executor,
  d: PersonTables,
  row: { personId: number; fromTeamId: number | null; toTeamId: number; kept: boolean; byUserId: number | null },
): Promise<void> {
  await sql`insert into ${raw(d.transfers)} (${raw(d.fk)}, from_team_id, to_team_id, kept, by_user_id)
    values (${row.personId}, ${row.fromTeamId}, ${row.toTeamId}, ${row.kept}, ${row.byUserId})`.execute(db);
}

/** Active places for many new people at once (what `joinTeam` does for one; the registry import). */
export async function joinTeams(
  db: Executor,
  d: PersonTables,
  places: { personId: number; teamId: number; number: number | null }[],
  today: string,
): Promise<void> {
  if (places.length === 0) return;
  const numbers = d.fk === 'player_id';
  const values = places.map(
    (p) => sql`(${p.teamId}, ${p.personId}, ${numbers ? sql`${p.number},` : sql``} true, ${today}::date, null)`,
  );
  await sql`insert into ${raw(d.members)} (team_id, ${raw(d.fk)}, ${numbers ? sql`number,` : sql``} is_active, joined_at, left_at)
    values ${sql.join(values)}
    on conflict (team_id, ${raw(d.fk)}) do update set is_active = true, joined_at = excluded.joined_at, left_at = null`.execute(
    db,
  );
}
