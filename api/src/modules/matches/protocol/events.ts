// The referee's event writes: recording (with its idempotency key), changing and removing a
// goal, card, replacement or missed penalty while the match is live or finished.
import type { CabinetEvents, EventCreateBody, EventKind, EventUpdateBody, Language } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { AppError } from '../../../lib/errors';
import type { CurrentUser } from '../../auth/index';
import * as repo from '../matches.protocol.repository';
import { assertEditable, conflict, notFound, one, type ProtocolDeps, reach, refuse, stale, write } from './deps';
import { assertRules, currentRules, eventHash, eventValues, ruleEvent } from './event-rules';
import { eventsOf } from './events-view';
import { events } from './reads';

const TABLE: Record<EventKind, repo.EventTable> = {
  goal: 'goals',
  punishment: 'punishments',
  replacement: 'replacements',
  missed_penalty: 'missed_penalties',
};

/** Events are written while the match is live or finished and its protocol open; else 409 with the current events. */
async function assertEventsOpen(trx: Executor, language: Language, user: CurrentUser, row: repo.ProtocolMatchRow) {
  const current = () => eventsOf(trx, language, user, row);
  await assertEditable(row, current);
  if (row.status !== 'live' && row.status !== 'finished') await conflict('match_not_started', current);
}

/**
 * The match of an event being changed or removed: reached, its events open, and their version
 * moved on from `version` (else 409 with the current events).
 */
async function reachEventsToChange(
  deps: ProtocolDeps,
  trx: Executor,
  language: Language,
  user: CurrentUser,
  id: number,
  version: number,
): Promise<repo.ProtocolMatchRow> {
  const row = await reach(deps, language, user, id, trx);
  await assertEventsOpen(trx, language, user, row);
  if ((await repo.bumpVersion(trx, id, 'events_version', version)) === null)
    await stale(() => eventsOf(trx, language, user, row));
  return row;
}

/** The match's events as the rules see them, and the key of the one being changed (404 when it is not there). */
async function eventToChange(
  trx: Executor,
  language: Language,
  row: repo.ProtocolMatchRow,
  kind: EventKind,
  eventId: number,
) {
  const { list, entries } = await currentRules(trx, language, row);
  const key = `${kind}:${eventId}`;
  if (!list.some((e) => e.key === key)) throw notFound();
  return { list, entries, key };
}

export async function createEvent(
  deps: ProtocolDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  body: EventCreateBody,
  headerKey: string | undefined,
): Promise<CabinetEvents> {
  // The header and the body name one key: two different ones say the client is confused about
  // which write this is, and neither can be trusted to deduplicate it.
  if (headerKey !== undefined && body.idempotency_key !== undefined && headerKey !== body.idempotency_key)
    throw new AppError('idempotency_key_mismatch', {
      fields: one('idempotency_key', 'idempotency_key_mismatch'),
    });
  const key = body.idempotency_key ?? headerKey;
  if (key !== undefined && (key.length < 8 || key.length > 100))
    throw refuse('validation_failed', one('idempotency_key', 'min', { length: 8 }));
  await write(deps, id, async (trx) => {
    const row = await reach(deps, language, user, id, trx);
    await assertEventsOpen(trx, language, user, row);
    const values = eventValues(body);
    if (key !== undefined) {
      const claim = await repo.claimEventKey(trx, id, key, body.kind, eventHash(body.kind, values), user.id);
      if (claim === 'retry') return; // already recorded
      if (claim === 'reused')
        throw new AppError('idempotency_key_reused', {
          fields: one('idempotency_key', 'idempotency_key_reused'),
          data: { current: await eventsOf(trx, language, user, row) },
        });
    }
    const { list, entries } = await currentRules(trx, language, row);
    assertRules(entries, list, [...list, ruleEvent('new', body.kind, values)], 'new');
    const eventId = await repo.insertEvent(trx, TABLE[body.kind], id, values);
    if (key !== undefined) await repo.setEventKeyTarget(trx, id, key, eventId);
    await repo.bumpVersion(trx, id, 'events_version', null);
  });
  return events(deps, language, user, id);
}

export async function updateEvent(
  deps: ProtocolDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  kind: EventKind,
  eventId: number,
  body: EventUpdateBody,
): Promise<CabinetEvents> {
  if (body.kind !== kind) throw refuse('validation_failed', one('kind', 'one_of'));
  await write(deps, id, async (trx) => {
    const row = await reachEventsToChange(deps, trx, language, user, id, body.version);
    const values = eventValues(body);
    const { list, entries, key } = await eventToChange(trx, language, row, kind, eventId);
    assertRules(
      entries,
      list,
      list.map((e) => (e.key === key ? ruleEvent(key, kind, values) : e)),
      key,
    );
    await repo.updateEvent(trx, TABLE[kind], id, eventId, values);
  });
  return events(deps, language, user, id);
}

export async function deleteEvent(
  deps: ProtocolDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  kind: EventKind,
  eventId: number,
  version: number,
): Promise<CabinetEvents> {
  await write(deps, id, async (trx) => {
    const row = await reachEventsToChange(deps, trx, language, user, id, version);
    const { list, entries, key } = await eventToChange(trx, language, row, kind, eventId);
    assertRules(
      entries,
      list,
      list.filter((e) => e.key !== key),
      key,
    );
    await repo.deleteEvent(trx, TABLE[kind], id, eventId);
  });
  return events(deps, language, user, id);
}
