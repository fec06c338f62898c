// The composition root (modules/compose.ts, ADR 0153): every service is built once with the
// settings app.ts hands over, so a setting reaches the services that read through another
// module. The team statistics of the team pages once built their own standings service without
// the snapshot cache; now they ask the one built with it.
import type { SnapshotMemo } from '../../src/lib/snapshot-memo';
import type { AuthService } from '../../src/modules/auth/index';
import { MemoryRateLimitStore } from '../../src/modules/auth/rate-limit';
import { composeServices } from '../../src/modules/compose';
import type { FileStorage } from '../../src/storage/storage';
import { DEMO_NOW, openPreparedDatabase, type TestDatabase } from '../helpers';

describe('the composition root', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openPreparedDatabase('pglite', 'demo');
  });
  afterAll(() => database.drop());

  function compose() {
    const keys: string[] = [];
    const snapshots: SnapshotMemo = {
      get: (key, compute) => {
        keys.push(key);
        return compute();
      },
    };
    const services = composeServices({
      db: database.db,
      clock: () => DEMO_NOW,
      auth: {} as AuthService,
      storage: {} as FileStorage,
      rateLimits: new MemoryRateLimitStore(),
      snapshots,
      publicUrl: 'https://league.example',
    });
    return { services, keys };
  }

  const admin = {
    id: 1,
    name: 'Admin',
    email: 'admin@example.com',
    role: 'super_admin' as const,
    clubId: null,
    refereeId: null,
    tokenId: 1,
  };

  it('hands the team pages the standings built with the snapshot cache', async () => {
    const { services, keys } = compose();
    const { id } = await database.db.selectFrom('tournaments').select('id').orderBy('id').executeTakeFirstOrThrow();
    const page = await services['team-pages'].cabinet.statistics('ru', admin, { tournament_id: id });
    expect(page.meta.tournament?.id).toBe(id);
    expect(keys).toContain(`standings.teamStatistics|ru|${id}`);
  });

  it('builds each shared service once: the standings of the team pages are those of the standings routes', async () => {
    const { services, keys } = compose();
    const { id } = await database.db.selectFrom('tournaments').select('id').orderBy('id').executeTakeFirstOrThrow();
    await services.standings.standings.teamStatistics('ru', id);
    await services['team-pages'].cabinet.statistics('ru', admin, { tournament_id: id });
    expect(keys.filter((key) => key === `standings.teamStatistics|ru|${id}`)).toHaveLength(2);
  });
});
