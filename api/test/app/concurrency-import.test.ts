// One registry file imported twenty times at the same moment over two API instances on
// PostgreSQL (a double-clicked Import, two administrators with the same spreadsheet; ADR 0250):
// one import writes the file, every other answer says it was imported already — no 5xx, no
// second club, team or player — and a command_admin's team import queues with them.
import { tally } from '../concurrency-helpers';
import { dbTargets, request } from '../helpers';
import { multipartBody } from '../cabinet-people-helpers';
import { emptyLeague, SAMPLE_CSV } from '../registry-import-helpers';
import { rowCount } from '../support/rows';

const N = 20;

describe.each(dbTargets)('parallel imports of one file on %s', (target) => {
  it('imports the file once; the other nineteen answer the same import', async () => {
    const { t, token } = await emptyLeague(target, 1);
    try {
      const body = multipartBody({ skip_invalid: '1' }, [
        { field: 'file', name: 'registry-players.csv', type: 'text/csv', bytes: SAMPLE_CSV },
      ]);
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          request(t.apps[i % t.apps.length], {
            method: 'POST',
            url: '/api/v1/cabinet/import',
            token,
            language: 'en',
            ...body,
          }),
        ),
      );
      expect(tally(answers)).toEqual({ ok: N, conflict: 0, serverError: 0, other: {} });
      const results = answers.map(
        (a) => a.json().data as { id: number; repeated: boolean; created: { players: number } },
      );
      expect(results.filter((r) => !r.repeated)).toHaveLength(1);
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      expect(results.every((r) => r.created.players === 22)).toBe(true);
      const counted = (table: 'clubs' | 'teams' | 'players' | 'registry_imports') => rowCount(t.db, table);
      expect([
        await counted('clubs'),
        await counted('teams'),
        await counted('players'),
        await counted('registry_imports'),
      ]).toEqual([2, 4, 22, 1]);
    } finally {
      await t.close();
    }
  }, 240_000);

  it('creates a new club once when two different files name it at the same moment', async () => {
    const { t, token } = await emptyLeague(target, 1);
    try {
      const file = (team: string, year: string) =>
        multipartBody({}, [
          {
            field: 'file',
            name: `${team}.csv`,
            type: 'text/csv',
            bytes: Buffer.from(`Club;Team;Birth year\r\nЖаңа клуб;${team};${year}\r\n`, 'utf8'),
          },
        ]);
      const answers = await Promise.all(
        [file('Жаңа клуб 2012', '2012'), file('Жаңа клуб 2013', '2013')].map((body, i) =>
          request(t.apps[i % t.apps.length], { method: 'POST', url: '/api/v1/cabinet/import', token, ...body }),
        ),
      );
      expect(tally(answers)).toEqual({ ok: 2, conflict: 0, serverError: 0, other: {} });
      const clubs = await t.db.selectFrom('clubs').select('id').execute();
      expect(clubs).toHaveLength(1);
      const teams = await t.db.selectFrom('teams').select('club_id').execute();
      expect(teams.map((row) => row.club_id)).toEqual([clubs[0].id, clubs[0].id]);
    } finally {
      await t.close();
    }
  }, 240_000);
});
