// Plays one match: squads from the eligible regular players, a score, then goals, substitutions,
// cards and missed penalties in minute order, consistent with who is on the pitch (a player
// substituted or sent off leaves it); statistics for finished matches. A live match is played
// up to the minute it has reached.
import type { GoalMethod, PlayerPosition, RemovalCause, TeamType } from '@league/shared/contracts';
import type { Unavailable } from './applications';
import type { ForcedEvents, MatchPlan, Player, SeedContext, Team } from './model';

const scoreDistribution: Array<readonly [number, number]> = [
  [0, 20],
  [1, 28],
  [2, 24],
  [3, 14],
  [4, 8],
  [5, 4],
  [6, 2],
];

export function createSimulation(ctx: SeedContext, unavailable: Unavailable) {
  const { rows, ids, random } = ctx;
  return (match: MatchPlan, forced: ForcedEvents = {}, elapsed?: number) => {
    const length = match.tournament.minutes;
    const until = elapsed ?? length;
    const half = length / 2;
    const blocked = unavailable.get(match.tournament.id) ?? new Set<number>();
    type SideState = { team: Team; onPitch: Player[]; bench: Player[]; booked: Set<number>; gk: Player };
    const squad = (team: Team): SideState => {
      const eligible = team.regulars.filter((player) => !blocked.has(player.id));
      const byPosition = (position: PlayerPosition) => random.shuffle(eligible.filter((p) => p.position === position));
      const gks = eligible.filter((p) => p.position === 'GK');
      const dfs = byPosition('DF');
      const mfs = byPosition('MF');
      const fws = byPosition('FW');
      const captain = eligible.find((p) => p.captain);
      const main = [gks[0], ...dfs.slice(0, 4), ...mfs.slice(0, 4), ...fws.slice(0, 2)].filter(Boolean);
      if (captain && !main.includes(captain)) {
        // The captain starts: he takes the place of a starter in his position.
        const index = main.findLastIndex((p) => p.position === captain.position);
        main[index] = captain;
      }
      const bench = eligible.filter((p) => !main.includes(p));
      for (const player of main) {
        rows.match_squads.push({
          id: ids.next('match_squads'),
          match_id: match.id,
          team_id: team.id,
          player_id: player.id,
          kind: 'main',
          number: player.number,
          is_captain: player.captain,
          position: player.position,
        });
      }
      for (const player of bench) {
        rows.match_squads.push({
          id: ids.next('match_squads'),
          match_id: match.id,
          team_id: team.id,
          player_id: player.id,
          kind: 'substitute',
          number: player.number,
          is_captain: false,
          position: player.position,
        });
      }
      return {
        team,
        onPitch: [...main],
        bench: random.shuffle(bench.filter((p) => p.position !== 'GK')),
        booked: new Set(),
        gk: main[0],
      };
    };
    const sides: Record<TeamType, SideState> = { host: squad(match.host), guest: squad(match.guest) };
    const other = (side: TeamType): TeamType => (side === 'host' ? 'guest' : 'host');

    let [hostGoals, guestGoals] = forced.score ?? [
      random.weighted(scoreDistribution),
      random.weighted(scoreDistribution),
    ];
    if (elapsed !== undefined) [hostGoals, guestGoals] = [1, 0];
    if (match.tournament.format === 'cup' && !forced.shootout) {
      while (hostGoals === guestGoals)
        [hostGoals, guestGoals] = [random.weighted(scoreDistribution), random.weighted(scoreDistribution)];
    }
    match.hostGoals = hostGoals;
    match.guestGoals = guestGoals;

    type Planned = {
      minute: number;
      order: number;
      kind: 'sub' | 'goal' | 'yellow' | 'second_yellow' | 'red' | 'missed';
      side: TeamType;
      method?: GoalMethod;
    };
    const planned: Planned[] = [];
    const minute = (from: number, to: number) => {
      const last = Math.min(to, until);
      return random.int(Math.min(from, last), last);
    };
    for (const side of ['host', 'guest'] as const) {
      const goals = side === 'host' ? hostGoals : guestGoals;
      for (let i = 0; i < goals; i++) {
        const method =
          side === 'host' && forced.hostMethods?.[i]
            ? forced.hostMethods[i]
            : random.weighted<GoalMethod>([
                ['goal', 37],
                ['assistant', 40],
                ['penalty', 10],
                ['free-kick', 7],
                ['own_goal', 6],
              ]);
        planned.push({ minute: minute(1, length), order: 2, kind: 'goal', side, method });
      }
      if (elapsed === undefined) {
        const subs = random.int(2, 5);
        for (let i = 0; i < subs; i++)
          planned.push({
            minute: i === 0 && random.chance(0.4) ? half : minute(half, length - 3),
            order: 1,
            kind: 'sub',
            side,
          });
      }
      const yellows = random.weighted([
        [0, 30],
        [1, 35],
        [2, 20],
        [3, 10],
        [4, 5],
      ] as const);
      for (let i = 0; i < yellows; i++) planned.push({ minute: minute(5, length), order: 3, kind: 'yellow', side });
      if (forced.secondYellow === side || (elapsed === undefined && random.chance(0.04))) {
        planned.push({ minute: minute(10, half), order: 3, kind: 'yellow', side });
        planned.push({ minute: minute(half + 5, length), order: 4, kind: 'second_yellow', side });
      }
      if (forced.red === side || (elapsed === undefined && random.chance(0.02)))
        planned.push({ minute: minute(20, length), order: 4, kind: 'red', side });
      if (forced.missedPenalty === side || random.chance(0.05))
        planned.push({ minute: minute(5, length), order: 2, kind: 'missed', side });
    }
    planned.sort((a, b) => a.minute - b.minute || a.order - b.order);

    const timing = (value: number) => ({
      minute: value,
      additional_minute: (value === half || value === length) && random.chance(0.4) ? random.int(1, 4) : null,
      match_scope: 'regular' as const,
    });
    const weightedScorer = (players: Player[]) =>
      random.weighted(
        players.map(
          (p) => [p, p.position === 'FW' ? 5 : p.position === 'MF' ? 3 : p.position === 'DF' ? 1 : 0.05] as const,
        ),
      );
    const fieldPlayers = (state: SideState) => state.onPitch.filter((p) => p.position !== 'GK');

    for (const event of planned) {
      const state = sides[event.side];
      if (event.kind === 'sub') {
        const incoming = state.bench.shift();
        const candidates = fieldPlayers(state);
        if (!incoming || candidates.length === 0) continue;
        const outgoing = random.pick(candidates);
        state.onPitch = [...state.onPitch.filter((p) => p !== outgoing), incoming];
        rows.replacements.push({
          id: ids.next('replacements'),
          match_id: match.id,
          team_type: event.side,
          player_in_id: incoming.id,
          player_out_id: outgoing.id,
          ...timing(event.minute),
        });
      } else if (event.kind === 'goal') {
        if (event.method === 'own_goal') {
          const opponents = sides[other(event.side)];
          const defenders = fieldPlayers(opponents).filter((p) => p.position !== 'FW');
          const scorer = random.pick(defenders.length ? defenders : fieldPlayers(opponents));
          rows.goals.push({
            id: ids.next('goals'),
            match_id: match.id,
            team_type: other(event.side),
            player_id: scorer.id,
            method: 'own_goal',
            assistant_player_id: null,
            ...timing(event.minute),
          });
        } else {
          const scorer = weightedScorer(state.onPitch);
          const mates = fieldPlayers(state).filter((p) => p !== scorer);
          const assistant = event.method === 'assistant' && mates.length ? random.pick(mates) : null;
          rows.goals.push({
            id: ids.next('goals'),
            match_id: match.id,
            team_type: event.side,
            player_id: scorer.id,
            method: assistant ? 'assistant' : event.method === 'assistant' ? 'goal' : event.method!,
            assistant_player_id: assistant?.id ?? null,
            ...timing(event.minute),
          });
        }
      } else if (event.kind === 'yellow') {
        const candidates = fieldPlayers(state).filter((p) => !state.booked.has(p.id));
        if (candidates.length === 0) continue;
        const player = random.pick(candidates);
        state.booked.add(player.id);
        rows.punishments.push({
          id: ids.next('punishments'),
          match_id: match.id,
          team_type: event.side,
          player_id: player.id,
          card: 'yellow',
          removal_cause: null,
          ...timing(event.minute),
        });
      } else if (event.kind === 'second_yellow') {
        const player = fieldPlayers(state).find((p) => state.booked.has(p.id));
        if (!player) continue;
        state.onPitch = state.onPitch.filter((p) => p !== player);
        rows.punishments.push({
          id: ids.next('punishments'),
          match_id: match.id,
          team_type: event.side,
          player_id: player.id,
          card: 'second_yellow',
          removal_cause: 'second_yellow',
          ...timing(event.minute),
        });
      } else if (event.kind === 'red') {
        const candidates = fieldPlayers(state);
        if (candidates.length === 0) continue;
        const player = random.pick(candidates);
        state.onPitch = state.onPitch.filter((p) => p !== player);
        const cause = random.pick<RemovalCause>([
          'serious_foul_play',
          'violent_conduct',
          'denying_goal_opportunity',
          'offensive_language',
        ]);
        rows.punishments.push({
          id: ids.next('punishments'),
          match_id: match.id,
          team_type: event.side,
          player_id: player.id,
          card: 'red',
          removal_cause: cause,
          ...timing(event.minute),
        });
      } else {
        const taker = weightedScorer(fieldPlayers(state));
        const keeper = sides[other(event.side)].gk;
        rows.missed_penalties.push({
          id: ids.next('missed_penalties'),
          match_id: match.id,
          team_type: event.side,
          player_id: taker.id,
          goalkeeper_player_id: keeper.id,
          failure: random.pick(['saved', 'post', 'miss'] as const),
          ...timing(event.minute),
        });
      }
    }

    if (forced.beforeCard) {
      const state = sides[forced.beforeCard];
      const player = random.pick(fieldPlayers(state));
      rows.punishments.push({
        id: ids.next('punishments'),
        match_id: match.id,
        team_type: forced.beforeCard,
        player_id: player.id,
        card: 'yellow',
        removal_cause: null,
        minute: null,
        additional_minute: null,
        match_scope: 'before',
      });
    }

    if (forced.shootout) {
      // Host wins 4:3 on penalties: host G G M G G, guest G M G G M.
      const kicks: Record<TeamType, boolean[]> = {
        host: [true, true, false, true, true],
        guest: [true, false, true, true, false],
      };
      for (let round = 0; round < 5; round++) {
        for (const side of ['host', 'guest'] as const) {
          const state = sides[side];
          const taker = fieldPlayers(state)[round % fieldPlayers(state).length];
          if (kicks[side][round]) {
            rows.goals.push({
              id: ids.next('goals'),
              match_id: match.id,
              team_type: side,
              player_id: taker.id,
              method: 'penalty',
              assistant_player_id: null,
              minute: null,
              additional_minute: null,
              match_scope: 'after',
            });
          } else {
            rows.missed_penalties.push({
              id: ids.next('missed_penalties'),
              match_id: match.id,
              team_type: side,
              player_id: taker.id,
              goalkeeper_player_id: sides[other(side)].gk.id,
              failure: round === 2 ? 'post' : 'saved',
              minute: null,
              additional_minute: null,
              match_scope: 'after',
            });
          }
        }
      }
    }

    if (elapsed === undefined) {
      const total = Math.round(length * 60 * 0.62);
      const share = 0.35 + random.next() * 0.3;
      const hostSeconds = Math.round(total * share);
      const mmss = (seconds: number) =>
        `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
      const shots = (goals: number) => {
        const onTarget = goals + random.int(1, 6);
        return { total: onTarget + random.int(2, 9), onTarget };
      };
      const hostShots = shots(hostGoals);
      const guestShots = shots(guestGoals);
      const metrics: Array<[string, string, string]> = [
        ['pure_possession_of_the_ball', mmss(hostSeconds), mmss(total - hostSeconds)],
        ['shots', String(hostShots.total), String(guestShots.total)],
        ['shots_on_target', String(hostShots.onTarget), String(guestShots.onTarget)],
        ['corners', String(random.int(0, 10)), String(random.int(0, 10))],
        ['fouls', String(random.int(4, 18)), String(random.int(4, 18))],
        ['offsides', String(random.int(0, 5)), String(random.int(0, 5))],
      ];
      metrics.forEach(([metric, host, guest], sort) =>
        rows.match_statistics.push({
          id: ids.next('match_statistics'),
          match_id: match.id,
          metric,
          host_value: host,
          guest_value: guest,
          sort,
        }),
      );
    }
  };
}
