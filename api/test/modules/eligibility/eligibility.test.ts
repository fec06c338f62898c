// The eligibility engine on the demo league: the facts it loads from the database (documents and
// their expiry, applications in the tournament, over-age players of the team, suspensions from the
// match events) and the one refusal format of a write (`ineligibleFields`). The rules one by one: eligibility.rules.test.ts.
import { enumLabel } from '@league/shared/labels';
import {
  describeVerdict,
  ineligibleFields,
  playerVerdicts,
  staffVerdicts,
} from '../../../src/modules/eligibility/index';
import { translateFields } from '../../../src/plugins/error-handler';
import { tournamentMatchInputs } from '../../../src/modules/matches/matches.reads';
import { suspensions } from '../../../src/modules/stats/index';
import { dbTargets, DEMO_BASE_DATE } from '../../helpers';
import { suiteApp } from '../../support/suite-app';

describe.each(dbTargets)('eligibility engine on %s', (target) => {
  const t = suiteApp({ target, seed: 'demo' });

  const submittedPlayer = () =>
    t.db
      .selectFrom('player_applications as a')
      .innerJoin('tournaments as tr', 'tr.id', 'a.tournament_id')
      .select(['a.id', 'a.player_id', 'a.team_id', 'a.tournament_id'])
      .where('a.status', '=', 'submitted')
      .where('tr.active', '=', true)
      .where('tr.end_date', 'is', null)
      .orderBy('a.id')
      .executeTakeFirstOrThrow();

  it('finds an accepted player of an active tournament eligible for its application and a match squad', async () => {
    const a = await submittedPlayer();
    const base = { tournamentId: a.tournament_id, teamId: a.team_id, playerIds: [a.player_id], on: DEMO_BASE_DATE };
    expect((await playerVerdicts(t.db, { ...base, purpose: 'application' })).get(a.player_id)).toEqual({
      eligible: true,
      reasons: [],
    });
    expect((await playerVerdicts(t.db, { ...base, purpose: 'departure' })).get(a.player_id)).toEqual({
      eligible: true,
      reasons: [],
    });
  });

  it('names the seeded newcomer’s two missing documents', async () => {
    const have = t.db.selectFrom('player_documents').select('player_id').where('type', '=', 'heart_shot');
    const p = await t.db
      .selectFrom('team_players as tp')
      .select(['tp.player_id', 'tp.team_id'])
      .where('tp.player_id', 'not in', have)
      .orderBy('tp.id')
      .executeTakeFirstOrThrow();
    const tournament = await t.db
      .selectFrom('tournament_teams')
      .select('tournament_id')
      .where('team_id', '=', p.team_id)
      .executeTakeFirstOrThrow();
    const verdict = (
      await playerVerdicts(t.db, {
        tournamentId: tournament.tournament_id,
        teamId: p.team_id,
        playerIds: [p.player_id],
        purpose: 'application',
        on: DEMO_BASE_DATE,
      })
    ).get(p.player_id)!;
    expect(verdict.reasons).toEqual(
      expect.arrayContaining([
        { code: 'document_missing', document_type: 'heart_shot' },
        { code: 'document_missing', document_type: 'club_enrollment_letter' },
      ]),
    );
    expect(describeVerdict(verdict, 'ru').issues.map((i) => i.message)).toContain(
      `Нет документа: ${enumLabel('documentType', 'heart_shot', 'ru')}`,
    );
  });

  it('reads expiry dates and other teams’ applications, and says why in the reader’s language', async () => {
    const a = await submittedPlayer();
    const q = {
      tournamentId: a.tournament_id,
      teamId: a.team_id,
      playerIds: [a.player_id],
      purpose: 'match' as const,
      on: DEMO_BASE_DATE,
    };
    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('player_documents')
          .set({ expires_at: '2026-02-28' })
          .where('player_id', '=', a.player_id)
          .where('type', '=', 'identity')
          .execute();
        const other = await trx
          .selectFrom('tournament_teams')
          .select('team_id')
          .where('tournament_id', '=', a.tournament_id)
          .where('team_id', '!=', a.team_id)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('player_applications')
          .values({
            tournament_id: a.tournament_id,
            team_id: other.team_id,
            player_id: a.player_id,
            number: null,
            status: 'pending',
            reject_reason: null,
          })
          .execute();
        const verdicts = await playerVerdicts(trx, q);
        expect(verdicts.get(a.player_id)!.reasons).toEqual([
          { code: 'other_team' },
          { code: 'document_expired', document_type: 'identity' },
        ]);
        const messages = describeVerdict(verdicts.get(a.player_id), 'en').issues.map((issue) => issue.message);
        expect(messages).toEqual([
          "Already in another team's application in this tournament",
          expect.stringMatching(/^Document expired: .+/),
        ]);
        // A refused write: every reason beside the person's name under their field, in the request's
        // language; an eligible person and one the engine does not know add nothing.
        const named = [
          { id: a.player_id, field: 'players.0.player_id', name: 'Aidos' },
          { id: -1, field: 'players.1.player_id', name: 'Nobody' },
        ];
        const fields = translateFields(
          ineligibleFields(verdicts, named, 'ru', { squad: [{ rule: 'required' }] }),
          'ru',
        );
        expect(Object.keys(fields)).toEqual(['squad', 'players.0.player_id']);
        expect(fields['players.0.player_id']).toEqual(
          describeVerdict(verdicts.get(a.player_id), 'ru').issues.map((issue) => `Aidos: ${issue.message}`),
        );
        expect(
          ineligibleFields(new Map([[7, { eligible: true, reasons: [] }]]), [{ id: 7, field: 'x', name: 'Y' }], 'en'),
        ).toEqual({});
        throw new Error('undo');
      })
      .catch((error: Error) => expect(error.message).toBe('undo'));
    expect((await playerVerdicts(t.db, q)).get(a.player_id)!.eligible).toBe(true);
  });

  it('finds a suspended player ineligible for the match where the suspension is served', async () => {
    const tournaments = await t.db.selectFrom('tournaments').select('id').execute();
    for (const { id } of tournaments) {
      const s = suspensions(await tournamentMatchInputs(t.db, id)).find(
        (x) => x.servedInMatchId !== null && x.playerId > 0,
      );
      if (!s) continue;
      const q = {
        tournamentId: id,
        teamId: s.teamId,
        playerIds: [s.playerId],
        purpose: 'match' as const,
        on: DEMO_BASE_DATE,
        matchInputs: tournamentMatchInputs,
      };
      const inMatch = (await playerVerdicts(t.db, { ...q, matchId: s.servedInMatchId })).get(s.playerId)!;
      expect(inMatch.reasons).toContainEqual({ code: 'suspended' });
      const elsewhere = (await playerVerdicts(t.db, { ...q, matchId: s.earnedInMatchId })).get(s.playerId)!;
      expect(elsewhere.reasons).not.toContainEqual({ code: 'suspended' });
      return;
    }
    throw new Error('the demo league has no served suspension');
  });

  it('judges staff by their documents and applications', async () => {
    const a = await t.db
      .selectFrom('staff_applications')
      .select(['staff_id', 'team_id', 'tournament_id'])
      .where('status', '=', 'submitted')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const verdicts = await staffVerdicts(t.db, {
      tournamentId: a.tournament_id,
      teamId: a.team_id,
      staffIds: [a.staff_id, -1],
      purpose: 'departure',
      on: DEMO_BASE_DATE,
    });
    expect(verdicts.get(a.staff_id)).toEqual({ eligible: true, reasons: [] });
    expect(verdicts.has(-1)).toBe(false);
  });

  it('answers not found for an unknown tournament or team', async () => {
    await expect(
      playerVerdicts(t.db, {
        tournamentId: 999999,
        teamId: 1,
        playerIds: [1],
        purpose: 'application',
        on: DEMO_BASE_DATE,
      }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});
