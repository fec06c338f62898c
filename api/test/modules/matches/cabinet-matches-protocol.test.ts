// The referee's match protocol: the role × endpoint matrix (a referee off the crew, provider,
// media_manager, command_admin), squads' rules, every event rule, the score and the shoot-out from
// the events, idempotent event writes, 409 on a stale version with nothing lost, and finishing a
// protocol changing the public table and disqualifications at once (micro-cache on).
import {
  CabinetAdditionsResponse,
  CabinetEventsResponse,
  CabinetMatchesResponse,
  CabinetProtocolResponse,
  CabinetSquadFormResponse,
  CabinetSquadsResponse,
  MatchProtocolResponse,
} from '@league/shared/contracts';
import { assert } from 'superstruct';
import { dbTargets, DEMO_NOW, request } from '../../helpers';
import { demoCabinetSuite, teamAdminClub, type Who } from '../../support/demo-cabinet';
import { crewDemoReferee, demoRefereeCrewings, insertMatch, twoSquadTeams } from '../../support/matches';
import { rowCount } from '../../support/rows';
import { countRows } from '../../../src/db/count-rows';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface Candidate {
  player_id: number;
  position: string | null;
}

describe.each(dbTargets)('match protocol on %s', (target) => {
  // The micro-cache is on: a protocol write must make the public answers fresh at once.
  const { t, tokens } = demoCabinetSuite(target, { config: { publicCacheTtlMs: 60_000 } }, 240_000);
  let tournamentId: number;
  let hostId: number;
  let guestId: number;
  let matchId: number;
  let otherMatchId: number;
  let host: Candidate[];
  let guest: Candidate[];

  const call = (
    method: Method,
    url: string,
    who: Who | null,
    payload?: object,
    headers: Record<string, string> = {},
    language: 'kk' | 'ru' | 'en' = 'en',
  ) =>
    request(t.app, { method, url: `/api/v1${url}`, token: who ? tokens[who] : undefined, payload, language, headers });

  async function newMatch(crew: boolean) {
    const id = await insertMatch(t.db, { tournamentId, hostId, guestId }, new Date(DEMO_NOW.getTime() + 3 * 3600_000));
    if (crew) {
      await crewDemoReferee(t.db, id);
    }
    return id;
  }

  const eventCount = async (id: number) => {
    const n = (table: 'goals' | 'punishments' | 'replacements' | 'missed_penalties') =>
      countRows(t.db.selectFrom(table).where('match_id', '=', id));
    return (await n('goals')) + (await n('punishments')) + (await n('replacements')) + (await n('missed_penalties'));
  };

  beforeAll(async () => {
    ({ tournamentId, hostId, guestId } = await twoSquadTeams(t.db));
    matchId = await newMatch(true);
    otherMatchId = await newMatch(false);
    const form = (await call('GET', `/cabinet/matches/${matchId}/squad/form`, 'referee')).json();
    assert(form, CabinetSquadFormResponse);
    // Only players the eligibility engine lets play this match.
    host = form.data.host!.candidates.filter((c) => c.eligible);
    guest = form.data.guest!.candidates.filter((c) => c.eligible);
  }, 240_000);

  /** A valid squad: a goalkeeper and ten more starters, the rest substitutes, the first one captain. */
  const squadOf = (candidates: Candidate[], starters = 11, subs = 3) => {
    const gk = candidates.find((c) => c.position === 'GK')!;
    const rest = candidates.filter((c) => c !== gk);
    const main = [gk, ...rest.slice(0, starters - 1)];
    const bench = rest.slice(starters - 1, starters - 1 + subs);
    return [
      ...main.map((c, i) => ({ player_id: c.player_id, kind: 'main' as const, number: i + 1, is_captain: i === 1 })),
      ...bench.map((c, i) => ({
        player_id: c.player_id,
        kind: 'substitute' as const,
        number: 50 + i,
        is_captain: false,
      })),
    ];
  };

  it('lets each role call exactly what it may (the role × endpoint matrix)', async () => {
    const m = matchId;
    const reads: Array<[Method, string]> = [
      ['GET', `/cabinet/matches/${m}/protocol`],
      ['GET', `/cabinet/matches/${m}/events`],
      ['GET', `/cabinet/matches/${m}/events-preview`],
      ['GET', `/cabinet/matches/${m}/additions`],
    ];
    const squadReads: Array<[Method, string]> = [
      ['GET', `/cabinet/matches/${m}/squad`],
      ['GET', `/cabinet/matches/${m}/squad/form`],
      ['GET', `/cabinet/matches/${m}/suspensions`],
    ];
    const writes: Array<[Method, string, object]> = [
      ['PATCH', `/cabinet/matches/${m}/protocol`, { version: 1, spectators: 10 }],
      [
        'POST',
        `/cabinet/matches/${m}/events`,
        { kind: 'goal', team_type: 'host', minute: 5, player_id: host[0].player_id },
      ],
      ['POST', `/cabinet/matches/${m}/squad`, { team_id: hostId, version: 1, players: [] }],
      ['POST', `/cabinet/matches/${m}/squad/reset`, { team_id: hostId, version: 1 }],
      ['POST', `/cabinet/matches/${m}/additions`, { version: 1, additions: { weather: 'x' } }],
      ['PATCH', `/cabinet/matches/${m}/events/goal/1`, { kind: 'goal', team_type: 'host', minute: 5, version: 1 }],
      ['DELETE', `/cabinet/matches/${m}/events/goal/1?version=1`, {}],
    ];
    const broadcast: [Method, string, object] = [
      'PUT',
      `/cabinet/matches/${m}/broadcast`,
      { broadcast_url: 'https://video.example.org/live/1' },
    ];
    const remove: [Method, string, object] = ['DELETE', `/cabinet/matches/${m}`, {}];
    const expected: Record<
      Who | 'nobody',
      { read: number; squad: number; write: number; broadcast: number; remove: number }
    > = {
      nobody: { read: 401, squad: 401, write: 401, broadcast: 401, remove: 401 },
      provider: { read: 403, squad: 403, write: 403, broadcast: 403, remove: 403 },
      // A team's administrator: matches of other clubs are not found; writes are not theirs.
      team: { read: 404, squad: 404, write: 403, broadcast: 403, remove: 403 },
      media: { read: 200, squad: 403, write: 403, broadcast: 200, remove: 403 },
    } as never;
    let probes = 0;
    const before = await eventCount(m);
    for (const who of ['nobody', 'provider', 'team', 'media'] as const) {
      const want = expected[who];
      const as = who === 'nobody' ? null : who;
      for (const [method, url] of reads) {
        expect({ who, url, status: (await call(method, url, as)).statusCode }).toEqual({ who, url, status: want.read });
        probes += 1;
      }
      for (const [method, url] of squadReads) {
        expect({ who, url, status: (await call(method, url, as)).statusCode }).toEqual({
          who,
          url,
          status: want.squad,
        });
        probes += 1;
      }
      for (const [method, url, payload] of writes) {
        expect({ who, method, url, status: (await call(method, url, as, payload)).statusCode }).toEqual({
          who,
          method,
          url,
          status: want.write,
        });
        probes += 1;
      }
      expect({ who, status: (await call(broadcast[0], broadcast[1], as, broadcast[2])).statusCode }).toEqual({
        who,
        status: want.broadcast,
      });
      expect({ who, status: (await call(remove[0], remove[1], as)).statusCode }).toEqual({ who, status: want.remove });
      probes += 2;
    }
    // A referee who is not on the crew: the match does not exist for them.
    const o = otherMatchId;
    for (const [method, url, payload] of [
      ['GET', `/cabinet/matches/${o}/protocol`],
      ['GET', `/cabinet/matches/${o}/events`],
      ['GET', `/cabinet/matches/${o}/events-preview`],
      ['GET', `/cabinet/matches/${o}/additions`],
      ['GET', `/cabinet/matches/${o}/squad`],
      ['GET', `/cabinet/matches/${o}/squad/form`],
      ['GET', `/cabinet/matches/${o}/suspensions`],
      ['PATCH', `/cabinet/matches/${o}/protocol`, { version: 1, transition: 'start' }],
      [
        'POST',
        `/cabinet/matches/${o}/events`,
        { kind: 'goal', team_type: 'host', minute: 5, player_id: host[0].player_id },
      ],
      ['POST', `/cabinet/matches/${o}/squad`, { team_id: hostId, version: 1, players: [] }],
      ['POST', `/cabinet/matches/${o}/additions`, { version: 1, additions: { notes: 'x' } }],
    ] as Array<[Method, string, object?]>) {
      const response = await call(method, url, 'referee', payload);
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
      expect(response.json().data).toEqual({ errors: {} });
      probes += 1;
    }
    // The crew's referee and super_admin read everything.
    for (const who of ['referee', 'admin'] as const) {
      for (const [method, url] of [...reads, ...squadReads]) {
        expect({ who, url, status: (await call(method, url, who)).statusCode }).toEqual({ who, url, status: 200 });
        probes += 1;
      }
    }
    expect(probes).toBeGreaterThan(60);
    expect(await eventCount(m)).toBe(before);
    const row = await t.db
      .selectFrom('matches')
      .select(['spectators', 'additions', 'protocol_version', 'broadcast_url'])
      .where('id', '=', m)
      .executeTakeFirstOrThrow();
    expect(row.spectators).toBeNull();
    expect(row.protocol_version).toBe(1);
    expect(row.broadcast_url).toBe('https://video.example.org/live/1');
    expect((await call('GET', `/cabinet/matches/${m}/protocol`, 'media')).json().data.permissions).toEqual({
      edit: false,
      transitions: [],
      broadcast: true,
      delete: false,
    });
  });

  it("shows a command_admin its own team's match read-only, and only its own squad", async () => {
    const ownClub = await teamAdminClub(t.db);
    const own = await t.db
      .selectFrom('teams')
      .select('id')
      .where('club_id', '=', ownClub)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const row = await t.db
      .insertInto('matches')
      .values({
        tournament_id: tournamentId,
        host_team_id: own.id,
        guest_team_id: guestId,
        date_time: DEMO_NOW.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const protocol = await call('GET', `/cabinet/matches/${row.id}/protocol`, 'team');
    expect(protocol.statusCode).toBe(200);
    expect(protocol.json().data.permissions.edit).toBe(false);
    const squads = (await call('GET', `/cabinet/matches/${row.id}/squad`, 'team')).json();
    assert(squads, CabinetSquadsResponse);
    expect(squads.data.host?.team.id).toBe(own.id);
    expect(squads.data.guest).toBeNull();
    expect(
      (await call('POST', `/cabinet/matches/${row.id}/squad`, 'team', { team_id: own.id, version: 1, players: [] }))
        .statusCode,
    ).toBe(403);
  });

  it('takes a squad only from the accepted application, with the squad rules, and refuses a stale version', async () => {
    const url = `/cabinet/matches/${matchId}/squad`;
    const valid = squadOf(host);
    const refuse = async (players: object[], field: string) => {
      const response = await call('POST', url, 'referee', { team_id: hostId, version: 1, players });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().data.errors)).toContain(field);
      return response.json();
    };
    // A 12th starter.
    const twelve = squadOf(host, 12, 0);
    expect((await refuse(twelve, 'players')).data.errors.players[0]).toBe('At most 11 starters');
    await refuse(
      valid.map((p, i) => (i === 3 ? { ...p, number: 1 } : p)),
      'players.3.number',
    );
    await refuse(
      valid.map((p) => ({ ...p, is_captain: false })),
      'captain',
    );
    // Starters without a goalkeeper.
    const outfield = host.filter((c) => c.position !== 'GK').slice(0, 11);
    await refuse(
      outfield.map((c, i) => ({ player_id: c.player_id, kind: 'main', number: i + 1, is_captain: i === 0 })),
      'goalkeeper',
    );
    await refuse(
      [...valid, { player_id: guest[0].player_id, kind: 'substitute', number: 77 }],
      `players.${valid.length}.player_id`,
    );
    // In Russian too.
    const ru = await call('POST', url, 'referee', { team_id: hostId, version: 1, players: twelve }, {}, 'ru');
    expect(ru.json().data.errors.players[0]).toBe('В стартовом составе не больше 11 игроков');
    expect(await t.db.selectFrom('match_squads').select('id').where('match_id', '=', matchId).execute()).toEqual([]);

    // A player the eligibility engine refuses (here: the heart scan is missing) is shown greyed
    // out with the reason and refused by the API.
    const used = new Set(valid.map((p) => p.player_id));
    const barred = host.filter((c) => !used.has(c.player_id) && c.position !== 'GK').at(-1)!;
    await t.db
      .deleteFrom('player_documents')
      .where('player_id', '=', barred.player_id)
      .where('type', '=', 'heart_shot')
      .execute();
    const form = (await call('GET', `${url}/form`, 'referee')).json().data;
    const shown = form.host.candidates.find((c: { player_id: number }) => c.player_id === barred.player_id);
    expect(shown).toMatchObject({ eligible: false });
    expect(shown.reasons.join(' ')).toMatch(/heart|Heart/);
    const withBarred = [...valid, { player_id: barred.player_id, kind: 'substitute', number: 88, is_captain: false }];
    const barredAnswer = await refuse(withBarred, `players.${valid.length}.player_id`);
    // The one eligibility refusal: each reason beside the player's name.
    expect(barredAnswer.data.errors[`players.${valid.length}.player_id`]).toEqual(
      shown.reasons.map((reason: string) => `${shown.name}: ${reason}`),
    );

    const saved = await call('POST', url, 'referee', { team_id: hostId, version: 1, players: valid });
    expect(saved.statusCode).toBe(200);
    assert(saved.json(), CabinetSquadsResponse);
    expect(saved.json().data.host.version).toBe(2);
    expect(saved.json().data.host.players).toHaveLength(valid.length);

    // The second device still holds version 1: 409 with the current squad, nothing overwritten.
    const stale = await call('POST', url, 'admin', { team_id: hostId, version: 1, players: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current.host.players).toHaveLength(valid.length);
    expect(
      (
        await t.db
          .selectFrom('match_squads')
          .select('id')
          .where('match_id', '=', matchId)
          .where('team_id', '=', hostId)
          .execute()
      ).length,
    ).toBe(valid.length);

    const guestSaved = await call('POST', url, 'referee', { team_id: guestId, version: 1, players: squadOf(guest) });
    expect(guestSaved.statusCode).toBe(200);
  });

  const ev = (body: object, key?: string) =>
    call('POST', `/cabinet/matches/${matchId}/events`, 'referee', {
      ...(key ? { idempotency_key: key } : {}),
      ...body,
    });

  it('records events only once the match has started', async () => {
    const response = await ev({ kind: 'goal', team_type: 'host', minute: 3, player_id: host[1].player_id });
    expect(response.statusCode).toBe(409);
    const started = await call('PATCH', `/cabinet/matches/${matchId}/protocol`, 'referee', {
      version: 1,
      transition: 'start',
    });
    expect(started.statusCode).toBe(200);
    assert(started.json(), CabinetProtocolResponse);
    expect(started.json().data.match.lifecycle).toBe('live');
    expect(started.json().data.permissions.transitions).toEqual(['finish']);
  });

  it('refuses every event that breaks a rule, with the reason, and saves nothing', async () => {
    const hs = squadOf(host);
    const starter = hs[2].player_id;
    const starter2 = hs[3].player_id;
    const sub = hs[11].player_id;
    const sub2 = hs[12].player_id;
    // Set the stage: a red card for one starter at 30', a substitution at 46'.
    expect(
      (
        await ev({
          kind: 'punishment',
          team_type: 'host',
          minute: 30,
          player_id: starter,
          card: 'red',
          removal_cause: 'violent_conduct',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await ev({ kind: 'replacement', team_type: 'host', minute: 46, player_in_id: sub, player_out_id: starter2 }))
        .statusCode,
    ).toBe(200);
    const count = await eventCount(matchId);
    const cases: Array<[string, object, string, string]> = [
      ['minute 0', { kind: 'goal', team_type: 'host', minute: 0, player_id: hs[4].player_id }, 'minute', 'min_value'],
      [
        'no minute in regular time',
        { kind: 'goal', team_type: 'host', player_id: hs[4].player_id },
        'minute',
        'required',
      ],
      [
        'added time after the 60th',
        { kind: 'goal', team_type: 'host', minute: 60, additional_minute: 2, player_id: hs[4].player_id },
        'additional_minute',
        'ev_added_time',
      ],
      [
        'a sent-off player scoring',
        { kind: 'goal', team_type: 'host', minute: 70, player_id: starter },
        'player_id',
        'ev_sent_off',
      ],
      [
        'a sent-off player carded again',
        { kind: 'punishment', team_type: 'host', minute: 75, player_id: starter, card: 'yellow' },
        'player_id',
        'ev_sent_off',
      ],
      [
        'a substitute who did not come on scoring',
        { kind: 'goal', team_type: 'host', minute: 20, player_id: sub2 },
        'player_id',
        'ev_not_on_pitch',
      ],
      [
        'a substituted player scoring later',
        { kind: 'goal', team_type: 'host', minute: 50, player_id: starter2 },
        'player_id',
        'ev_not_on_pitch',
      ],
      [
        'a substituted player coming back',
        { kind: 'replacement', team_type: 'host', minute: 60, player_in_id: starter2, player_out_id: hs[5].player_id },
        'player_in_id',
        'ev_already_entered',
      ],
      [
        'a starter coming on',
        {
          kind: 'replacement',
          team_type: 'host',
          minute: 60,
          player_in_id: hs[6].player_id,
          player_out_id: hs[5].player_id,
        },
        'player_in_id',
        'ev_already_entered',
      ],
      [
        'a bench player going off',
        { kind: 'replacement', team_type: 'host', minute: 60, player_in_id: hs[13].player_id, player_out_id: sub2 },
        'player_out_id',
        'ev_not_on_pitch',
      ],
      [
        'a player of the other squad',
        { kind: 'goal', team_type: 'host', minute: 10, player_id: guest[0].player_id },
        'player_id',
        'ev_not_in_squad',
      ],
      [
        'a second yellow without a first',
        { kind: 'punishment', team_type: 'host', minute: 10, player_id: hs[4].player_id, card: 'second_yellow' },
        'card',
        'ev_no_first_yellow',
      ],
      [
        'a red card without a cause',
        { kind: 'punishment', team_type: 'host', minute: 10, player_id: hs[4].player_id, card: 'red' },
        'removal_cause',
        'ev_cause_required',
      ],
      [
        'an assistant on an own goal',
        {
          kind: 'goal',
          team_type: 'host',
          minute: 10,
          player_id: hs[4].player_id,
          method: 'own_goal',
          assistant_id: hs[5].player_id,
        },
        'assistant_id',
        'ev_assistant',
      ],
      [
        'a shoot-out goal that is no penalty',
        { kind: 'goal', team_type: 'host', match_scope: 'after', player_id: hs[4].player_id, method: 'goal' },
        'method',
        'ev_shootout_method',
      ],
      [
        'a substitution in the shoot-out',
        {
          kind: 'replacement',
          team_type: 'host',
          match_scope: 'after',
          player_in_id: sub2,
          player_out_id: hs[5].player_id,
        },
        'match_scope',
        'ev_scope',
      ],
      [
        'a missed penalty without its kind',
        { kind: 'missed_penalty', team_type: 'host', minute: 10, player_id: hs[4].player_id },
        'failure',
        'required',
      ],
      [
        'a card that makes a later event impossible',
        { kind: 'punishment', team_type: 'host', minute: 40, player_id: sub, card: 'red', removal_cause: 'dissent' },
        'player_in_id',
        'ev_sent_off',
      ],
    ];
    const messages: Record<string, string> = {
      min_value: 'at least',
      required: 'required',
      ev_added_time: 'Added time',
      ev_sent_off: 'sent off',
      ev_not_on_pitch: 'not on the pitch',
      ev_already_entered: 'already come on',
      ev_not_in_squad: 'not in this team',
      ev_no_first_yellow: 'second yellow needs',
      ev_cause_required: 'reason for the sending-off',
      ev_assistant: 'assistant',
      ev_shootout_method: 'shoot-out goal',
      ev_scope: 'before or after',
    };
    for (const [name, body, field, rule] of cases) {
      const response = await ev(body);
      expect({ name, status: response.statusCode }).toEqual({ name, status: 422 });
      const errors = response.json().data.errors as Record<string, string[]>;
      // A change that breaks a later event is reported on the written event.
      const shown = rule === 'ev_sent_off' && field === 'player_in_id' ? errors.minute : errors[field];
      expect({
        name,
        message: shown
          ?.join(' ')
          .toLowerCase()
          .includes(
            (rule === 'ev_sent_off' && field === 'player_in_id' ? 'later event' : messages[rule]).toLowerCase(),
          ),
      }).toEqual({
        name,
        message: true,
      });
    }
    expect(await eventCount(matchId)).toBe(count);
    // Deleting the substitution would leave nothing broken; deleting the red card is allowed too —
    // but deleting a first yellow that a second yellow needs is refused.
    const y = await ev({
      kind: 'punishment',
      team_type: 'host',
      minute: 10,
      player_id: hs[4].player_id,
      card: 'yellow',
    });
    const y2 = await ev({
      kind: 'punishment',
      team_type: 'host',
      minute: 20,
      player_id: hs[4].player_id,
      card: 'second_yellow',
    });
    expect(y2.statusCode).toBe(200);
    const events = y2.json().data;
    const first = events.events.find(
      (e: { card: string | null; player: { id: number } | null }) =>
        e.card === 'yellow' && e.player?.id === hs[4].player_id,
    );
    const refused = await call(
      'DELETE',
      `/cabinet/matches/${matchId}/events/punishment/${first.id}?version=${events.version}`,
      'referee',
    );
    expect(refused.statusCode).toBe(422);
    expect(y.statusCode).toBe(200);
  });

  it('derives the score from the events: own goals to the other side, the shoot-out apart', async () => {
    const gs = squadOf(guest);
    const hs = squadOf(host);
    await ev(
      { kind: 'goal', team_type: 'host', minute: 12, player_id: hs[5].player_id, assistant_id: hs[6].player_id },
      'score-goal-1',
    );
    await ev(
      { kind: 'goal', team_type: 'guest', minute: 33, player_id: gs[4].player_id, method: 'own_goal' },
      'score-goal-2',
    );
    await ev(
      {
        kind: 'goal',
        team_type: 'guest',
        minute: 45,
        additional_minute: 2,
        player_id: gs[5].player_id,
        method: 'penalty',
      },
      'score-goal-3',
    );
    await ev(
      { kind: 'missed_penalty', team_type: 'guest', minute: 80, player_id: gs[6].player_id, failure: 'post' },
      'score-miss-1',
    );
    const shootout = await ev(
      { kind: 'goal', team_type: 'host', match_scope: 'after', player_id: hs[7].player_id, method: 'penalty' },
      'score-so-1',
    );
    expect(shootout.statusCode).toBe(200);
    const body = shootout.json();
    assert(body, CabinetEventsResponse);
    expect(body.data.score).toEqual({ host: 2, guest: 1 });
    expect(body.data.shootout).toEqual({ host: 1, guest: 0 });
    const goal = body.data.events.find((e) => e.minute === 12)!;
    expect(goal.method).toBe('assistant');
    expect(goal.assistant?.id).toBe(hs[6].player_id);
    expect(body.data.events.find((e) => e.minute === 45)!.label).toBe('45+2');
    const own = body.data.events.find((e) => e.method === 'own_goal')!;
    expect(own.counts_for).toBe('host');
    // Timeline order: the shoot-out last.
    expect(body.data.events.at(-1)!.match_scope).toBe('after');
    const preview = (await call('GET', `/cabinet/matches/${matchId}/events-preview`, 'referee')).json();
    assert(preview, MatchProtocolResponse);
    expect(preview.data.score).toEqual({ host: 2, guest: 1 });
    expect(preview.data.shootout).toEqual({ host: 1, guest: 0 });
    // The cabinet's list shows the same score (the match row's tally).
    const listed = (
      await call('GET', `/cabinet/matches?per_page=100&tournament_id=${tournamentId}&team_id=${hostId}`, 'admin')
    ).json();
    expect(listed.data.find((m: { id: number }) => m.id === matchId)?.score).toEqual({ host: 2, guest: 1 });
  });

  it('records an event once for the same idempotency key (body or header)', async () => {
    const hs = squadOf(host);
    const before = await eventCount(matchId);
    const body = { kind: 'goal', team_type: 'host', minute: 88, player_id: hs[8].player_id };
    const [a, b] = await Promise.all([ev(body, 'double-tap-0001'), ev(body, 'double-tap-0001')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await eventCount(matchId)).toBe(before + 1);
    const retry = await ev(body, 'double-tap-0001');
    expect(retry.json().data.score).toEqual(a.json().data.score);
    expect(await eventCount(matchId)).toBe(before + 1);
    const header = { 'idempotency-key': 'header-key-0001' };
    await call('POST', `/cabinet/matches/${matchId}/events`, 'referee', { ...body, minute: 89 }, header);
    await call('POST', `/cabinet/matches/${matchId}/events`, 'referee', { ...body, minute: 89 }, header);
    expect(await eventCount(matchId)).toBe(before + 2);
    const keys = await t.db
      .selectFrom('match_event_keys')
      .select(['idempotency_key', 'event_id'])
      .where('match_id', '=', matchId)
      .where('idempotency_key', 'in', ['double-tap-0001', 'header-key-0001'])
      .execute();
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => k.event_id > 0)).toBe(true);
    // An edit or a delete with an old events version is refused with the current events.
    const current = retry.json().data;
    const goal = current.events.find((e: { minute: number | null }) => e.minute === 88);
    const stale = await call('PATCH', `/cabinet/matches/${matchId}/events/goal/${goal.id}`, 'referee', {
      ...body,
      minute: 87,
      version: current.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current.events.length).toBe(current.events.length + 1);
    const fresh = stale.json().data.current;
    const edited = await call('PATCH', `/cabinet/matches/${matchId}/events/goal/${goal.id}`, 'referee', {
      ...body,
      minute: 87,
      version: fresh.version,
    });
    expect(edited.statusCode).toBe(200);
    expect(
      edited.json().data.events.some((e: { id: number; minute: number }) => e.id === goal.id && e.minute === 87),
    ).toBe(true);
    const removed = await call(
      'DELETE',
      `/cabinet/matches/${matchId}/events/goal/${goal.id}?version=${edited.json().data.version}`,
      'referee',
    );
    expect(removed.statusCode).toBe(200);
    expect(await eventCount(matchId)).toBe(before + 1);
  });

  it('answers 409 with the current protocol to a save over a newer version, and keeps the newer save', async () => {
    const url = `/cabinet/matches/${matchId}/protocol`;
    const now = (await call('GET', url, 'referee')).json().data;
    const assistant = now.options.referees.find((r: { id: number }) => r.id !== now.crew[0].referee.id);
    const a = await call('PATCH', url, 'referee', {
      version: now.version,
      statistics: [{ metric: 'pure_possession_of_the_ball', host_value: '54:30', guest_value: '35:30' }],
      crew: [{ role: 'first_assistant', referee_id: assistant.id }],
      spectators: 350,
    });
    expect(a.statusCode).toBe(200);
    const b = await call('PATCH', url, 'admin', { version: now.version, spectators: 10 });
    expect(b.statusCode).toBe(409);
    expect(b.json().message).toContain('Someone else');
    expect(b.json().data.current.spectators).toBe(350);
    expect(b.json().data.current.version).toBe(now.version + 1);
    const saved = (await call('GET', url, 'referee')).json().data;
    expect(saved.spectators).toBe(350);
    expect(saved.statistics.find((s: { metric: string }) => s.metric === 'pure_possession_of_the_ball')).toMatchObject({
      host_value: '54:30',
      guest_value: '35:30',
    });
    expect(saved.crew.find((c: { role: string }) => c.role === 'first_assistant').referee.id).toBe(assistant.id);
    const bad = await call(
      'PATCH',
      url,
      'referee',
      {
        version: saved.version,
        statistics: [{ metric: 'pure_possession_of_the_ball', host_value: '54.5', guest_value: '35:75' }],
      },
      {},
      'kk',
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().data.errors).sort()).toEqual(['statistics.0.guest_value', 'statistics.0.host_value']);
    const twice = await call('PATCH', url, 'referee', {
      version: saved.version,
      crew: [{ role: 'delegate', referee_id: saved.crew[0].referee.id }],
    });
    expect(twice.statusCode).toBe(422);
    const additions = `/cabinet/matches/${matchId}/additions`;
    const add = await call('POST', additions, 'referee', {
      version: 1,
      additions: { weather: 'Sunny, +18', notes: 'Late kick-off' },
    });
    expect(add.statusCode).toBe(200);
    assert(add.json(), CabinetAdditionsResponse);
    const staleAdd = await call('POST', additions, 'admin', { version: 1, additions: { weather: 'Rain' } });
    expect(staleAdd.statusCode).toBe(409);
    expect(staleAdd.json().data.current.additions.weather).toBe('Sunny, +18');
  });

  it('finishing the protocol changes the public table and creates the suspension; locking makes it read-only', async () => {
    const table = async () => {
      const body = (await call('GET', `/tournaments/${tournamentId}/table`, null)).json();
      return body.data.rows.find((r: { team: { id: number } }) => r.team.id === hostId);
    };
    const suspended = async () =>
      (await call('GET', `/tournaments/${tournamentId}/disqualifications`, null))
        .json()
        .data.filter((d: { earned_in: { id: number } }) => d.earned_in.id === matchId);
    const before = await table();
    const publicBefore = (await call('GET', `/matches/${matchId}`, null)).json().data;
    expect(publicBefore.status).toBe('live');
    const url = `/cabinet/matches/${matchId}/protocol`;
    const now = (await call('GET', url, 'referee')).json().data;
    const finished = await call('PATCH', url, 'referee', { version: now.version, transition: 'finish' });
    expect(finished.statusCode).toBe(200);
    const after = await table();
    expect(after.played).toBe(before.played + 1);
    expect(after.points).toBe(before.points + 3);
    expect((await call('GET', `/matches/${matchId}`, null)).json().data).toMatchObject({
      status: 'finished',
      score: { host: 3, guest: 1 },
    });
    const suspensions = await suspended();
    expect(suspensions.map((s: { cause: string }) => s.cause).sort()).toEqual(['red_card', 'second_yellow']);

    // The referee has no lock of their own: both teams' sign-off locks the sheet (or the league).
    expect(finished.json().data.permissions.transitions).toEqual([]);
    const byReferee = await call('PATCH', url, 'referee', {
      version: finished.json().data.version,
      transition: 'lock',
    });
    expect(byReferee.statusCode).toBe(409);
    const locked = await call('PATCH', url, 'admin', { version: finished.json().data.version, transition: 'lock' });
    expect(locked.statusCode).toBe(200);
    expect(locked.json().data.match.lifecycle).toBe('locked');
    expect(locked.json().data.permissions).toMatchObject({ edit: false, transitions: ['unlock'] });
    const hs = squadOf(host);
    const refused = await ev(
      { kind: 'goal', team_type: 'host', minute: 70, player_id: hs[8].player_id },
      'after-lock-01',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('locked');
    expect(
      (
        await call('POST', `/cabinet/matches/${matchId}/additions`, 'referee', {
          version: 2,
          additions: { notes: 'x' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call('PATCH', url, 'referee', { version: locked.json().data.version, transition: 'unlock' })).statusCode,
    ).toBe(409);
    const unlocked = await call('PATCH', url, 'admin', { version: locked.json().data.version, transition: 'unlock' });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().data.match.lifecycle).toBe('finished');
    // A match with a protocol is not deleted; an empty one is.
    expect((await call('DELETE', `/cabinet/matches/${matchId}`, 'admin')).statusCode).toBe(409);
  });

  it("lists a technical result with its tournament's technical score", async () => {
    const [decided] = await t.db
      .selectFrom('matches')
      .innerJoin('tournaments', 'tournaments.id', 'matches.tournament_id')
      .select(['matches.id as id', 'tournaments.table_rules as rules'])
      .where('matches.tournament_id', '=', tournamentId)
      .where('matches.host_team_id', '=', hostId)
      .where('matches.id', 'not in', [matchId, otherMatchId])
      .limit(1)
      .execute();
    const rules = decided.rules as Record<string, unknown>;
    const before = await t.db
      .selectFrom('matches')
      .select(['technical_result'])
      .where('id', '=', decided.id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('tournaments')
      .set({ table_rules: JSON.stringify({ ...rules, technical_score: [5, 0] }) })
      .where('id', '=', tournamentId)
      .execute();
    await t.db.updateTable('matches').set({ technical_result: 'guest_win' }).where('id', '=', decided.id).execute();
    try {
      const listed = (
        await call('GET', `/cabinet/matches?per_page=100&tournament_id=${tournamentId}&team_id=${hostId}`, 'admin')
      ).json();
      expect(listed.data.find((m: { id: number }) => m.id === decided.id)?.score).toEqual({ host: 0, guest: 5 });
    } finally {
      await t.db
        .updateTable('tournaments')
        .set({ table_rules: JSON.stringify(rules) })
        .where('id', '=', tournamentId)
        .execute();
      await t.db
        .updateTable('matches')
        .set({ technical_result: before.technical_result })
        .where('id', '=', decided.id)
        .execute();
    }
  });

  it('lists a referee their matches, today and upcoming first, and super_admin every match with filters', async () => {
    const mine = (await call('GET', '/cabinet/matches?per_page=100', 'referee')).json();
    assert(mine, CabinetMatchesResponse);
    const crewed = await demoRefereeCrewings(t.db);
    expect(mine.meta.total).toBe(new Set(crewed.map((c) => c.match_id)).size);
    const first = mine.data[0];
    expect(first.status === 'live' || (first.date_time !== null && first.date_time >= '2026-02-28T19:00:00.000Z')).toBe(
      true,
    );
    // Upcoming ones come soonest first, then the past ones newest first.
    const upcoming = mine.data.filter(
      (m) =>
        m.status === 'live' ||
        (['scheduled', 'postponed'].includes(m.status) && m.date_time! >= '2026-02-28T19:00:00.000Z'),
    );
    expect(mine.data.slice(0, upcoming.length).map((m) => m.id)).toEqual(upcoming.map((m) => m.id));
    const dates = upcoming.filter((m) => m.status !== 'live').map((m) => m.date_time!);
    expect(dates).toEqual([...dates].sort());
    const past = mine.data
      .slice(upcoming.length)
      .filter((m) => m.lifecycle === 'finished')
      .map((m) => m.date_time!);
    expect(past).toEqual([...past].sort().reverse());

    const all = (await call('GET', '/cabinet/matches?per_page=10', 'admin')).json();
    assert(all, CabinetMatchesResponse);
    const total = await rowCount(t.db, 'matches');
    expect(all.meta.total).toBe(total);
    const filtered = (
      await call('GET', `/cabinet/matches?per_page=100&tournament_id=${tournamentId}&team_id=${hostId}`, 'admin')
    ).json();
    expect(
      filtered.data.every(
        (m: { tournament: { id: number }; host: { id: number }; guest: { id: number } }) =>
          m.tournament.id === tournamentId && (m.host.id === hostId || m.guest.id === hostId),
      ),
    ).toBe(true);
    expect(filtered.data.length).toBeGreaterThan(2);
    const open = (await call('GET', '/cabinet/matches?per_page=100&open=1&status=finished', 'admin')).json();
    expect(open.data.every((m: { lifecycle: string }) => m.lifecycle === 'finished')).toBe(true);

    expect((await call('DELETE', `/cabinet/matches/${otherMatchId}`, 'admin')).statusCode).toBe(200);
    expect(await t.db.selectFrom('matches').select('id').where('id', '=', otherMatchId).execute()).toEqual([]);
  });
});
