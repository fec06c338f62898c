// The standings module: the league's derived data as a read model — tables, form,
// checkerboard, scorers, assistants, goalkeepers, suspensions, team statistics, the calendar
// and the tournament page summary. Nothing of it is stored; it is computed on each request
// (and kept a few seconds by the public cache).
//
// Each answer is a snapshot (lib/snapshot-memo.ts): computed once per version of the public
// data, so a popular tournament's table costs its computation once per write, not per visitor.
//
// The rule (docs/architecture.md, "Server side"): standings owns no SQL. It reads through the
// other modules' services — tournaments.service, matches.service (the one match-inputs loader),
// teams.reads and players.reads — and computes with the pure functions of ./stats. No module
// imports another module's repository. The team, player and referee pages that show derived
// data (teams.service, players.service, referees.service) ask this service or the matches
// loader in turn, so the imports run one way: reads → matches → standings → pages.
import { defineModule } from '../module';
import { standingsPublicRoutes } from './standings.public.routes';
import { createStandingsService } from './standings.service';

export const standingsModule = defineModule({
  services: ({ db, clock, snapshots }) => ({ standings: createStandingsService({ db, clock, snapshots }) }),
  publicRoutes: standingsPublicRoutes,
});
