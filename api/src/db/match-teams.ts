// The teams of a match, joined the way most match reads need them.
import type { Executor } from './database';

/** Matches (`m`) with their host (`h`) and guest (`g`) teams joined. */
export const matchesWithTeams = (db: Executor) =>
  db
    .selectFrom('matches as m')
    .innerJoin('teams as h', 'h.id', 'm.host_team_id')
    .innerJoin('teams as g', 'g.id', 'm.guest_team_id');
