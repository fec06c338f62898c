import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { api } from '@league/shared';
import { inEnglish, invalid, renderRoutes, reply, resetApi, sentBody, signIn } from '../../test-utils';
import { TournamentCreatePage, tournamentBody } from './tournament-form-page';

const posted: unknown[] = [];

function answer(config: InternalAxiosRequestConfig): AxiosResponse {
  if ((config.method ?? 'get').toUpperCase() === 'POST') {
    posted.push(sentBody(config));
    invalid(config, { birth_year_to: ['The last birth year cannot be before the first'] });
  }
  return reply(config, {
    success: true,
    data: [
      {
        id: 3,
        year: 2027,
        title: '2027/2028 season',
        title_kk: '2027/2028',
        title_ru: null,
        title_en: '2027/2028 season',
        start_date: '2027-08-01',
        end_date: '2028-06-30',
        current: false,
        tournaments_count: 0,
      },
      {
        id: 2,
        year: 2026,
        title: '2026 season',
        title_kk: '2026',
        title_ru: null,
        title_en: '2026 season',
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        current: true,
        tournaments_count: 4,
      },
    ],
  });
}

beforeEach(() => {
  posted.length = 0;
  api.defaults.adapter = async (config) => answer(config);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(resetApi);

test('a refused tournament keeps what was typed and shows the server field error', async () => {
  inEnglish();
  signIn('super_admin');
  renderRoutes('/en/cabinet/tournaments/create', { '/en/cabinet/tournaments/create': <TournamentCreatePage /> });
  await screen.findByRole('option', { name: '2027/2028 season' });
  // Every season is offered, the current one chosen.
  expect(screen.getByLabelText('Season')).toHaveDisplayValue('2026 season');
  await userEvent.type(screen.getByLabelText('Title (Kazakh)'), 'Көктем кубогы');
  await userEvent.type(screen.getByLabelText('Age group'), 'U-14');
  await userEvent.type(screen.getByLabelText('Birth year (from)'), '2013');
  await userEvent.type(screen.getByLabelText('Birth year (to)'), '2012');
  await userEvent.type(screen.getByLabelText('Opens on'), '01.03.2026');
  await userEvent.type(screen.getByLabelText('Closes on'), '20.03.2026');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The last birth year cannot be before the first')).toBeInTheDocument();
  expect(screen.getByLabelText('Title (Kazakh)')).toHaveValue('Көктем кубогы');
  expect(screen.getByLabelText('Birth year (from)')).toHaveValue('2013');
  expect(screen.getByLabelText('Birth year (to)')).toHaveAccessibleDescription(
    'The last birth year cannot be before the first',
  );
  expect(posted).toEqual([
    tournamentBody({
      title_kk: 'Көктем кубогы',
      season_id: 2,
      age_group: 'U-14',
      birth_year_from: 2013,
      birth_year_to: 2012,
      gender: 'male',
      format: 'league',
      joker_quota: 2,
      match_length_minutes: 80,
      active: false,
      entry_opens_on: '2026-03-01',
      entry_closes_on: '2026-03-20',
    }),
  ]);
  expect(posted[0]).toMatchObject({ season_id: 2, entry_opens_on: '2026-03-01', entry_closes_on: '2026-03-20' });
}, 30_000);
