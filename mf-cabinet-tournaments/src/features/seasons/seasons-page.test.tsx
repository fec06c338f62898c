// The seasons page (ADR 0175): the list with the current season marked, a new season whose
// refusal lands on its field (the form keeps what was typed), and making a season current after
// a confirmation.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { api } from '@league/shared';
import { inEnglish, invalid, renderRoutes, reply, resetApi, sentBody, signIn } from '../../test-utils';
import SeasonsPage from './seasons-page';

const posted: Array<{ url: string; body: unknown }> = [];
const season = (id: number, year: number, current: boolean) => ({
  id,
  year,
  title: `Season ${year}`,
  title_kk: `${year} маусымы`,
  title_ru: null,
  title_en: `Season ${year}`,
  start_date: `${year}-01-01`,
  end_date: `${year}-12-31`,
  current,
  tournaments_count: 3,
});

function answer(config: InternalAxiosRequestConfig): AxiosResponse {
  if ((config.method ?? 'get').toUpperCase() === 'POST') {
    posted.push({ url: config.url ?? '', body: sentBody(config) });
    if (config.url?.endsWith('/current')) return reply(config, { success: true, data: { ...season(1, 2025, true) } });
    invalid(config, { end_date: ['The end date must be after the start date'] });
  }
  return reply(config, { success: true, data: [season(2, 2026, true), season(1, 2025, false)] });
}

beforeEach(() => {
  posted.length = 0;
  api.defaults.adapter = async (config) => answer(config);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  inEnglish();
  signIn('super_admin');
});
afterEach(resetApi);

const renderPage = () => renderRoutes('/en/cabinet/seasons', { '/en/cabinet/seasons': <SeasonsPage /> });

test('lists the seasons with the current one marked; a refused new season shows the error on its field', async () => {
  renderPage();
  const current = await screen.findByText('Season 2026');
  expect(within(current.closest('li')!).getByText('Current')).toBeInTheDocument();
  expect(within(current.closest('li')!).queryByRole('button', { name: /Make current/ })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Add a season' }));
  // The form proposes the season after the latest one.
  expect(screen.getByLabelText('Title (English)')).toHaveValue('Season 2027/2028');
  await userEvent.clear(screen.getByLabelText('End date'));
  await userEvent.type(screen.getByLabelText('End date'), '01.07.2027');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The end date must be after the start date')).toBeInTheDocument();
  expect(screen.getByLabelText('End date')).toHaveAccessibleDescription(
    expect.stringContaining('The end date must be after the start date'),
  );
  expect(screen.getByLabelText('Title (English)')).toHaveValue('Season 2027/2028');
  expect(posted).toEqual([
    {
      url: '/cabinet/seasons',
      body: {
        title_kk: '2027/2028 маусымы',
        title_ru: 'Сезон 2027/2028',
        title_en: 'Season 2027/2028',
        start_date: '2027-08-01',
        end_date: '2027-07-01',
      },
    },
  ]);
}, 30_000);

test('makes a season current after the confirmation', async () => {
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Make current: Season 2025' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Make current' }));
  expect(await screen.findByRole('status', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(posted.map((p) => p.url)).toEqual(['/cabinet/seasons/1/current']);
}, 30_000);
