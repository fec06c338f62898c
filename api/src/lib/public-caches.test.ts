import { standings, teams } from '@league/shared/endpoints';
import { answerKey, SNAPSHOT_ENDPOINTS, snapshotKey } from './public-caches';

test('every snapshot is the read model of a public GET', () => {
  for (const endpoint of SNAPSHOT_ENDPOINTS)
    expect([endpoint.id, endpoint.method, endpoint.access]).toEqual([endpoint.id, 'GET', 'public']);
  expect(new Set(SNAPSHOT_ENDPOINTS.map((endpoint) => endpoint.id)).size).toBe(SNAPSHOT_ENDPOINTS.length);
});

test('a snapshot key is made from its endpoint object; an answer that is no snapshot has none', () => {
  expect(snapshotKey(standings.table, 'kk', 7, null, 3)).toBe('standings.table|kk|7||3');
  expect(() => snapshotKey(teams.list, 'ru')).toThrow(/teams\.list is no snapshot/);
});

test("the micro-cache's key is the endpoint, the language and what it reads, in a stable order", () => {
  expect(answerKey(standings.table, 'en', { id: 7 }, { to_tour_id: 2, from_tour_id: 1 })).toBe(
    answerKey(standings.table, 'en', { id: 7 }, { from_tour_id: 1, to_tour_id: 2 }),
  );
  expect(answerKey(standings.table, 'en', { id: 7 }, undefined)).toBe('standings.table|en|{"id":7}|');
});
