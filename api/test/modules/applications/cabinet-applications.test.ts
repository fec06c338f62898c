// Team applications in the cabinet: the role × endpoint matrix (a command_admin only for its
// own club, another club's application is 404; the media manager, referee and provider get
// nothing), every status transition allowed and refused, bulk changes all or nothing, the audit
// trail, notifications, closed tournaments and archived clubs, and the public pages reflecting
// an accepted or withdrawn player at once.
import {
  CabinetApplicationDetailResponse,
  CabinetApplicationsResponse,
  CabinetTeamApplicationResponse,
  type ApplicationStatus,
} from '@league/shared/contracts';
import { assert } from 'superstruct';
import { dbTargets, login, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import {
  currentEntriesOfClub,
  demoCabinetSuite,
  expectRefusedToNonAdmins,
  otherClubTeamIn,
  roleCall,
  teamAdminClub,
  userIdsOf,
  WHO,
  type Who,
} from '../../support/demo-cabinet';
import { newRosterPlayer, REQUIRED_PLAYER_DOCUMENTS } from '../../support/people';
import { countRows } from '../../../src/db/count-rows';
type Method = 'GET' | 'POST' | 'PUT';

describe.each(dbTargets)('cabinet applications on %s', (target) => {
  const demo = demoCabinetSuite(target, {}, 180_000);
  const { t, tokens } = demo;
  let userIds: Record<Who, number>;
  let otherClub: number;
  let tournamentId: number;
  let ownTeam: { id: number; slug: string; birth_year: number };
  let otherTeam: { id: number };
  let seq = 0;

  beforeAll(async () => {
    userIds = await userIdsOf(t.db, WHO);
    // An active, unfinished tournament the own club plays in, and another club's team in it.
    const entry = await currentEntriesOfClub(t.db, demo.ownClub).executeTakeFirstOrThrow();
    tournamentId = entry.tournament_id;
    ownTeam = { id: entry.id, slug: entry.slug, birth_year: entry.birth_year };
    const other = await otherClubTeamIn(t.db, tournamentId, demo.ownClub);
    otherTeam = { id: other.id };
    otherClub = other.club_id;
  }, 180_000);

  const call = roleCall(() => ({ t, tokens }));
  /** How many rows the applications' audit trail holds. */
  const auditRowsOf = (ids: number[]) =>
    countRows(t.db.selectFrom('application_status_history').where('player_application_id', 'in', ids));

  /** A new player of a team with every required document, born in the team's year. */
  async function newPlayer(
    teamId: number,
    birthYear: number,
    documents: readonly string[] = REQUIRED_PLAYER_DOCUMENTS,
  ): Promise<number> {
    seq += 1;
    return newRosterPlayer(
      t.db,
      teamId,
      {
        slug: `applicant-${target}-${seq}`,
        first_name_kk: `Ойыншы${seq}`,
        first_name_ru: null,
        first_name_en: `Player${seq}`,
        last_name_kk: 'Тестов',
        last_name_ru: null,
        last_name_en: 'Testov',
        middle_name_kk: null,
        middle_name_ru: null,
        middle_name_en: null,
        birth_date: `${birthYear}-05-05`,
        position: 'MF',
        number: null,
        height_cm: null,
        weight_kg: null,
        identity_kind: 'identification',
        identity_number: `0000000${seq}`.slice(-12),
        citizenship: null,
        photo: null,
      },
      `${seq}`,
      documents,
    );
  }

  const send = (who: Who, playerIds: number[], teamId = ownTeam.id, language: 'kk' | 'ru' | 'en' = 'en') =>
    call(
      'POST',
      '/cabinet/applications/players',
      who,
      { tournament_id: tournamentId, team_id: teamId, players: playerIds.map((player_id) => ({ player_id })) },
      language,
    );
  const applicationOf = async (playerId: number) =>
    t.db
      .selectFrom('player_applications')
      .select(['id', 'status', 'reject_reason'])
      .where('player_id', '=', playerId)
      .where('tournament_id', '=', tournamentId)
      .executeTakeFirstOrThrow();
  const put = (who: Who, id: number, status: ApplicationStatus, reason?: string, language: 'kk' | 'ru' | 'en' = 'en') =>
    call(
      'PUT',
      `/cabinet/applications/players/${id}`,
      who,
      { status, ...(reason !== undefined ? { reason } : {}) },
      language,
    );
  const newCount = async (who: Who) =>
    (await call('GET', '/cabinet/notifications/new-count', who)).json().data.count as number;

  /** Three new players of the own team, sent by the team: the players and their applications. */
  async function threeSent(): Promise<{ players: number[]; ids: number[] }> {
    const players = [
      await newPlayer(ownTeam.id, ownTeam.birth_year),
      await newPlayer(ownTeam.id, ownTeam.birth_year),
      await newPlayer(ownTeam.id, ownTeam.birth_year),
    ];
    expect((await send('team', players)).statusCode).toBe(201);
    return { players, ids: await Promise.all(players.map(async (p) => (await applicationOf(p)).id)) };
  }

  it('lets each role call exactly what it may', async () => {
    const own = await newPlayer(ownTeam.id, ownTeam.birth_year);
    expect((await send('team', [own])).statusCode).toBe(201);
    const ownApplication = (await applicationOf(own)).id;
    const foreign = await newPlayer(otherTeam.id, ownTeam.birth_year);
    expect((await send('admin', [foreign], otherTeam.id)).statusCode).toBe(201);
    const foreignApplication = (await applicationOf(foreign)).id;
    const staffApplication = (
      await t.db.selectFrom('staff_applications').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;

    const probes: Array<[Method, string, object?]> = [
      ['GET', '/cabinet/applications'],
      ['GET', `/cabinet/tournaments/${tournamentId}/teams/${demo.ownClub}/application`],
      ['GET', `/cabinet/applications/players/${ownApplication}`],
      ['PUT', `/cabinet/applications/players/${ownApplication}`, { status: 'submitted' }],
      ['PUT', '/cabinet/applications/players', { ids: [ownApplication], status: 'submitted' }],
      [
        'POST',
        '/cabinet/applications/players',
        { tournament_id: tournamentId, team_id: ownTeam.id, players: [{ player_id: own }] },
      ],
      ['GET', `/cabinet/applications/staff/${staffApplication}`],
      ['PUT', `/cabinet/applications/staff/${staffApplication}`, { status: 'disqualified' }],
      ['PUT', '/cabinet/applications/staff', { ids: [staffApplication], status: 'disqualified' }],
      ['POST', '/cabinet/applications/staff', { tournament_id: tournamentId, team_id: ownTeam.id, staff_ids: [1] }],
    ];
    let checked = 0;
    for (const [method, url, payload] of probes) checked += await expectRefusedToNonAdmins(call, method, url, payload);
    expect(checked).toBe(40);
    expect((await applicationOf(own)).status).toBe('pending');

    // A command_admin: another club's application, team page and team are "not found", no data.
    const otherProbes: Array<[Method, string, object?]> = [
      ['GET', `/cabinet/applications/players/${foreignApplication}`],
      ['PUT', `/cabinet/applications/players/${foreignApplication}`, { status: 'unsubmitted' }],
      ['PUT', '/cabinet/applications/players', { ids: [ownApplication, foreignApplication], status: 'pending' }],
      ['GET', `/cabinet/tournaments/${tournamentId}/teams/${otherClub}/application`],
      [
        'POST',
        '/cabinet/applications/players',
        { tournament_id: tournamentId, team_id: otherTeam.id, players: [{ player_id: foreign }] },
      ],
    ];
    for (const [method, url, payload] of otherProbes) {
      const response = await call(method, url, 'team', payload);
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
      expect(JSON.stringify(response.json())).not.toContain('Testov');
    }
    // …and may not decide: accepting, rejecting and disqualifying are the league's.
    for (const status of ['submitted', 'rejected', 'disqualified'] as const) {
      expect((await put('team', ownApplication, status, 'x')).statusCode).toBe(403);
    }
    expect((await applicationOf(own)).status).toBe('pending');
    expect((await applicationOf(foreign)).status).toBe('pending');

    // Lists: a command_admin sees its own club only; super_admin everything.
    const list = (await call('GET', `/cabinet/applications?tournament_id=${tournamentId}&per_page=100`, 'team')).json();
    assert(list, CabinetApplicationsResponse);
    expect(list.data.length).toBeGreaterThan(0);
    expect(new Set(list.data.map((a) => a.team.club_id))).toEqual(new Set([demo.ownClub]));
    expect((await call('GET', `/cabinet/applications?club_id=${otherClub}`, 'team')).json().meta.total).toBe(0);
    const all = (
      await call(
        'GET',
        `/cabinet/applications?tournament_id=${tournamentId}&status=pending&kind=player&per_page=100`,
        'admin',
      )
    ).json();
    assert(all, CabinetApplicationsResponse);
    expect(all.data.map((a) => a.id)).toEqual(expect.arrayContaining([ownApplication, foreignApplication]));
    expect(
      all.data.every((a) => a.status === 'pending' && a.kind === 'player' && a.tournament.id === tournamentId),
    ).toBe(true);
  });

  it('walks every allowed transition, records each in the audit trail and notifies', async () => {
    const player = await newPlayer(ownTeam.id, ownTeam.birth_year);
    const adminBefore = await newCount('admin');
    const teamBefore = await newCount('team');

    // empty → pending (the team sends): the league is told, the sender is not.
    expect((await send('team', [player])).statusCode).toBe(201);
    const id = (await applicationOf(player)).id;
    expect(await newCount('admin')).toBe(adminBefore + 1);
    expect(await newCount('team')).toBe(teamBefore);

    // pending → rejected needs a reason (in the request's language).
    const noReason = await put('admin', id, 'rejected', '   ', 'ru');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().data.errors.reason).toEqual(['Это поле обязательно для заполнения']);
    expect((await put('admin', id, 'rejected', 'Heart ultrasound is unreadable')).statusCode).toBe(200);
    expect(await applicationOf(player)).toMatchObject({
      status: 'rejected',
      reject_reason: 'Heart ultrasound is unreadable',
    });
    expect(await newCount('team')).toBe(teamBefore + 1);
    const [latest] = (await call('GET', '/cabinet/notifications?per_page=1', 'team')).json().data;
    expect(latest).toMatchObject({
      kind: 'application_status',
      seen: false,
      payload: { status: 'rejected', reason: 'Heart ultrasound is unreadable', application_ids: [id] },
    });
    expect(latest.payload.link).toBe(`/cabinet/tournaments/${tournamentId}/teams/${demo.ownClub}/players/${id}`);

    // rejected → pending (sent again by the team), pending → submitted (accepted).
    expect((await put('team', id, 'pending')).statusCode).toBe(200);
    const accepted = await put('admin', id, 'submitted');
    expect(accepted.statusCode).toBe(200);
    assert(accepted.json(), CabinetApplicationDetailResponse);
    expect(accepted.json().data.allowed).toEqual(['unsubmitted', 'disqualified']);

    // submitted → unsubmitted (withdrawn by the team).
    expect((await put('team', id, 'unsubmitted')).statusCode).toBe(200);

    const detail = (await call('GET', `/cabinet/applications/players/${id}`, 'team', undefined, 'en')).json().data;
    expect(detail.status).toBe('unsubmitted');
    // The team may undo its withdrawal by sending the player again; putting back on the list is the league's.
    expect(detail.allowed).toEqual(['pending']);
    expect((await call('GET', `/cabinet/applications/players/${id}`, 'admin')).json().data.allowed).toEqual([
      'pending',
      'submitted',
    ]);
    expect(detail.documents.map((d: { type: string }) => d.type).sort()).toEqual([...REQUIRED_PLAYER_DOCUMENTS].sort());
    expect(
      detail.history.map(
        (h: {
          from_status: string | null;
          to_status: string;
          reason: string | null;
          changed_by: { id: number } | null;
        }) => [h.from_status, h.to_status, h.reason, h.changed_by?.id],
      ),
    ).toEqual([
      [null, 'pending', null, userIds.team],
      ['pending', 'rejected', 'Heart ultrasound is unreadable', userIds.admin],
      ['rejected', 'pending', null, userIds.team],
      ['pending', 'submitted', null, userIds.admin],
      ['submitted', 'unsubmitted', null, userIds.team],
    ]);
    const audit = await t.db
      .selectFrom('application_status_history')
      .select(['to_status', 'changed_at'])
      .where('player_application_id', '=', id)
      .execute();
    expect(audit).toHaveLength(5);

    // submitted → disqualified (the league).
    const other = await newPlayer(ownTeam.id, ownTeam.birth_year);
    await send('team', [other]);
    const otherId = (await applicationOf(other)).id;
    expect((await put('admin', otherId, 'submitted')).statusCode).toBe(200);
    expect((await put('team', otherId, 'disqualified', 'x')).statusCode).toBe(403);
    const disqualified = await call('PUT', `/cabinet/applications/players/${otherId}`, 'admin', {
      status: 'disqualified',
      reason: 'Decision of the disciplinary committee',
      disqualification_matches: 3,
    });
    expect(disqualified.statusCode).toBe(200);
    expect((await applicationOf(other)).status).toBe('disqualified');
  });

  it('undoes a withdrawal: the team sends the player again (→ pending), the league puts them back on the list (→ submitted)', async () => {
    const withdrawn = async () => {
      const player = await newPlayer(ownTeam.id, ownTeam.birth_year);
      expect((await send('team', [player])).statusCode).toBe(201);
      const id = (await applicationOf(player)).id;
      expect((await put('admin', id, 'submitted')).statusCode).toBe(200);
      expect((await put('team', id, 'unsubmitted')).statusCode).toBe(200);
      return { player, id };
    };
    // The team: back to pending, through the status change or by sending the player again.
    const byTeam = await withdrawn();
    const leagueBefore = await newCount('admin');
    const undone = await put('team', byTeam.id, 'pending');
    expect(undone.statusCode).toBe(200);
    assert(undone.json(), CabinetApplicationDetailResponse);
    expect(undone.json().data).toMatchObject({ status: 'pending', allowed: [] });
    expect(await newCount('admin')).toBe(leagueBefore + 1);
    const sentAgain = await withdrawn();
    expect((await send('team', [sentAgain.player])).statusCode).toBe(201);
    expect((await applicationOf(sentAgain.player)).status).toBe('pending');
    // …but only the league puts a player straight back on the list.
    const byLeague = await withdrawn();
    expect((await put('team', byLeague.id, 'submitted')).statusCode).toBe(403);
    for (const who of ['referee', 'provider', 'media'] as const)
      expect((await put(who, byLeague.id, 'pending')).statusCode).toBe(403);
    expect(
      (await call('PUT', `/cabinet/applications/players/${byLeague.id}`, null, { status: 'pending' })).statusCode,
    ).toBe(401);
    expect((await applicationOf(byLeague.player)).status).toBe('unsubmitted');
    const teamBefore = await newCount('team');
    const restored = await put('admin', byLeague.id, 'submitted', undefined, 'ru');
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ status: 'submitted', allowed: ['unsubmitted', 'disqualified'] });
    expect(await newCount('team')).toBe(teamBefore + 1);
    expect(
      restored
        .json()
        .data.history.slice(-3)
        .map((h: { from_status: string; to_status: string }) => `${h.from_status}>${h.to_status}`),
    ).toEqual(['pending>submitted', 'submitted>unsubmitted', 'unsubmitted>submitted']);
    // The public page of withdrawn players no longer lists them.
    const unsubmitted = (await call('GET', `/squad/unsubmitted?team_id=${ownTeam.id}`, null)).json().data as Array<{
      player: { id: number };
    }>;
    expect(unsubmitted.map((row) => row.player.id)).not.toContain(byLeague.player);
    expect(unsubmitted.map((row) => row.player.id)).not.toContain(byTeam.player);
    // Another club's withdrawn application stays out of reach of the team (404, no data).
    const foreign = await newPlayer(otherTeam.id, ownTeam.birth_year);
    expect((await send('admin', [foreign], otherTeam.id)).statusCode).toBe(201);
    const foreignId = (await applicationOf(foreign)).id;
    await put('admin', foreignId, 'submitted');
    await put('admin', foreignId, 'unsubmitted');
    const notYours = await put('team', foreignId, 'pending');
    expect(notYours.statusCode).toBe(404);
    expect((await applicationOf(foreign)).status).toBe('unsubmitted');
    // Someone who has left the team keeps the old application withdrawn.
    const left = await withdrawn();
    await t.db.updateTable('team_players').set({ is_active: false }).where('player_id', '=', left.player).execute();
    const gone = await put('admin', left.id, 'submitted');
    expect(gone.statusCode).toBe(422);
    expect(gone.json().data.errors.status[0]).toMatch(/^Testov Player\d+: This person is not a member of the team$/);
    expect((await applicationOf(left.player)).status).toBe('unsubmitted');
    // Undoing asks the eligibility engine, as sending and accepting do: a document expired meanwhile is refused.
    const expired = await withdrawn();
    await t.db
      .updateTable('player_documents')
      .set({ expires_at: '2026-02-01' })
      .where('player_id', '=', expired.player)
      .where('type', '=', 'heart_shot')
      .execute();
    const refused = await put('admin', expired.id, 'submitted');
    expect(refused.statusCode).toBe(422);
    expect((await applicationOf(expired.player)).status).toBe('unsubmitted');
  });

  it('keeps the audit trail append-only: no row is ever changed or deleted on its own', async () => {
    const row = await t.db
      .selectFrom('application_status_history')
      .select(['id', 'reason'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expect(
      t.db.updateTable('application_status_history').set({ reason: 'rewritten' }).where('id', '=', row.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('application_status_history').where('id', '=', row.id).execute()).rejects.toThrow(
      /append-only/,
    );
    expect(
      await t.db
        .selectFrom('application_status_history')
        .select(['id', 'reason'])
        .where('id', '=', row.id)
        .executeTakeFirst(),
    ).toEqual(row);
  });

  it('refuses every other transition, naming the allowed ones', async () => {
    const player = await newPlayer(ownTeam.id, ownTeam.birth_year);
    await send('team', [player]);
    const id = (await applicationOf(player)).id;
    const historyCount = () => auditRowsOf([id]);

    const refusedFrom = async (from: ApplicationStatus, targets: ApplicationStatus[]) => {
      for (const to of targets) {
        const before = await historyCount();
        const response = await put('admin', id, to, 'reason');
        expect({ from, to, status: response.statusCode }).toEqual({ from, to, status: 409 });
        expect(response.json().message).toContain('Allowed:');
        expect((await applicationOf(player)).status).toBe(from);
        expect(await historyCount()).toBe(before);
      }
    };
    await refusedFrom('pending', ['pending', 'unsubmitted', 'disqualified']);
    const ru = await put('admin', id, 'unsubmitted', undefined, 'ru');
    expect(ru.json().message).toBe(
      'Статус заявки нельзя изменить с «На рассмотрении» на «Отзаявлен». Допустимо: «Заявлен», «Отклонён»',
    );

    await put('admin', id, 'rejected', 'Missing stamp');
    await refusedFrom('rejected', ['submitted', 'unsubmitted', 'disqualified', 'rejected']);
    await put('team', id, 'pending');
    await put('admin', id, 'submitted');
    await refusedFrom('submitted', ['pending', 'rejected', 'submitted']);
    // Sending an already accepted player again is the same refused change.
    const again = await send('team', [player]);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.errors['players.0.player_id'][0]).toContain('Testov');
    await put('admin', id, 'unsubmitted');
    await refusedFrom('unsubmitted', ['rejected', 'disqualified', 'unsubmitted']);
    await put('admin', id, 'submitted');
    const disqualified = await call('PUT', `/cabinet/applications/players/${id}`, 'admin', {
      status: 'disqualified',
      reason: 'Decision of the disciplinary committee',
      disqualification_matches: 2,
    });
    expect(disqualified.statusCode).toBe(200);
    await refusedFrom('disqualified', ['pending', 'rejected', 'unsubmitted', 'disqualified']);
    // Only the league's reinstatement leads out of a disqualification.
    expect((await put('admin', id, 'pending')).json().message).toContain('Allowed: «Listed»');
  });

  it('changes in bulk all or nothing and names the item that failed', async () => {
    const { players, ids } = await threeSent();
    // One of them is already rejected: accepting the three is refused whole.
    await put('admin', ids[1], 'rejected', 'Photo missing');
    const refused = await call('PUT', '/cabinet/applications/players', 'admin', { ids, status: 'submitted' });
    expect(refused.statusCode).toBe(409);
    expect(Object.keys(refused.json().data.errors)).toEqual(['ids.1']);
    expect(refused.json().data.errors['ids.1'][0]).toMatch(
      /Testov Player\d+: cannot go from “Rejected” to “Accepted”|Testov Player\d+: cannot go from/,
    );
    expect((await Promise.all(players.map(applicationOf))).map((a) => a.status)).toEqual([
      'pending',
      'rejected',
      'pending',
    ]);

    // Rejecting in bulk needs the reason; with it, the two pending ones go together.
    expect(
      (await call('PUT', '/cabinet/applications/players', 'admin', { ids: [ids[0], ids[2]], status: 'rejected' }))
        .statusCode,
    ).toBe(422);
    const teamBefore = await newCount('team');
    const done = await call('PUT', '/cabinet/applications/players', 'admin', {
      ids: [ids[0], ids[2]],
      status: 'rejected',
      reason: 'Stamps missing',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ ids: [ids[0], ids[2]], status: 'rejected' });
    // One notification per team and change, naming both.
    expect(await newCount('team')).toBe(teamBefore + 1);
    const [note] = (await call('GET', '/cabinet/notifications?per_page=1', 'team')).json().data;
    expect(note.payload.count).toBe(2);

    // The team sends the three again together, then the league accepts them in one go.
    expect((await send('team', players)).statusCode).toBe(201);
    expect((await call('PUT', '/cabinet/applications/players', 'admin', { ids, status: 'submitted' })).statusCode).toBe(
      200,
    );
    expect((await Promise.all(players.map(applicationOf))).map((a) => a.status)).toEqual([
      'submitted',
      'submitted',
      'submitted',
    ]);
  });

  it('refuses ineligible people when sending and accepting, with the reasons; a bulk accept with one of them is refused whole', async () => {
    const missing = await newPlayer(ownTeam.id, ownTeam.birth_year, ['identity', 'heart_shot']);
    const refused = await send('team', [missing], ownTeam.id, 'ru');
    expect(refused.statusCode).toBe(422);
    const reasons: string[] = refused.json().data.errors['players.0.player_id'];
    expect(reasons.length).toBe(3);
    expect(reasons.every((r) => r.startsWith('Тестов Ойыншы'))).toBe(true);
    expect(
      await t.db.selectFrom('player_applications').select('id').where('player_id', '=', missing).execute(),
    ).toEqual([]);

    // Too young for the tournament's band.
    const band = await t.db
      .selectFrom('tournaments')
      .select(['birth_year_to'])
      .where('id', '=', tournamentId)
      .executeTakeFirstOrThrow();
    const young = await newPlayer(ownTeam.id, band.birth_year_to + 1);
    expect((await send('team', [young])).statusCode).toBe(422);

    // Three pending; one's medical document expires before the league decides.
    const { players, ids } = await threeSent();
    await t.db
      .updateTable('player_documents')
      .set({ expires_at: '2026-02-01' })
      .where('player_id', '=', players[2])
      .where('type', '=', 'heart_shot')
      .execute();
    const page = (
      await call('GET', `/cabinet/tournaments/${tournamentId}/teams/${demo.ownClub}/application`, 'admin')
    ).json().data;
    const greyed = page.teams
      .flatMap(
        (team: {
          players: Array<{
            person: { id: number };
            eligibility: { eligible: boolean; issues: Array<{ code: string }> };
          }>;
        }) => team.players,
      )
      .find((p: { person: { id: number } }) => p.person.id === players[2]);
    expect(greyed.eligibility).toMatchObject({ eligible: false, issues: [{ code: 'document_expired' }] });
    const historyBefore = await auditRowsOf(ids);
    const bulk = await call('PUT', '/cabinet/applications/players', 'admin', { ids, status: 'submitted' });
    expect(bulk.statusCode).toBe(422);
    expect(Object.keys(bulk.json().data.errors)).toEqual(['ids.2']);
    expect(bulk.json().data.errors['ids.2'][0]).toMatch(/^Testov Player\d+: /);
    expect((await Promise.all(players.map(applicationOf))).map((a) => a.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
    expect(await auditRowsOf(ids)).toBe(historyBefore);
    // The league may still reject the ineligible one; the other two are accepted.
    expect((await put('admin', ids[2], 'rejected', 'Heart ultrasound expired')).statusCode).toBe(200);
    expect(
      (await call('PUT', '/cabinet/applications/players', 'admin', { ids: ids.slice(0, 2), status: 'submitted' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses sending people who are not in the team, twice in one request, or to a closed tournament or archived club', async () => {
    const stranger = await newPlayer(otherTeam.id, ownTeam.birth_year);
    const notMember = await send('team', [stranger], ownTeam.id, 'kk');
    expect(notMember.statusCode).toBe(422);
    expect(notMember.json().data.errors['players.0.player_id'][0]).toContain('команда құрамында жоқ');
    const player = await newPlayer(ownTeam.id, ownTeam.birth_year);
    expect((await send('team', [player, player])).json().data.errors['players.1.player_id']).toBeDefined();

    await t.db.updateTable('tournaments').set({ active: false }).where('id', '=', tournamentId).execute();
    try {
      const inactive = await send('team', [player]);
      expect(inactive.statusCode).toBe(409);
      expect(inactive.json().message).toBe('The tournament is not active: it takes no applications');
      const page = (
        await call('GET', `/cabinet/tournaments/${tournamentId}/teams/${demo.ownClub}/application`, 'team')
      ).json().data;
      expect(page.closed).toBe('The tournament is not active: it takes no applications');
    } finally {
      await t.db.updateTable('tournaments').set({ active: true }).where('id', '=', tournamentId).execute();
    }
    await t.db
      .updateTable('clubs')
      .set({ archived_at: new Date('2026-02-01T00:00:00Z') })
      .where('id', '=', demo.ownClub)
      .execute();
    try {
      const archived = await send('team', [player], ownTeam.id, 'ru');
      expect(archived.statusCode).toBe(409);
      expect(archived.json().message).toBe('Клуб в архиве: он не может подавать заявки');
    } finally {
      await t.db.updateTable('clubs').set({ archived_at: null }).where('id', '=', demo.ownClub).execute();
    }
    expect(await t.db.selectFrom('player_applications').select('id').where('player_id', '=', player).execute()).toEqual(
      [],
    );
  });

  it('shows the team application with every member, documents and allowed actions', async () => {
    const player = await newPlayer(ownTeam.id, ownTeam.birth_year, ['identity']);
    const answer = (
      await call(
        'GET',
        `/cabinet/tournaments/${tournamentId}/teams/${demo.ownClub}/application`,
        'team',
        undefined,
        'ru',
      )
    ).json();
    assert(answer, CabinetTeamApplicationResponse);
    const team = answer.data.teams.find((x) => x.id === ownTeam.id)!;
    const entry = team.players.find((p) => p.person.id === player)!;
    expect(entry).toMatchObject({ status: 'empty', application_id: null, allowed: ['pending'] });
    expect(entry.documents.map((d) => d.type)).toEqual(['identity']);
    expect(team.staff.length).toBeGreaterThan(0);
    // The league sees the same page with its decisions on pending applications.
    const admin = (
      await call('GET', `/cabinet/tournaments/${tournamentId}/teams/${demo.ownClub}/application`, 'admin')
    ).json().data;
    const pending = admin.teams
      .flatMap((x: { players: Array<{ status: string; allowed: string[] }> }) => x.players)
      .find((p: { status: string }) => p.status === 'pending');
    if (pending) expect(pending.allowed).toEqual(['submitted', 'rejected']);
    expect(
      (await call('GET', `/cabinet/tournaments/999999/teams/${demo.ownClub}/application`, 'admin')).statusCode,
    ).toBe(404);
  });

  it('shows an accepted player on the public team application and a withdrawn one on the unsubmitted page at once', async () => {
    const player = await newPlayer(ownTeam.id, ownTeam.birth_year);
    await send('team', [player]);
    const id = (await applicationOf(player)).id;
    const publicApplication = async () =>
      JSON.stringify(
        (await call('GET', `/tournaments/${tournamentId}/teams/${ownTeam.slug}/application`, null)).json(),
      );
    const unsubmitted = async () =>
      JSON.stringify((await call('GET', `/squad/unsubmitted?team_id=${ownTeam.id}`, null)).json());
    expect(await publicApplication()).not.toContain(`"id":${player},`);
    await put('admin', id, 'submitted');
    expect(await publicApplication()).toContain(`"id":${player},`);
    expect(await unsubmitted()).not.toContain(`"id":${player},`);
    await put('team', id, 'unsubmitted');
    expect(await publicApplication()).not.toContain(`"id":${player},`);
    expect(await unsubmitted()).toContain(`"id":${player},`);
  });

  it('sends staff members and changes their applications', async () => {
    const staffId = (
      await t.db
        .insertInto('staff')
        .values({
          slug: `coach-${target}`,
          first_name_kk: 'Жаттықтырушы',
          first_name_ru: null,
          first_name_en: 'Coach',
          last_name_kk: 'Тестов',
          last_name_ru: null,
          last_name_en: 'Testov',
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db
      .insertInto('team_staff')
      .values({ team_id: ownTeam.id, staff_id: staffId, joined_at: '2026-01-01', left_at: null })
      .execute();
    for (const type of [...REQUIRED_PLAYER_DOCUMENTS, 'staff_license']) {
      await t.db
        .insertInto('staff_documents')
        .values({
          staff_id: staffId,
          type: type as never,
          file_path: `private/test/staff-${type}.pdf`,
          original_name: null,
          size_bytes: 10,
          mime: 'application/pdf',
          uploaded_by: null,
          expires_at: null,
        })
        .execute();
    }
    const sent = await call('POST', '/cabinet/applications/staff', 'team', {
      tournament_id: tournamentId,
      team_id: ownTeam.id,
      staff_ids: [staffId],
    });
    expect(sent.statusCode).toBe(201);
    const [id] = sent.json().data.ids;
    expect((await call('PUT', `/cabinet/applications/staff/${id}`, 'admin', { status: 'rejected' })).statusCode).toBe(
      422,
    );
    expect(
      (await call('PUT', '/cabinet/applications/staff', 'admin', { ids: [id], status: 'submitted' })).statusCode,
    ).toBe(200);
    const detail = (await call('GET', `/cabinet/applications/staff/${id}`, 'team')).json();
    assert(detail, CabinetApplicationDetailResponse);
    expect(detail.data).toMatchObject({ kind: 'staff', status: 'submitted' });
    expect(detail.data.history.map((h) => h.to_status)).toEqual(['pending', 'submitted']);
  });
});

describe('cabinet applications and the public micro-cache', () => {
  const t = suiteApp({ target: 'pglite', seed: 'demo', config: { publicCacheTtlMs: 60_000 } }, 180_000);

  it('shows an accepted player on the cached public team application at once', async () => {
    const [admin, team] = [await login(t.app, 'admin@league.test'), await login(t.app, 'team@league.test')];
    const application = await t.db
      .selectFrom('player_applications as a')
      .innerJoin('teams as tm', 'tm.id', 'a.team_id')
      .innerJoin('tournaments as tr', 'tr.id', 'a.tournament_id')
      .select(['a.id', 'a.player_id', 'a.tournament_id', 'tm.slug'])
      .where('a.status', '=', 'pending')
      .where('tr.active', '=', true)
      .where('tr.end_date', 'is', null)
      .where('tm.club_id', '=', await teamAdminClub(t.db))
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    const url = `/api/v1/tournaments/${application.tournament_id}/teams/${application.slug}/application`;
    const listed = async () =>
      (await request(t.app, { method: 'GET', url, language: 'en' })).body.includes(`"id":${application.player_id},`);
    expect(await listed()).toBe(false);
    expect((await request(t.app, { method: 'GET', url, language: 'en' })).headers['x-cache']).toBe('hit');
    const accepted = await request(t.app, {
      method: 'PUT',
      url: `/api/v1/cabinet/applications/players/${application.id}`,
      token: admin,
      payload: { status: 'submitted' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await listed()).toBe(true);
    expect(
      (
        await request(t.app, {
          method: 'PUT',
          url: `/api/v1/cabinet/applications/players/${application.id}`,
          token: team,
          payload: { status: 'unsubmitted' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await listed()).toBe(false);
  });
});
