import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { addNamespace, api, AppProviders, initI18n, resetDataStores } from '@league/shared';
import { resources } from '../../i18n';
import TournamentsListPage from './tournaments-list-page';

const seen: Record<string, unknown>[] = [];

function answer(config: InternalAxiosRequestConfig): AxiosResponse {
  const params = (config.params ?? {}) as Record<string, unknown>;
  seen.push(params);
  const all = [
    { id: 1, title: 'U-14 Boys 2026', season: 2026, main: true, active: true, end_date: null, teams_count: 8 },
    {
      id: 2,
      title: 'U-16 Boys 2025',
      season: 2025,
      main: false,
      active: false,
      end_date: '2025-11-01',
      teams_count: 6,
    },
  ];
  const data = params.state === 'finished' ? all.filter((t) => t.end_date) : all;
  return {
    data: { success: true, data, meta: { total: 41, page: Number(params.page ?? 1), per_page: 20 } },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  } as AxiosResponse;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

beforeAll(() => {
  initI18n('en');
  addNamespace('cab-tournaments', resources);
});
beforeEach(() => {
  seen.length = 0;
  api.defaults.adapter = async (config) => answer(config);
});
afterEach(() => {
  api.defaults.adapter = undefined;
  resetDataStores();
});

function renderAt(url: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/cabinet/tournaments"
            element={
              <>
                <TournamentsListPage />
                <Location />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

test('lists the tournaments of the page the URL names, with the total', async () => {
  renderAt('/cabinet/tournaments?page=2');
  const table = await screen.findByRole('table', { name: 'Tournaments' });
  expect(within(table).getByRole('rowheader', { name: 'U-14 Boys 2026 · Main' })).toBeInTheDocument();
  expect(seen[0]).toMatchObject({ page: 2, sort: '-season' });
  expect(screen.getByText('21–40 of 41')).toBeInTheDocument();
});

test('a state filter goes to the URL and the query, back to page 1', async () => {
  renderAt('/cabinet/tournaments?page=2');
  await screen.findByRole('table', { name: 'Tournaments' });
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'finished');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('state=finished'));
  expect(screen.getByTestId('location')).not.toHaveTextContent('page=2');
  await waitFor(() => expect(seen.at(-1)).toMatchObject({ state: 'finished' }));
  expect(await screen.findByRole('rowheader', { name: 'U-16 Boys 2025' })).toBeInTheDocument();
  expect(screen.queryByRole('rowheader', { name: /U-14/ })).not.toBeInTheDocument();
});
