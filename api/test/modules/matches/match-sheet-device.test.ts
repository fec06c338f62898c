// A team official's signing PIN (ADR 0251): set in their own cabinet with their current password
// (six digits, refused on its field otherwise, in the reader's language), stored hashed, used to
// sign the match sheet on the referee's device instead of the password; five wrong PINs in a row
// refuse that official's PIN for fifteen minutes (even the right one), a translated error on the
// `pin` field; and on PostgreSQL over two API instances, ten wrong PINs at the same instant count
// exactly five (the rest refused as locked), never a 5xx. And the identity check's photos kept as
// private files (ADR 0253): served to those who may read the sheet, privately cached; to nobody
// else, and never a photo of a player not listed or a public one.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SigningPinResponse } from '@league/shared/contracts';
import { assert } from 'superstruct';
import { DirectoryStorage } from '../../../src/storage/directory';
import { fireTogether, tally } from '../../concurrency-helpers';
import { dbTargets, DEMO_NOW, DEMO_PASSWORD } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import {
  closedSheetMatch,
  confirmGuestOnDevice,
  openSheetSuite,
  setSigningPin,
  sheetCall,
  type SheetTeams,
} from './match-sheet-helpers';

describe.each(dbTargets)('the sheet on the referee’s device (PIN, private photos) on %s', (target) => {
  let now = DEMO_NOW;
  let storage: DirectoryStorage;
  let tokens: Record<string, string>;
  let teams: SheetTeams;

  const call = sheetCall(() => t);

  /** A finished match of the two teams, its sheet closed by the demo referee. */
  const closedMatch = () => closedSheetMatch(t, call, tokens.referee!, teams);

  const signOnDevice = (id: number, pin: string, language: 'kk' | 'ru' | 'en' = 'en') =>
    confirmGuestOnDevice(call, tokens.referee!, id, { email: 'guest-pin@league.test', pin }, language);

  beforeAll(() => {
    storage = new DirectoryStorage(mkdtempSync(join(tmpdir(), 'sheet-photos-')));
  });
  const t = suiteApp(
    () => ({ target, seed: 'demo', replicas: target === 'postgres' ? 1 : 0, clock: () => now, storage }),
    240_000,
  );
  beforeAll(async () => {
    ({ tokens, teams } = await openSheetSuite(t, ['admin', 'team', 'referee', 'provider'], {
      host: 'host-pin@league.test',
      guest: 'guest-pin@league.test',
    }));
  }, 240_000);
  beforeEach(() => {
    now = DEMO_NOW;
  });

  it('is set by the team official only, with their password; six digits or a translated error on its field; stored hashed', async () => {
    const url = '/cabinet/account/signing-pin';
    expect((await call('GET', url, undefined)).statusCode).toBe(401);
    for (const who of ['referee', 'admin']) expect((await call('GET', url, tokens[who])).statusCode).toBe(403);
    const before = await call('GET', url, tokens.hostOfficial);
    expect(before.statusCode).toBe(200);
    assert(before.json(), SigningPinResponse);
    expect(before.json().data).toEqual({ set: false, updated_at: null });
    const short = await call('PUT', url, tokens.hostOfficial, { pin: '12a4', current_password: DEMO_PASSWORD }, 'ru');
    expect(short.statusCode).toBe(422);
    expect(short.json().data.errors.pin).toEqual(['Должно быть ровно 6 цифр']);
    const wrong = await call('PUT', url, tokens.hostOfficial, { pin: '246810', current_password: 'nope-nope' }, 'kk');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().data.errors.current_password).toEqual(['Ағымдағы құпиясөз қате']);
    const set = await call('PUT', url, tokens.hostOfficial, { pin: '246810', current_password: DEMO_PASSWORD });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual({ set: true, updated_at: expect.any(String) });
    const stored = await t.db
      .selectFrom('signing_pins as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select('p.pin_hash')
      .where('u.email', '=', 'host-pin@league.test')
      .executeTakeFirstOrThrow();
    expect(stored.pin_hash).toMatch(/^scrypt\$/);
    expect(stored.pin_hash).not.toContain('246810');
  });

  it('signs on the referee’s device with the PIN, never the password; five wrong PINs lock it for 15 minutes, then it works again', async () => {
    expect((await setSigningPin(call, tokens.guestOfficial!, '135790')).statusCode).toBe(200);
    const id = await closedMatch();
    const password = await signOnDevice(id, DEMO_PASSWORD, 'ru');
    expect(password.statusCode).toBe(422);
    expect(password.json().data.errors.pin).toEqual([
      'Это не почта и PIN-код официального представителя этой команды (PIN задаётся в его личном кабинете)',
    ]);
    // An official of the other side with their own right PIN is not this side's official.
    await setSigningPin(call, tokens.hostOfficial!, '246810');
    const otherSide = await confirmGuestOnDevice(call, tokens.referee!, id, {
      email: 'host-pin@league.test',
      pin: '246810',
    });
    expect(otherSide.statusCode).toBe(422);
    for (const pin of ['000001', '000002', '000003']) expect((await signOnDevice(id, pin)).statusCode).toBe(422);
    const fifth = await signOnDevice(id, '000004', 'kk');
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json().data.errors.pin).toEqual(['PIN-код тым көп рет қате енгізілді: 15 минуттан кейін қайталаңыз']);
    // Locked: the right PIN is refused too, with the time left.
    now = new Date(DEMO_NOW.getTime() + 10 * 60_000);
    const right = await signOnDevice(id, '135790');
    expect(right.statusCode).toBe(422);
    expect(right.json().data.errors.pin).toEqual(['Too many wrong PINs: try again in 5 min']);
    now = new Date(DEMO_NOW.getTime() + 16 * 60_000);
    const after = await signOnDevice(id, '135790');
    expect(after.statusCode).toBe(200);
    expect(after.json().data.signoffs.guest).toMatchObject({ status: 'confirmed', on_device: true, by: 'guest-pin' });
  });

  it('ten wrong PINs at the same instant over every API instance: five counted, the rest refused as locked, no 5xx', async () => {
    await setSigningPin(call, tokens.guestOfficial!, '135790');
    const id = await closedMatch();
    const answers = await fireTogether(
      t.apps,
      Array.from({ length: 10 }, (_, i) => ({
        method: 'POST' as const,
        url: `/cabinet/matches/${id}/sheet/sign`,
        token: tokens.referee,
        payload: { team_type: 'guest', decision: 'confirm', email: 'guest-pin@league.test', pin: `99999${i}` },
      })),
    );
    expect(tally(answers)).toMatchObject({ ok: 0, serverError: 0, conflict: 0, other: { 422: 10 } });
    const messages = answers.map((a) => a.json().data.errors.pin[0]);
    expect(messages.filter((m) => m === 'Too many wrong PINs: try again in 15 min')).toHaveLength(6);
    expect(messages.filter((m) => m.startsWith('Not the e-mail and PIN'))).toHaveLength(4);
    const row = await t.db
      .selectFrom('signing_pins as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['p.failures', 'p.locked_until'])
      .where('u.email', '=', 'guest-pin@league.test')
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(0);
    expect(new Date(row.locked_until!).getTime()).toBe(DEMO_NOW.getTime() + 15 * 60_000);
    // The right PIN waits for the lock too; a new PIN set in the cabinet lifts it.
    expect((await signOnDevice(id, '135790')).statusCode).toBe(422);
    await setSigningPin(call, tokens.guestOfficial!, '112233');
    expect((await signOnDevice(id, '112233')).statusCode).toBe(200);
  });

  it('serves a listed player’s private photo to the sheet’s readers only, cached privately; never a public or unlisted one', async () => {
    const id = await closedMatch();
    const listed = (await call('GET', `/cabinet/matches/${id}/sheet`, tokens.referee)).json().data.sides.host.players;
    const [kept, open] = listed as Array<{ player_id: number }>;
    const key = `private/2026-11/${'a'.repeat(32)}.jpg`;
    await storage.put(key, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'image/jpeg');
    await t.db.updateTable('players').set({ photo: key }).where('id', '=', kept.player_id).execute();
    await t.db.updateTable('players').set({ photo: 'players/open.jpg' }).where('id', '=', open.player_id).execute();
    const sheet = (await call('GET', `/cabinet/matches/${id}/sheet`, tokens.guestOfficial)).json().data;
    const shown = sheet.sides.host.players.find((p: { player_id: number }) => p.player_id === kept.player_id);
    expect(shown).toMatchObject({ photo: null, photo_private: true });
    const url = (player: number) => `/cabinet/matches/${id}/sheet/players/${player}/photo`;
    for (const who of ['referee', 'admin', 'hostOfficial', 'guestOfficial']) {
      const answer = await call('GET', url(kept.player_id), tokens[who]);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/jpeg');
      expect(answer.headers['cache-control']).toBe('private, max-age=21600');
      expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    expect((await call('GET', url(kept.player_id), undefined)).statusCode).toBe(401);
    expect((await call('GET', url(kept.player_id), tokens.provider)).statusCode).toBe(403);
    // A club that plays neither side: as if there were no match.
    expect((await call('GET', url(kept.player_id), tokens.team)).statusCode).toBe(404);
    // A public photo has its own address; a player not on the match's lists is not served.
    expect((await call('GET', url(open.player_id), tokens.referee)).statusCode).toBe(404);
    const stranger = await t.db
      .selectFrom('players')
      .select('id')
      .where(
        'id',
        'not in',
        listed
          .map((p: { player_id: number }) => p.player_id)
          .concat(sheet.sides.guest.players.map((p: { player_id: number }) => p.player_id)),
      )
      .executeTakeFirstOrThrow();
    await t.db.updateTable('players').set({ photo: key }).where('id', '=', stranger.id).execute();
    expect((await call('GET', url(stranger.id), tokens.referee)).statusCode).toBe(404);
  });
});
