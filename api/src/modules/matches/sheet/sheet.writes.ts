// The match sheet's writes (ADR 0212), each in one transaction behind the match row's lock (the
// lock order's "match" step, as every protocol write): an identity check, the referee's close, a
// team's sign-off, the league's reopening. Each is kept in the sheet's history. A refused step
// is a 409 with the sheet as it is (`data.current`); both officials confirming at the same instant
// run one after the other, and the second locks the sheet.
import type { IdentityBody, Language, MatchSheet, ReopenBody, SignBody, TeamType } from '@league/shared/contracts';
import type { DB, Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../lib/clock';
import { AppError, type ConflictCode } from '../../../lib/errors';
import type { FileStorage } from '../../../storage/storage';
import type { CurrentUser } from '../../auth/index';
import { reachMatch } from '../match-scope';
import * as protocolRepo from '../matches.protocol.repository';
import { checking, ownSides, readSheet } from './sheet.read';
import * as repo from './sheet.repository';
import { checkPin } from './signing-pin';
import { orNull } from '../../../lib/text';

export interface SheetDeps {
  db: DB;
  clock: Clock;
  /** Where players' private photos are kept (the identity check's photos, ADR 0253). */
  storage?: FileStorage;
}

type Step = (trx: Executor, row: protocolRepo.ProtocolMatchRow) => Promise<void>;

/** Runs `step` behind the match's lock and answers the sheet after it. */
async function sheetWrite(
  { db }: SheetDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  step: Step,
): Promise<MatchSheet> {
  return inTransaction(
    db,
    async (trx) => {
      await reachMatch(trx, language, user, id);
      await protocolRepo.lockMatch(trx, id);
      // Read again behind the lock: a writer that went first is seen.
      const row = await reachMatch(trx, language, user, id);
      await step(trx, row);
      return readSheet(trx, language, user, await reachMatch(trx, language, user, id));
    },
    { label: 'match sheet' },
  );
}

async function refuse(
  trx: Executor,
  language: Language,
  user: CurrentUser,
  row: protocolRepo.ProtocolMatchRow,
  code: ConflictCode,
): Promise<never> {
  throw new AppError(code, { data: { current: await readSheet(trx, language, user, row) } });
}

const invalid = (field: string, rule: string) => new AppError('validation_failed', { fields: { [field]: [{ rule }] } });

export function checkIdentity(deps: SheetDeps, language: Language, user: CurrentUser, id: number, body: IdentityBody) {
  return sheetWrite(deps, language, user, id, async (trx, row) => {
    if (row.protocol_confirmed_at !== null) await refuse(trx, language, user, row, 'protocol_locked');
    if (!checking(row)) await refuse(trx, language, user, row, 'identity_closed');
    const listed = (await repo.sheetPlayers(trx, language, id)).find((p) => p.player_id === body.player_id);
    if (!listed) throw invalid('player_id', 'ev_not_in_squad');
    const status = body.status === 'unchecked' ? null : body.status;
    if ((listed.status ?? null) === status) return;
    await repo.setIdentity(trx, id, body.player_id, status, user.id);
    await repo.addHistory(trx, {
      match_id: id,
      action: status === null ? 'identity_cleared' : `identity_${status}`,
      user_id: user.id,
      team_type: listed.team_id === row.host_team_id ? 'host' : 'guest',
      player_id: body.player_id,
    });
  });
}

export function closeSheet(deps: SheetDeps, language: Language, user: CurrentUser, id: number) {
  return sheetWrite(deps, language, user, id, async (trx, row) => {
    if (row.protocol_confirmed_at !== null) await refuse(trx, language, user, row, 'protocol_locked');
    if (row.sheet_closed_at !== null) await refuse(trx, language, user, row, 'sheet_closed');
    if (row.status !== 'finished') await refuse(trx, language, user, row, 'sheet_not_finished');
    await repo.setSheetState(trx, id, { sheet_closed_at: deps.clock().toISOString() });
    await repo.addHistory(trx, { match_id: id, action: 'closed', user_id: user.id });
  });
}

/**
 * Who signs on the referee's device: the official's own e-mail and signing PIN (ADR 0251),
 * checked against that side's club before the sheet's transaction, in one of its own (the wrong
 * tries it counts stay counted when the signature is refused).
 */
async function deviceSigner(deps: SheetDeps, language: Language, user: CurrentUser, id: number, body: SignBody) {
  const row = await reachMatch(deps.db, language, user, id);
  const clubId = body.team_type === 'host' ? row.host_club_id : row.guest_club_id;
  const official = body.email ? await repo.clubOfficialByEmail(deps.db, body.email, clubId) : undefined;
  await checkPin(deps, official?.id, body.pin ?? '');
  return official!.id;
}

/** Who signs: a team's official from their own account (their club's side only), or on the device. */
function signer(
  user: CurrentUser,
  row: protocolRepo.ProtocolMatchRow,
  body: SignBody,
  onDevice: number | null,
): { id: number; onDevice: boolean } {
  if (onDevice === null) {
    if (!ownSides(user, row).includes(body.team_type)) throw invalid('team_type', 'sheet_own_team');
    return { id: user.id, onDevice: false };
  }
  return { id: onDevice, onDevice: true };
}

export async function signSheet(deps: SheetDeps, language: Language, user: CurrentUser, id: number, body: SignBody) {
  const onDevice = user.role === 'command_admin' ? null : await deviceSigner(deps, language, user, id, body);
  return sheetWrite(deps, language, user, id, async (trx, row) => {
    if (row.protocol_confirmed_at !== null) await refuse(trx, language, user, row, 'protocol_locked');
    if (row.sheet_closed_at === null) await refuse(trx, language, user, row, 'sheet_not_closed');
    const reason = orNull(body.reason);
    if (body.decision === 'dispute' && !reason) throw invalid('reason', 'required');
    const official = signer(user, row, body, onDevice);
    const signed = await repo.signoffsOf(trx, id);
    if (signed.some((s) => s.team_type === body.team_type)) await refuse(trx, language, user, row, 'sheet_signed');
    const status = body.decision === 'confirm' ? 'confirmed' : 'disputed';
    await repo.addSignoff(trx, {
      match_id: id,
      team_type: body.team_type,
      status,
      reason: status === 'disputed' ? reason : null,
      official_user_id: official.id,
      on_device: official.onDevice,
    });
    await repo.addHistory(trx, {
      match_id: id,
      action: status,
      user_id: official.id,
      team_type: body.team_type,
      reason: status === 'disputed' ? reason : null,
    });
    const confirmed = new Set<TeamType>([
      ...signed.filter((s) => s.status === 'confirmed').map((s) => s.team_type),
      ...(status === 'confirmed' ? [body.team_type] : []),
    ]);
    if (confirmed.size === 2) {
      await repo.setSheetState(trx, id, { protocol_confirmed_at: deps.clock().toISOString() });
      await repo.addHistory(trx, { match_id: id, action: 'locked', user_id: official.id });
    }
  });
}

/** The league reopens a locked sheet: the signatures go, the reason stays in the history. */
export function reopenSheet(deps: SheetDeps, language: Language, user: CurrentUser, id: number, body: ReopenBody) {
  return sheetWrite(deps, language, user, id, async (trx, row) => {
    if (row.protocol_confirmed_at === null) await refuse(trx, language, user, row, 'transition_not_allowed');
    await repo.clearSignoffs(trx, id);
    await repo.setSheetState(trx, id, { protocol_confirmed_at: null, sheet_closed_at: null });
    await repo.addHistory(trx, { match_id: id, action: 'reopened', user_id: user.id, reason: body.reason.trim() });
  });
}
