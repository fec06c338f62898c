// The protocol's parts as the cabinet reads them, built from the match row: its lifecycle and
// the steps the user may take, the score, the protocol page (crew, statistics, colours), squads.
import type {
  CabinetProtocol,
  CabinetSquadSide,
  CabinetSquads,
  Language,
  MatchLifecycleState,
  ProtocolTransition,
  TeamType,
} from '@league/shared/contracts';
import { PROTOCOL_METRICS, REFEREE_ROLES } from '@league/shared/contracts';
import { policyAllows } from '@league/shared/access';
import { matches as endpoints } from '@league/shared/endpoints';
import { enumLabel, UNIFORM_COLORS } from '@league/shared/labels';
import type { Executor } from '../../../db/database';
import { mayCall } from '../../../lib/route';
import { type CurrentUser, inClubScope } from '../../auth/index';
import * as stats from '../../stats/index';
import { toMatchInputs } from '../match-inputs';
import * as repo from '../matches.protocol.repository';
import * as matchesRepository from '../matches.repository';
import { clockOf } from './clock';
import { editable, mayWrite } from './deps';

export function lifecycleOf(row: Pick<repo.ProtocolMatchRow, 'status' | 'protocol_confirmed_at'>): MatchLifecycleState {
  return row.protocol_confirmed_at !== null ? 'locked' : row.status;
}

export function transitionsFor(user: CurrentUser, row: repo.ProtocolMatchRow): ProtocolTransition[] {
  if (!mayWrite(user)) return [];
  if (row.protocol_confirmed_at !== null) return policyAllows('superAdmin', user.role) ? ['unlock'] : [];
  if (row.status === 'scheduled' || (row.status === 'postponed' && row.date_time !== null)) return ['start'];
  if (row.status === 'live') return ['finish'];
  // A finished sheet is locked by both teams' sign-off (ADR 0212); the referee has no lock of
  // their own (ADR 0252). The league may still lock it, e.g. when an official never signs.
  if (row.status === 'finished') return policyAllows('superAdmin', user.role) ? ['lock'] : [];
  return [];
}

// ---------------------------------------------------------------------------------------------
// Reading the parts

export async function matchInput(executor: Executor, language: Language, id: number) {
  const [rows, events] = await Promise.all([
    matchesRepository.listMatches(executor, language, { ids: [id] }),
    matchesRepository.loadEvents(executor, [id]),
  ]);
  const input = toMatchInputs(rows, events)[0];
  return { input, events };
}

export function scoreOf(input: stats.MatchInput) {
  const s = stats.matchScore({ ...input, technicalResult: null });
  return {
    score: { host: s.host, guest: s.guest },
    shootout: s.shootout ? { host: s.shootout.host, guest: s.shootout.guest } : null,
  };
}

/** The protocol's statistics: the league's metrics first, then any other the match has. */
function statisticsOf(
  statistics: Awaited<ReturnType<typeof matchesRepository.loadMatchStatistics>>,
  language: Language,
): CabinetProtocol['statistics'] {
  const byMetric = new Map(statistics.map((s) => [s.metric, s]));
  const metrics = [
    ...PROTOCOL_METRICS,
    ...statistics.map((s) => s.metric).filter((m) => !(PROTOCOL_METRICS as readonly string[]).includes(m)),
  ];
  return metrics.map((metric) => ({
    metric,
    title: enumLabel('metric', metric, language),
    host_value: byMetric.get(metric)?.host_value ?? null,
    guest_value: byMetric.get(metric)?.guest_value ?? null,
  }));
}

/** What the user may do with the protocol page. */
function permissionsOf(
  user: CurrentUser,
  row: repo.ProtocolMatchRow,
  input: stats.MatchInput,
): CabinetProtocol['permissions'] {
  const canEdit = mayWrite(user) && editable(row);
  return {
    edit: canEdit,
    transitions: transitionsFor(user, row),
    broadcast: mayCall(endpoints.setBroadcast, user.role),
    delete:
      mayCall(endpoints.deleteMatch, user.role) &&
      row.status !== 'finished' &&
      row.protocol_confirmed_at === null &&
      input.goals.length +
        input.punishments.length +
        (input.replacements?.length ?? 0) +
        (input.missedPenalties?.length ?? 0) ===
        0,
  };
}

export async function protocolOf(
  executor: Executor,
  language: Language,
  user: CurrentUser,
  row: repo.ProtocolMatchRow,
): Promise<CabinetProtocol> {
  const [{ input }, crew, statistics] = await Promise.all([
    matchInput(executor, language, row.id),
    repo.crewOf(executor, row.id),
    matchesRepository.loadMatchStatistics(executor, row.id),
  ]);
  const refereeIds = crew.map((c) => c.referee_id);
  const [named, options] = await Promise.all([
    repo.referees(executor, language, refereeIds),
    mayWrite(user) ? repo.referees(executor, language) : Promise.resolve([]),
  ]);
  const names = new Map(named.map((r) => [r.id, r]));
  return {
    version: row.protocol_version,
    match: {
      id: row.id,
      tournament: { id: row.tournament_id, title: row.tournament_title },
      tour_name: row.tour_title,
      date_time: row.date_time,
      status: row.status,
      lifecycle: lifecycleOf(row),
      technical_result: row.technical_result,
      host: { id: row.host_team_id, title: row.host_title },
      guest: { id: row.guest_team_id, title: row.guest_title },
      stadium: row.stadium_title,
      broadcast_url: row.broadcast_url,
    },
    ...scoreOf(input),
    crew: REFEREE_ROLES.map((role) => {
      const member = crew.find((c) => c.role === role);
      return { role, referee: member ? (names.get(member.referee_id) ?? { id: member.referee_id, name: '' }) : null };
    }),
    statistics: statisticsOf(statistics, language),
    host_color: row.host_color,
    guest_color: row.guest_color,
    spectators: row.spectators,
    clock: clockOf(row),
    permissions: permissionsOf(user, row, input),
    options: {
      referees: options,
      colors: Object.keys(UNIFORM_COLORS).map((id) => ({ id, title: enumLabel('color', id, language) })),
    },
  };
}

function squadSide(row: repo.ProtocolMatchRow, squad: repo.SquadPlayerRow[], teamType: TeamType): CabinetSquadSide {
  const teamId = teamType === 'host' ? row.host_team_id : row.guest_team_id;
  return {
    team: { id: teamId, title: teamType === 'host' ? row.host_title : row.guest_title },
    team_type: teamType,
    version: teamType === 'host' ? row.host_squad_version : row.guest_squad_version,
    players: squad
      .filter((s) => s.team_id === teamId)
      .map((s) => ({
        player_id: s.player_id,
        name: s.name,
        kind: s.kind,
        number: s.number,
        is_captain: s.is_captain,
        position: s.position,
      })),
  };
}

/** The sides a user sees: a command_admin only its own club's team. */
export function visibleSides(user: CurrentUser, row: repo.ProtocolMatchRow): Record<TeamType, boolean> {
  return { host: inClubScope(user, row.host_club_id), guest: inClubScope(user, row.guest_club_id) };
}

export async function squadsOf(
  executor: Executor,
  language: Language,
  user: CurrentUser,
  row: repo.ProtocolMatchRow,
): Promise<CabinetSquads> {
  const squad = await repo.squadOf(executor, language, row.id);
  const sides = visibleSides(user, row);
  return {
    host: sides.host ? squadSide(row, squad, 'host') : null,
    guest: sides.guest ? squadSide(row, squad, 'guest') : null,
    editable: mayWrite(user) && editable(row),
  };
}
