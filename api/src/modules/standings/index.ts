// The standings module: the league's derived data as a read model — tables, form,
// checkerboard, scorers, assistants, goalkeepers, suspensions, team statistics, the calendar
// and the tournament page summary. Nothing of it is stored; it is computed on each request
// (and kept a few seconds by the public cache).
//
// Each answer is a snapshot (lib/snapshot-memo.ts): computed once per version of the public
// data, so a popular tournament's table costs its computation once per write, not per visitor.
//
// The rule (docs/architecture.md, "Server side"): standings owns no SQL. It reads through the
// other modules' entries — the tournaments and matches services (the one match-inputs loader),
// the teams' and players' reads — and computes with the pure functions of the stats module. It
// stands in the read-models layer (layers.json) with the team, player and referee pages that
// show its numbers: the imports run one way, registry → competition → match → read models.
import { defineModule } from '../module';
import { standingsPublicRoutes } from './standings.public.routes';
import type { StandingsService } from './standings.service';

export { createStandingsService, teamStatsValues, type StandingsService } from './standings.service';

export const standingsModule = defineModule<{ standings: StandingsService }>({
  publicRoutes: standingsPublicRoutes,
});
