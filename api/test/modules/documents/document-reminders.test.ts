// Reminders of expiring documents (ADR 0167), with a fixed clock: a club's admins are told 30, 14
// and 3 days before a required document of one of their people expires — once each, on no other
// day, in the notification list with whose document, which, until when, the days left and the
// person's page; never twice, whether the run is repeated, the next day catches up, or two API
// processes on one PostgreSQL database run the same day at once. The eligibility engine blocks the
// person from the day after the last valid day the reminder named.
import { documentReminderText } from '@league/shared/labels';
import type { DocumentExpiringPayload } from '@league/shared/contracts';
import { createDocumentRemindersService } from '../../../src/modules/documents/index';
import { addDays } from '../../../src/modules/documents/document-reminders.rules';
import { playerVerdicts, staffVerdicts } from '../../../src/modules/eligibility/index';
import type { DB } from '../../../src/db/database';
import { createTestApp, dbTargets, login, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { teamAdminClub } from '../../support/demo-cabinet';
import { clubPlayerWithIdentity, identityExpiresOn } from './document-helpers';

/** 10:00 in Almaty (UTC+5) of a league day. */
const morning = (day: string) => new Date(`${day}T05:00:00Z`);
const EXPIRES = '2026-05-20';

describe.each(dbTargets)('document reminders on %s', (target) => {
  let teamToken: string;
  let adminToken: string;
  let clubId: number;
  let player: { id: number; slug: string; team_id: number };
  let coach: { id: number; slug: string; team_id: number };
  const service = (db: DB = t.db) => createDocumentRemindersService({ db, clock: () => morning('2026-03-01') });

  const t = suiteApp({ target, seed: 'demo', replicas: 1, config: { testHooks: true } }, 240_000);
  beforeAll(async () => {
    teamToken = await login(t.app, 'team@league.test');
    adminToken = await login(t.app, 'admin@league.test');
    clubId = await teamAdminClub(t.db);
    player = await clubPlayerWithIdentity(t.db, clubId);
    coach = await t.db
      .selectFrom('team_staff as m')
      .innerJoin('teams as tm', 'tm.id', 'm.team_id')
      .innerJoin('staff as s', 's.id', 'm.staff_id')
      .innerJoin('staff_documents as d', (join) =>
        join.onRef('d.staff_id', '=', 's.id').on('d.type', '=', 'staff_license'),
      )
      .select(['s.id', 's.slug', 'm.team_id'])
      .where('tm.club_id', '=', clubId)
      .where('m.is_active', '=', true)
      .where('s.status', '=', 'active')
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    // The player's identity document and the coach's licence last until EXPIRES; an additional
    // document (required of nobody) expires the same day.
    await identityExpiresOn(t.db, player.id, EXPIRES);
    await licenceLastsUntilExpires();
    const identity = await t.db
      .selectFrom('player_documents')
      .selectAll()
      .where('player_id', '=', player.id)
      .where('type', '=', 'identity')
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = identity;
    await t.db
      .insertInto('player_documents')
      .values({ ...copy, type: 'additional_document', expires_at: EXPIRES })
      .execute();
  }, 240_000);

  const reminders = async () =>
    (
      await t.db
        .selectFrom('notifications')
        .select(['user_id', 'payload'])
        .where('kind', '=', 'document_expiring')
        .orderBy('id')
        .execute()
    ).map((n) => n.payload as unknown as DocumentExpiringPayload);

  /** The coach's licence lasts until EXPIRES. */
  async function licenceLastsUntilExpires(): Promise<void> {
    await t.db
      .updateTable('staff_documents')
      .set({ expires_at: EXPIRES })
      .where('staff_id', '=', coach.id)
      .where('type', '=', 'staff_license')
      .execute();
  }

  /** A new copy of the coach's licence, valid until `expiresAt`: its id. */
  async function newLicence(expiresAt: string): Promise<number> {
    const { id: _id, ...licence } = await t.db
      .selectFrom('staff_documents')
      .selectAll()
      .where('staff_id', '=', coach.id)
      .where('type', '=', 'staff_license')
      .executeTakeFirstOrThrow();
    const row = await t.db
      .insertInto('staff_documents')
      .values({ ...licence, expires_at: expiresAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('tells the club’s admins once at 30, 14 and 3 days left and on no other day', async () => {
    const admins = await t.db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .select('u.id')
      .where('r.slug', '=', 'command_admin')
      .where('u.club_id', '=', clubId)
      .where('u.is_active', '=', true)
      .execute();
    expect(admins.length).toBeGreaterThan(0);
    const sentOn: Record<string, number> = {};
    for (let before = 40; before >= -2; before--) {
      const day = addDays(EXPIRES, -before);
      const run = await service().run(morning(day));
      expect(run.day).toBe(day);
      if (run.sent) sentOn[before] = run.sent;
    }
    // Two documents (the player's identity, the coach's licence), one club: two notices a threshold.
    expect(sentOn).toEqual({ 30: 2, 14: 2, 3: 2 });
    const all = await reminders();
    expect(all).toHaveLength(6 * admins.length);
    const ofPlayer = all.filter((p) => p.owner === 'player');
    expect(ofPlayer.map((p) => [p.threshold, p.days_left])).toEqual(
      [
        [30, 30],
        [14, 14],
        [3, 3],
      ].flatMap((pair) => Array.from({ length: admins.length }, () => pair)),
    );
    expect(ofPlayer[0]).toMatchObject({
      person_id: player.id,
      document_type: 'identity',
      expires_at: EXPIRES,
      club_id: clubId,
      link: `/cabinet/players/${player.slug}`,
    });
    expect(all.find((p) => p.owner === 'staff')).toMatchObject({
      person_id: coach.id,
      document_type: 'staff_license',
      link: `/cabinet/clubs/${clubId}/teams/${coach.team_id}/staff/${coach.slug}`,
    });
    expect(all.some((p) => p.document_type === 'additional_document')).toBe(false);
  });

  it('shows the reminder in the admin’s list, in the reader’s language', async () => {
    const list = await request(t.app, {
      method: 'GET',
      url: '/api/v1/cabinet/notifications',
      token: teamToken,
      language: 'ru',
    });
    expect(list.statusCode).toBe(200);
    const item = (list.json().data as Array<{ kind: string; payload: DocumentExpiringPayload }>).find(
      (n) => n.kind === 'document_expiring' && n.payload.threshold === 14 && n.payload.owner === 'player',
    )!;
    expect(item).toBeDefined();
    const text = documentReminderText(item.payload, 'ru');
    expect(text.title).toBe('Срок документа истекает через 14 дней');
    expect(text.line).toContain('20.05.2026');
    expect(text.line).toContain(item.payload.person.ru);
  });

  it('never tells twice: a second run of the day, a run the next day, a day whose run was lost', async () => {
    const before = (await reminders()).length;
    const day = addDays(EXPIRES, -14);
    expect((await service().run(morning(day))).sent).toBeNull();
    // The job's day row gone (as if the run were redone by hand): the document's key still holds.
    await t.db.deleteFrom('job_runs').where('day', '=', day).execute();
    expect((await service().run(morning(day))).sent).toBe(0);
    expect(await reminders()).toHaveLength(before);
  });

  it('catches up a missed threshold the next day, with the days actually left', async () => {
    const id = (
      await t.db
        .selectFrom('player_documents')
        .select('id')
        .where('player_id', '=', player.id)
        .where('type', '=', 'identity')
        .executeTakeFirstOrThrow()
    ).id;
    // A later expiry: the same document reaches 14 days again on a day the job did not run.
    await t.db.updateTable('player_documents').set({ expires_at: '2026-08-31' }).where('id', '=', id).execute();
    await t.db.deleteFrom('document_reminders').where('document_id', '=', id).where('owner', '=', 'player').execute();
    const run = await service().run(morning('2026-08-18')); // 13 days left: the 14-day run was missed
    expect(run.sent).toBeGreaterThan(0);
    const last = (await reminders()).filter((p) => p.document_id === id).pop()!;
    expect([last.threshold, last.days_left, last.expires_at]).toEqual([14, 13, '2026-08-31']);
    // A newer copy that never expires: no more reminders for the old one.
    const { id: _id, ...copy } = await t.db
      .selectFrom('player_documents')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('player_documents')
      .values({ ...copy, expires_at: null })
      .execute();
    expect((await service().run(morning('2026-08-29'))).sent).toBe(0);
  });

  it('two API processes running the same day at once: one does it, each reminder once', async () => {
    // PostgreSQL: the app and its replica, each with its own pool; PGlite: one process, two runs.
    const processes = t.dbs.length > 1 ? t.dbs : [t.db, t.db];
    const doc = await newLicence('2026-10-15');
    const before = (await reminders()).length;
    const day = '2026-10-01'; // 14 days left
    const runs = await Promise.all(
      processes.flatMap((db) => [service(db).run(morning(day)), service(db).run(morning(day))]),
    );
    expect(runs.filter((r) => r.sent !== null)).toHaveLength(1);
    expect(runs.find((r) => r.sent !== null)!.sent).toBeGreaterThan(0);
    const added = (await reminders()).slice(before);
    expect(new Set(added.map((p) => `${p.document_id}:${p.threshold}`))).toEqual(new Set([`${doc}:14`]));
    const rows = await t.db
      .selectFrom('job_runs')
      .select('done')
      .where('job', '=', 'document-reminders')
      .where('day', '=', day)
      .execute();
    expect(rows).toEqual([{ done: added.length }]);
  });

  it('blocks the person in the eligibility engine from the day after the last valid day', async () => {
    const tournament = async (teamId: number) =>
      (
        await t.db
          .selectFrom('tournament_teams')
          .select('tournament_id')
          .where('team_id', '=', teamId)
          .executeTakeFirst()
      )?.tournament_id;
    const staffTournament = await tournament(coach.team_id);
    if (!staffTournament) throw new Error('the coach’s team plays no tournament in the demo');
    const judge = (on: string) =>
      staffVerdicts(t.db, {
        tournamentId: staffTournament,
        teamId: coach.team_id,
        staffIds: [coach.id],
        purpose: 'application',
        on,
      });
    await licenceLastsUntilExpires();
    expect((await judge(EXPIRES)).get(coach.id)!.reasons).not.toContainEqual({
      code: 'document_expired',
      document_type: 'staff_license',
    });
    expect((await judge(addDays(EXPIRES, 1))).get(coach.id)!.reasons).toContainEqual({
      code: 'document_expired',
      document_type: 'staff_license',
    });

    const playerTournament = await tournament(player.team_id);
    if (!playerTournament) throw new Error('the player’s team plays no tournament in the demo');
    await t.db
      .updateTable('player_documents')
      .set({ expires_at: EXPIRES })
      .where('player_id', '=', player.id)
      .where('type', '=', 'identity')
      .where('expires_at', 'is not', null)
      .execute();
    const verdict = async () =>
      (
        await playerVerdicts(t.db, {
          tournamentId: playerTournament,
          teamId: player.team_id,
          playerIds: [player.id],
          purpose: 'application',
          on: addDays(EXPIRES, 1),
        })
      ).get(player.id)!;
    // The copy that never expires (previous test) still holds: not blocked; without it, blocked.
    expect((await verdict()).reasons).not.toContainEqual({ code: 'document_expired', document_type: 'identity' });
    await t.db
      .deleteFrom('player_documents')
      .where('player_id', '=', player.id)
      .where('type', '=', 'identity')
      .where('expires_at', 'is', null)
      .execute();
    expect(await verdict()).toMatchObject({
      eligible: false,
      reasons: expect.arrayContaining([{ code: 'document_expired', document_type: 'identity' }]),
    });
    // An expired document nobody requires blocks nobody.
    expect((await verdict()).reasons).not.toContainEqual(
      expect.objectContaining({ document_type: 'additional_document' }),
    );
  });

  it('hands a committed run’s reminders to a plugged-in sender (the e-mail channel to come), once', async () => {
    const doc = await newLicence('2026-12-04');
    const handed: Array<{ clubId: number; payload: DocumentExpiringPayload }> = [];
    const withSender = createDocumentRemindersService({
      db: t.db,
      clock: () => morning('2026-12-01'),
      senders: [{ send: async (list) => void handed.push(...list) }],
    });
    expect(await withSender.run()).toEqual({ day: '2026-12-01', sent: 1 });
    expect(handed).toEqual([
      {
        clubId,
        payload: expect.objectContaining({ document_id: doc, threshold: 3, days_left: 3, expires_at: '2026-12-04' }),
      },
    ]);
    expect(await withSender.run()).toEqual({ day: '2026-12-01', sent: null });
    expect(handed).toHaveLength(1);
  });

  it('shows the person blocked in the cabinet’s answers once the last valid day has passed: the team’s application and the person’s page', async () => {
    // The app's clock is the demo's "now" (2026-03-01): a licence whose last day was the day before.
    await t.db
      .updateTable('staff_documents')
      .set({ expires_at: '2026-02-28' })
      .where('staff_id', '=', coach.id)
      .where('type', '=', 'staff_license')
      .execute();
    const tournament = (
      await t.db
        .selectFrom('tournament_teams')
        .select('tournament_id')
        .where('team_id', '=', coach.team_id)
        .executeTakeFirstOrThrow()
    ).tournament_id;
    const application = await request(t.app, {
      method: 'GET',
      url: `/api/v1/cabinet/tournaments/${tournament}/teams/${clubId}/application`,
      token: teamToken,
      language: 'en',
    });
    expect(application.statusCode).toBe(200);
    const teams = application.json().data.teams as Array<{
      id: number;
      staff: Array<{
        person: { id: number };
        eligibility: {
          eligible: boolean;
          issues: Array<{ code: string; document_type: string | null; message: string }>;
        };
      }>;
    }>;
    const entry = teams.find((team) => team.id === coach.team_id)!.staff.find((s) => s.person.id === coach.id)!;
    expect(entry.eligibility.eligible).toBe(false);
    expect(entry.eligibility.issues).toContainEqual({
      code: 'document_expired',
      document_type: 'staff_license',
      message: 'Document expired: Coaching licence',
    });
    const page = await request(t.app, {
      method: 'GET',
      url: `/api/v1/cabinet/staff/${coach.slug}`,
      token: teamToken,
      language: 'en',
    });
    expect(page.json().data.expired_documents).toContain('staff_license');
  });

  it('runs on demand as of a given instant for end-to-end tests: a super_admin only, only with the test hooks', async () => {
    const url = '/api/v1/cabinet/test-hooks/document-reminders';
    expect(
      (await request(t.app, { method: 'POST', url, token: teamToken, payload: { now: '2026-12-20T05:00:00Z' } }))
        .statusCode,
    ).toBe(403);
    expect((await request(t.app, { method: 'POST', url, token: adminToken, payload: {} })).statusCode).toBe(422);
    const ran = await request(t.app, {
      method: 'POST',
      url,
      token: adminToken,
      payload: { now: '2026-12-20T05:00:00Z' },
    });
    expect(ran.statusCode).toBe(200);
    expect(ran.json().data).toEqual({ day: '2026-12-20', sent: 0 });
    const plain = await createTestApp({ target: 'pglite' });
    try {
      expect(
        (await plain.app.inject({ method: 'POST', url, payload: { now: '2026-12-20T05:00:00Z' } })).statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
