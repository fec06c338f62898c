// Renaming a team through the cabinet's edit form, as the search tests do before searching, and
// checking that renamed players are found by the names stored in the end.
import type { FastifyInstance } from 'fastify';
import { request, type TestApp } from '../../helpers';

/** Renames a team as `token` (the Kazakh title; the others cleared), keeping the rest of its form. */
export async function renameTeam(app: FastifyInstance, token: string, teamId: number, title: string) {
  const form = (
    await request(app, { method: 'GET', url: `/api/v1/cabinet/teams/${teamId}/form`, token, language: 'en' })
  ).json().data.values;
  return request(app, {
    method: 'POST',
    url: `/api/v1/cabinet/teams/${teamId}/edit`,
    token,
    language: 'en',
    payload: {
      title_kk: title,
      title_ru: null,
      title_en: null,
      birth_year: form.birth_year,
      is_woman_squad: form.is_woman_squad,
      position: form.position,
      is_active: form.is_active,
    },
  });
}

/**
 * Checks that each player is found, on every API instance, by the Kazakh name stored for them and
 * by nothing else of it (the search finds that player alone); returns the stored names.
 */
export async function expectFoundByStoredNames(
  t: TestApp,
  players: { id: number; slug: string }[],
  playerSlugs: (q: string, app: FastifyInstance) => Promise<string[]>,
) {
  const stored = await t.db
    .selectFrom('players')
    .select(['id', 'first_name_kk', 'last_name_kk'])
    .where(
      'id',
      'in',
      players.map((p) => p.id),
    )
    .execute();
  for (const app of t.apps) {
    for (const row of stored) {
      const name = `${row.first_name_kk} ${row.last_name_kk}`;
      const slug = players.find((p) => p.id === row.id)!.slug;
      expect({ name, found: await playerSlugs(name, app) }).toEqual({ name, found: [slug] });
    }
  }
  return stored;
}
