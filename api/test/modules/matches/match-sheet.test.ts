// The match sheet checked and signed (ADR 0212): who may read and write it (the role × endpoint
// matrix), the identity check before the final whistle, the referee's close, each team official's
// confirmation (from their account or on the referee's device with their own e-mail and signing PIN)
// or dispute with a reason, the sheet locked when both confirm (a protocol write then answers 409
// with the reason), the league's reopening with a reason, all in the history and in three
// languages; and on PostgreSQL over two API instances both officials confirming at the same
// instant: one locked sheet, no 5xx.
import { MatchSheetResponse } from '@league/shared/contracts';
import { assert } from 'superstruct';
import { fireTogether, tally } from '../../concurrency-helpers';
import { dbTargets } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import {
  closedSheetMatch,
  confirmGuestOnDevice,
  listedMatch,
  openSheetSuite,
  protocolStep,
  setSigningPin,
  sheetCall,
  type SheetTeams,
} from './match-sheet-helpers';

describe.each(dbTargets)('match sheet on %s', (target) => {
  let tokens: Record<string, string>;
  let teams: SheetTeams;

  const call = sheetCall(() => t);
  const newMatch = () => listedMatch(t, call, tokens.referee!, teams);
  const transition = (id: number, step: 'start' | 'finish') => protocolStep(call, tokens.referee!, id, step);

  /** A finished match whose sheet the referee has closed. */
  const closedMatch = () => closedSheetMatch(t, call, tokens.referee!, teams);

  const t = suiteApp({ target, seed: 'demo', replicas: target === 'postgres' ? 1 : 0 }, 240_000);
  beforeAll(async () => {
    ({ tokens, teams } = await openSheetSuite(t, ['admin', 'team', 'referee', 'provider', 'media'], {
      host: 'host-official@league.test',
      guest: 'guest-official@league.test',
    }));
  }, 240_000);

  it('lets each role call exactly what it may (the role × endpoint matrix)', async () => {
    const id = await newMatch();
    const read = `/cabinet/matches/${id}/sheet`;
    expect((await call('GET', read, undefined)).statusCode).toBe(401);
    for (const who of ['admin', 'referee', 'hostOfficial', 'guestOfficial']) {
      const answer = await call('GET', read, tokens[who]);
      expect(answer.statusCode).toBe(200);
      assert(answer.json(), MatchSheetResponse);
    }
    // The team account's club plays neither side: out of its scope, as if there were no match.
    expect((await call('GET', read, tokens.team)).statusCode).toBe(404);
    for (const who of ['provider', 'media']) expect((await call('GET', read, tokens[who])).statusCode).toBe(403);
    const player = (await call('GET', read, tokens.referee)).json().data.sides.host.players[0].player_id;
    const identity = `/cabinet/matches/${id}/sheet/identity`;
    for (const who of ['hostOfficial', 'provider', 'media'])
      expect((await call('POST', identity, tokens[who], { player_id: player, status: 'checked' })).statusCode).toBe(
        403,
      );
    expect(
      (await call('POST', `/cabinet/matches/${id}/sheet/reopen`, tokens.referee, { reason: 'Typo' })).statusCode,
    ).toBe(403);
  });

  it('checks identities before the final whistle, in the history; a player off the list is refused on its field; after it, 409', async () => {
    const id = await newMatch();
    const sheet = (await call('GET', `/cabinet/matches/${id}/sheet`, tokens.referee)).json().data;
    const [first, second] = sheet.sides.host.players;
    expect(first).toMatchObject({ status: 'unchecked', birth_year: expect.any(Number) });
    expect(sheet.permissions).toMatchObject({ check: true, close: false, sign: [], sign_on_device: false });
    const url = `/cabinet/matches/${id}/sheet/identity`;
    expect(
      (await call('POST', url, tokens.referee, { player_id: first.player_id, status: 'checked' })).statusCode,
    ).toBe(200);
    const refused = await call('POST', url, tokens.referee, { player_id: second.player_id, status: 'refused' }, 'ru');
    expect(refused.statusCode).toBe(200);
    const after = refused.json().data;
    expect(after.sides.host.players.slice(0, 2).map((p: { status: string }) => p.status)).toEqual([
      'checked',
      'refused',
    ]);
    expect(after.history.map((h: { action: string; team_type: string }) => [h.action, h.team_type])).toEqual([
      ['identity_checked', 'host'],
      ['identity_refused', 'host'],
    ]);
    // The opposing official sees both sides' checks.
    const seen = (await call('GET', `/cabinet/matches/${id}/sheet`, tokens.guestOfficial)).json().data;
    expect(seen.sides.host.players[1].status).toBe('refused');
    expect(seen.permissions.check).toBe(false);
    const stranger = await call('POST', url, tokens.referee, { player_id: 2_000_000, status: 'checked' }, 'kk');
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().data.errors.player_id).toBeTruthy();
    await transition(id, 'start');
    await transition(id, 'finish');
    const late = await call('POST', url, tokens.referee, { player_id: first.player_id, status: 'unchecked' });
    expect(late.statusCode).toBe(409);
    expect(late.json().data.current.sides.host.players[0].status).toBe('checked');
  });

  it('is closed by the referee after the final whistle only; confirmed by both officials it locks, and a write answers 409 with the reason', async () => {
    const id = await newMatch();
    const early = await call('POST', `/cabinet/matches/${id}/sheet/close`, tokens.referee, {}, 'ru');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Протокол закрывают только после окончания матча');
    await transition(id, 'start');
    const notClosed = await call('POST', `/cabinet/matches/${id}/sheet/sign`, tokens.hostOfficial, {
      team_type: 'host',
      decision: 'confirm',
    });
    expect(notClosed.statusCode).toBe(409);
    await transition(id, 'finish');
    expect((await call('POST', `/cabinet/matches/${id}/sheet/close`, tokens.referee, {})).statusCode).toBe(200);
    const again = await call('POST', `/cabinet/matches/${id}/sheet/close`, tokens.referee, {});
    expect(again.statusCode).toBe(409);
    const mine = (await call('GET', `/cabinet/matches/${id}/sheet`, tokens.hostOfficial)).json().data;
    expect(mine.permissions.sign).toEqual(['host']);
    // An official signs for their own team only.
    const other = await call('POST', `/cabinet/matches/${id}/sheet/sign`, tokens.hostOfficial, {
      team_type: 'guest',
      decision: 'confirm',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().data.errors.team_type).toEqual(['You sign for your own team only']);
    const host = await call('POST', `/cabinet/matches/${id}/sheet/sign`, tokens.hostOfficial, {
      team_type: 'host',
      decision: 'confirm',
    });
    expect(host.statusCode).toBe(200);
    expect(host.json().data.locked).toBe(false);
    const twice = await call('POST', `/cabinet/matches/${id}/sheet/sign`, tokens.hostOfficial, {
      team_type: 'host',
      decision: 'confirm',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().data.current.signoffs.host.status).toBe('confirmed');
    // The guest's official on the referee's phone, with their own e-mail and signing PIN.
    for (const who of ['hostOfficial', 'guestOfficial'])
      expect((await setSigningPin(call, tokens[who]!, '482915')).statusCode).toBe(200);
    const wrong = await confirmGuestOnDevice(call, tokens.referee!, id, {
      email: 'host-official@league.test',
      pin: '482915',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().data.errors.pin).toEqual([
      'Not the e-mail and PIN of an official of this team (the PIN is set in their own cabinet)',
    ]);
    const guest = await confirmGuestOnDevice(call, tokens.referee!, id, {
      email: 'guest-official@league.test',
      pin: '482915',
    });
    expect(guest.statusCode).toBe(200);
    const locked = guest.json().data;
    expect(locked.locked).toBe(true);
    expect(locked.signoffs.guest).toMatchObject({ status: 'confirmed', on_device: true, by: 'guest-official' });
    expect(locked.history.map((h: { action: string }) => h.action)).toEqual([
      'closed',
      'confirmed',
      'confirmed',
      'locked',
    ]);
    const protocol = (await call('GET', `/cabinet/matches/${id}/protocol`, tokens.referee)).json().data;
    expect(protocol.match.lifecycle).toBe('locked');
    const write = await call(
      'PATCH',
      `/cabinet/matches/${id}/protocol`,
      tokens.referee,
      { version: protocol.version, spectators: 120 },
      'kk',
    );
    expect(write.statusCode).toBe(409);
    expect(write.json().message).toBe('Хаттама бекітілген: оны өзгертуге болмайды');

    // Only the league reopens it, with a reason kept in the history.
    const noReason = await call('POST', `/cabinet/matches/${id}/sheet/reopen`, tokens.admin, { reason: '' });
    expect(noReason.statusCode).toBe(422);
    const reopened = await call('POST', `/cabinet/matches/${id}/sheet/reopen`, tokens.admin, {
      reason: 'The guests’ second goal was scored by number 9',
    });
    expect(reopened.statusCode).toBe(200);
    const open = reopened.json().data;
    expect(open).toMatchObject({ locked: false, closed_at: null, signoffs: { host: null, guest: null } });
    expect(open.history.at(-1)).toMatchObject({
      action: 'reopened',
      reason: 'The guests’ second goal was scored by number 9',
      by: expect.any(String),
    });
  });

  it('records a dispute with its reason (required), and a disputed sheet stays open', async () => {
    const id = await closedMatch();
    const bare = await call('POST', `/cabinet/matches/${id}/sheet/sign`, tokens.guestOfficial, {
      team_type: 'guest',
      decision: 'dispute',
    });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().data.errors.reason).toBeTruthy();
    const disputed = await call('POST', `/cabinet/matches/${id}/sheet/sign`, tokens.guestOfficial, {
      team_type: 'guest',
      decision: 'dispute',
      reason: 'Number 7 of the hosts was not on the list',
    });
    expect(disputed.statusCode).toBe(200);
    expect(
      (
        await call('POST', `/cabinet/matches/${id}/sheet/sign`, tokens.hostOfficial, {
          team_type: 'host',
          decision: 'confirm',
        })
      ).json().data,
    ).toMatchObject({
      locked: false,
      signoffs: { guest: { status: 'disputed', reason: 'Number 7 of the hosts was not on the list' } },
    });
  });

  it('both officials confirming at the same instant, over every API instance: one locked sheet, no 5xx', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await closedMatch();
      const answers = await fireTogether(t.apps, [
        {
          method: 'POST',
          url: `/cabinet/matches/${id}/sheet/sign`,
          token: tokens.hostOfficial,
          payload: { team_type: 'host', decision: 'confirm' },
        },
        {
          method: 'POST',
          url: `/cabinet/matches/${id}/sheet/sign`,
          token: tokens.guestOfficial,
          payload: { team_type: 'guest', decision: 'confirm' },
        },
      ]);
      expect(tally(answers)).toMatchObject({ ok: 2, serverError: 0 });
      const locks = await t.db
        .selectFrom('match_sheet_history')
        .select('action')
        .where('match_id', '=', id)
        .where('action', '=', 'locked')
        .execute();
      expect(locks).toHaveLength(1);
      const row = await t.db
        .selectFrom('matches')
        .select('protocol_confirmed_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.protocol_confirmed_at).not.toBeNull();
    }
  });
});
