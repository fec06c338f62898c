// The migration that gives a disqualification its reason and length (ADR 0181) on applications
// disqualified before it: reason unknown, until further notice, decided at the last change to
// `disqualified` in the audit trail; every other application keeps no decision.
import * as migration from '../../src/db/migrations/20260314018100_application_disqualifications';
import { dbTargets, openPreparedDatabase } from '../helpers';

describe.each(dbTargets)('the disqualifications migration on %s', (target) => {
  it('gives earlier disqualified applications an unknown reason, no length and their decision time', async () => {
    const database = await openPreparedDatabase(target, 'demo');
    const db = database.db;
    try {
      await migration.down(db);
      await migration.up(db);
      const rows = await db
        .selectFrom('player_applications')
        .select(['id', 'status', 'disqualification_reason', 'disqualification_matches', 'disqualified_at'])
        .execute();
      const disqualified = rows.filter((r) => r.status === 'disqualified');
      expect(disqualified.length).toBeGreaterThan(0);
      for (const row of disqualified) {
        expect(row).toMatchObject({ disqualification_reason: null, disqualification_matches: null });
        const history = await db
          .selectFrom('application_status_history')
          .select('changed_at')
          .where('player_application_id', '=', row.id)
          .where('to_status', '=', 'disqualified')
          .orderBy('changed_at', 'desc')
          .executeTakeFirstOrThrow();
        expect(new Date(row.disqualified_at as unknown as string).toISOString()).toBe(
          new Date(history.changed_at as unknown as string).toISOString(),
        );
      }
      expect(
        rows
          .filter((r) => r.status !== 'disqualified')
          .every((r) => r.disqualified_at === null && r.disqualification_reason === null),
      ).toBe(true);
    } finally {
      await database.drop();
    }
  });
});
