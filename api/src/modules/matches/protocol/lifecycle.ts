// The protocol page's writes: its lifecycle step (start, finish, lock, unlock) with the crew,
// statistics, colours and spectators in one save; the broadcast link; deleting a match.
import type {
  BroadcastBody,
  CabinetProtocol,
  Language,
  ProtocolPatchBody,
  ProtocolTransition,
} from '@league/shared/contracts';
import { PROTOCOL_METRICS } from '@league/shared/contracts';
import { UNIFORM_COLORS } from '@league/shared/labels';
import type { Executor } from '../../../db/database';
import type { FieldErrors } from '../../../lib/errors';
import type { CurrentUser } from '../../auth/index';
import * as repo from '../matches.protocol.repository';
import { stoppedClock } from './clock';
import { conflict, offCalendar, type ProtocolDeps, reach, refuse, stale, write } from './deps';
import { protocol } from './reads';
import { protocolOf, transitionsFor } from './views';
import { orNull } from '../../../lib/text';

const POSSESSION = /^\d{1,3}:[0-5]\d$/;
const COUNT = /^\d{1,4}$/;

async function assertDataOpen(
  row: repo.ProtocolMatchRow,
  body: ProtocolPatchBody,
  saved: () => Promise<unknown>,
): Promise<void> {
  const changesData =
    body.crew !== undefined ||
    body.statistics !== undefined ||
    body.host_color !== undefined ||
    body.guest_color !== undefined ||
    body.spectators !== undefined;
  if (changesData) {
    // Data changes need an open protocol (an unlock in the same save opens it).
    if (row.protocol_confirmed_at !== null && body.transition !== 'unlock') await conflict('protocol_locked', saved);
    if (offCalendar(row)) await conflict('transition_not_allowed', saved);
  }
}

async function applyTransition(
  { clock }: ProtocolDeps,
  trx: Executor,
  user: CurrentUser,
  row: repo.ProtocolMatchRow,
  id: number,
  transition: ProtocolTransition,
  saved: () => Promise<unknown>,
): Promise<void> {
  if (!transitionsFor(user, row).includes(transition))
    await conflict(row.protocol_confirmed_at !== null ? 'protocol_locked' : 'transition_not_allowed', saved);
  const step: Record<ProtocolTransition, Parameters<typeof repo.updateMatch>[2]> = {
    start: { status: 'live' },
    // The clock stops with the match (its minute stays as it was at the whistle).
    finish: { status: 'finished', ...(row.clock_started_at !== null ? stoppedClock(row, clock()) : {}) },
    lock: { protocol_confirmed_at: clock().toISOString() },
    unlock: { protocol_confirmed_at: null },
  };
  await repo.updateMatch(trx, id, step[transition]);
}

/** The save's faults: an unknown or twice-named referee, a statistic's format, an unknown colour. */
async function protocolFields(
  trx: Executor,
  language: Language,
  id: number,
  body: ProtocolPatchBody,
): Promise<FieldErrors> {
  const fields: FieldErrors = {};
  if (body.crew) {
    const current = new Map((await repo.crewOf(trx, id)).map((c) => [c.role, c.referee_id as number | null]));
    for (const c of body.crew) current.set(c.role, c.referee_id);
    const chosen = [...current.values()].filter((v): v is number => v !== null);
    const known = new Set((await repo.referees(trx, language, chosen)).map((r) => r.id));
    body.crew.forEach((c, i) => {
      if (c.referee_id === null) return;
      if (!known.has(c.referee_id)) fields[`crew.${i}.referee_id`] = [{ rule: 'one_of' }];
      else if (chosen.filter((r) => r === c.referee_id).length > 1)
        fields[`crew.${i}.referee_id`] = [{ rule: 'crew_twice' }];
    });
  }
  body.statistics?.forEach((s, i) => {
    const pattern = s.metric === 'pure_possession_of_the_ball' ? POSSESSION : COUNT;
    const rule = s.metric === 'pure_possession_of_the_ball' ? 'stat_possession' : 'stat_count';
    for (const side of ['host_value', 'guest_value'] as const) {
      const value = s[side]?.trim();
      if (value && !pattern.test(value)) fields[`statistics.${i}.${side}`] = [{ rule }];
    }
  });
  for (const side of ['host_color', 'guest_color'] as const) {
    const value = body[side];
    if (value && !(value in UNIFORM_COLORS)) fields[side] = [{ rule: 'one_of' }];
  }
  return fields;
}

async function saveProtocolData(trx: Executor, id: number, body: ProtocolPatchBody): Promise<void> {
  for (const c of body.crew ?? []) await repo.replaceCrewRole(trx, id, c.role, c.referee_id);
  for (const s of body.statistics ?? []) {
    const sort = PROTOCOL_METRICS.indexOf(s.metric);
    await repo.saveStatistic(trx, id, s.metric, sort, orNull(s.host_value), orNull(s.guest_value));
  }
  await repo.updateMatch(trx, id, {
    ...(body.host_color !== undefined ? { host_color: body.host_color || null } : {}),
    ...(body.guest_color !== undefined ? { guest_color: body.guest_color || null } : {}),
    ...(body.spectators !== undefined ? { spectators: body.spectators } : {}),
  });
}

export async function patchProtocol(
  deps: ProtocolDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  body: ProtocolPatchBody,
): Promise<CabinetProtocol> {
  await write(deps, id, async (trx) => {
    const row = await reach(deps, language, user, id, trx);
    // The protocol as the row read before this write's version bump says (its version too).
    const saved = () => protocolOf(trx, language, user, row);
    if ((await repo.bumpVersion(trx, id, 'protocol_version', body.version)) === null) await stale(saved);
    await assertDataOpen(row, body, saved);
    if (body.transition) await applyTransition(deps, trx, user, row, id, body.transition, saved);

    const fields = await protocolFields(trx, language, id, body);
    if (Object.keys(fields).length) throw refuse('validation_failed', fields);
    await saveProtocolData(trx, id, body);
  });
  return protocol(deps, language, user, id);
}

export async function setBroadcast(
  deps: ProtocolDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  body: BroadcastBody,
) {
  await write(deps, id, async (trx) => {
    await reach(deps, language, user, id, trx);
    await repo.updateMatch(trx, id, { broadcast_url: body.broadcast_url || null });
  });
  const row = await reach(deps, language, user, id);
  return { id, broadcast_url: row.broadcast_url };
}

export async function deleteMatch(deps: ProtocolDeps, language: Language, user: CurrentUser, id: number) {
  await write(deps, id, async (trx) => {
    const row = await reach(deps, language, user, id, trx);
    if (row.status === 'finished' || row.protocol_confirmed_at !== null || (await repo.countEvents(trx, id)) > 0) {
      await conflict('match_has_protocol', () => protocolOf(trx, language, user, row));
    }
    await repo.deleteMatch(trx, id);
  });
  return { id };
}
