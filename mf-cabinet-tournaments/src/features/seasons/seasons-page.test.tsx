// The seasons page (ADR 0175): the list with the current season marked, a new season whose
// refusal lands on its field (the form keeps what was typed), and making a season current after
// a confirmation.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  addNamespace,
  api,
  AppProviders,
  authAtom,
  initI18n,
  localeAtom,
  resetDataStores,
  store,
  ToastView,
} from '@league/shared';
import { resources } from '../../i18n';
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
  const reply = (data: unknown, status = 200) =>
    ({ data, status, statusText: '', headers: {}, config }) as AxiosResponse;
  if ((config.method ?? 'get').toUpperCase() === 'POST') {
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    posted.push({ url: config.url ?? '', body });
    if (config.url?.endsWith('/current')) return reply({ success: true, data: { ...season(1, 2025, true) } });
    throw new AxiosError(
      'failed',
      '422',
      config,
      null,
      reply(
        {
          success: false,
          message: 'The data is not valid',
          data: { errors: { end_date: ['The end date must be after the start date'] } },
        },
        422,
      ),
    );
  }
  return reply({ success: true, data: [season(2, 2026, true), season(1, 2025, false)] });
}

beforeEach(() => {
  posted.length = 0;
  api.defaults.adapter = async (config) => answer(config);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  initI18n('en');
  addNamespace('cab-tournaments', resources);
  store.set(localeAtom, 'en');
  store.set(authAtom, {
    token: 't',
    user: { id: 1, name: 'Admin', email: 'a@league.test', role: { slug: 'super_admin' }, club_id: null },
  });
});
afterEach(() => {
  api.defaults.adapter = undefined;
  resetDataStores();
  store.set(authAtom, null);
  jest.restoreAllMocks();
});

const renderPage = () =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/en/cabinet/seasons']}>
        <Routes>
          <Route path="/en/cabinet/seasons" element={<SeasonsPage />} />
        </Routes>
      </MemoryRouter>
      <ToastView />
    </AppProviders>,
  );

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
