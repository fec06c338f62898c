// A match's squads: the form a team fills (candidates, their eligibility, a proposed lineup),
// saving a side's squad against the league's rules, and emptying it.
import type {
  CabinetSquadForm,
  CabinetSquads,
  Language,
  PlayerPosition,
  SquadResetBody,
  SquadSaveBody,
  TeamType,
} from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { almatyDate } from '../../../lib/clock';
import type { FieldErrors } from '../../../lib/errors';
import type { CurrentUser } from '../../auth/index';
import { ineligibleFields, type NamedPerson, type Verdict } from '../../eligibility/index';
import { judgeSquad, squadVerdicts } from '../matches.eligibility';
import * as repo from '../matches.protocol.repository';
import { proposeSquad } from '../squad-proposal';
import { assertEditable, one, type ProtocolDeps, reach, refuse, stale, write } from './deps';
import { currentRules } from './event-rules';
import { squads } from './reads';
import { squadsOf, visibleSides } from './views';

const SQUAD_VERSION: Record<TeamType, repo.VersionColumn> = {
  host: 'host_squad_version',
  guest: 'guest_squad_version',
};

export async function squadForm(
  deps: ProtocolDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<CabinetSquadForm> {
  const { db, clock } = deps;
  const row = await reach(deps, language, user, id);
  const sides = visibleSides(user, row);
  const on = row.date_time ? almatyDate(new Date(row.date_time)) : almatyDate(clock());
  const side = async (teamType: TeamType) => {
    const teamId = teamType === 'host' ? row.host_team_id : row.guest_team_id;
    const list = await repo.candidates(db, language, row.tournament_id, teamId);
    const [verdicts, last] = await Promise.all([
      squadVerdicts(db, language, {
        tournamentId: row.tournament_id,
        teamId,
        playerIds: list.map((c) => c.player_id),
        matchId: id,
        on,
      }),
      repo.lastLineup(db, language, row.tournament_id, teamId, id, row.date_time),
    ]);
    const candidates = list.map((c) => ({
      player_id: c.player_id,
      name: c.name,
      number: c.number,
      position: c.position,
      eligible: verdicts.get(c.player_id)?.eligible ?? true,
      reasons: verdicts.get(c.player_id)?.reasons ?? [],
    }));
    const proposal = proposeSquad(candidates, last?.players ?? null);
    return {
      team: { id: teamId, title: teamType === 'host' ? row.host_title : row.guest_title },
      team_type: teamType,
      candidates,
      proposal: {
        ...proposal,
        match:
          proposal.source === 'last_match' && last
            ? { id: last.match_id, date_time: last.date_time, opponent: last.opponent }
            : null,
      },
    };
  };
  return { host: sides.host ? await side('host') : null, guest: sides.guest ? await side('guest') : null };
}

/** The saved squad's own faults: twice listed, not a candidate, ineligible, a number taken, the lineup's rules. */
function squadFields(
  language: Language,
  body: SquadSaveBody,
  byId: Map<number, repo.CandidateRow>,
  verdicts: Map<number, Verdict>,
) {
  const fields: FieldErrors = {};
  const seen = new Set<number>();
  const numbers = new Set<number>();
  const judged: NamedPerson[] = [];
  body.players.forEach((p, i) => {
    if (seen.has(p.player_id)) fields[`players.${i}.player_id`] = [{ rule: 'sq_duplicate' }];
    else if (!byId.has(p.player_id)) fields[`players.${i}.player_id`] = [{ rule: 'sq_not_candidate' }];
    else judged.push({ id: p.player_id, field: `players.${i}.player_id`, name: byId.get(p.player_id)!.name });
    if (numbers.has(p.number))
      fields[`players.${i}.number`] = [{ rule: 'sq_number_taken', params: { number: p.number } }];
    seen.add(p.player_id);
    numbers.add(p.number);
  });
  ineligibleFields(verdicts, judged, language, fields);
  const main = body.players.filter((p) => p.kind === 'main');
  if (main.length > 11) fields.players = [{ rule: 'sq_too_many_main' }];
  if (body.players.length > 0) {
    if (body.players.filter((p) => p.is_captain).length !== 1) (fields.captain ??= []).push({ rule: 'sq_one_captain' });
    const positionOf = (p: (typeof body.players)[number]): PlayerPosition | null =>
      p.position ?? byId.get(p.player_id)?.position ?? null;
    if (!main.some((p) => positionOf(p) === 'GK')) (fields.goalkeeper ??= []).push({ rule: 'sq_goalkeeper' });
  }
  return { fields, seen };
}

/**
 * The match and the side of a squad being saved or reset: the team one of the match's two, the
 * protocol editable, and the side's squad version moved on from `body.version` (else 409 with
 * the current squads).
 */
async function reachSquadToWrite(
  deps: ProtocolDeps,
  trx: Executor,
  language: Language,
  user: CurrentUser,
  id: number,
  body: { team_id: number; version: number },
): Promise<{ row: repo.ProtocolMatchRow; teamType: TeamType }> {
  const row = await reach(deps, language, user, id, trx);
  const teamType: TeamType | null =
    body.team_id === row.host_team_id ? 'host' : body.team_id === row.guest_team_id ? 'guest' : null;
  if (teamType === null) throw refuse('validation_failed', one('team_id', 'sq_team'));
  await assertEditable(row, () => squadsOf(trx, language, user, row));
  if ((await repo.bumpVersion(trx, id, SQUAD_VERSION[teamType], body.version)) === null)
    await stale(() => squadsOf(trx, language, user, row));
  return { row, teamType };
}

export async function saveSquad(
  deps: ProtocolDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  body: SquadSaveBody,
): Promise<CabinetSquads> {
  const { clock } = deps;
  await write(deps, id, async (trx) => {
    const { row, teamType } = await reachSquadToWrite(deps, trx, language, user, id, body);
    const list = await repo.candidates(trx, language, row.tournament_id, body.team_id);
    const byId = new Map(list.map((c) => [c.player_id, c]));
    const on = row.date_time ? almatyDate(new Date(row.date_time)) : almatyDate(clock());
    const verdicts = await judgeSquad(trx, {
      tournamentId: row.tournament_id,
      teamId: body.team_id,
      playerIds: body.players.map((p) => p.player_id),
      matchId: id,
      on,
    });
    const { fields, seen } = squadFields(language, body, byId, verdicts);
    // Players named in this side's events stay in the squad.
    const { list: events } = await currentRules(trx, language, row);
    const named = new Set(
      events
        .filter((e) => e.side === teamType)
        .flatMap((e) => [e.playerId, e.assistantId, e.playerInId, e.playerOutId])
        .filter((v): v is number => v !== null && v !== undefined),
    );
    if ([...named].some((pid) => !seen.has(pid))) (fields.players ??= []).push({ rule: 'sq_in_events' });
    if (Object.keys(fields).length) throw refuse('validation_failed', fields);
    await repo.replaceSquad(
      trx,
      id,
      body.team_id,
      body.players.map((p) => ({
        player_id: p.player_id,
        kind: p.kind,
        number: p.number,
        is_captain: p.is_captain ?? false,
        position: p.position ?? byId.get(p.player_id)?.position ?? null,
      })),
    );
  });
  return squads(deps, language, user, id);
}

export async function resetSquad(
  deps: ProtocolDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  body: SquadResetBody,
): Promise<CabinetSquads> {
  await write(deps, id, async (trx) => {
    const { row, teamType } = await reachSquadToWrite(deps, trx, language, user, id, body);
    const { list: events } = await currentRules(trx, language, row);
    if (events.some((e) => e.side === teamType)) throw refuse('validation_failed', one('team_id', 'sq_in_events'));
    await repo.replaceSquad(trx, id, body.team_id, []);
  });
  return squads(deps, language, user, id);
}
