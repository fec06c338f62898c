// Renaming a team through the cabinet's edit form, as the search tests do before searching.
import type { FastifyInstance } from 'fastify';
import { request } from '../../helpers';

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
