// The notifications list: a grouped sending reads as one sentence in the reader's language (the
// team and tournament titles the API answers), opening a new notification marks it read, and
// "Mark as read" / "Mark all as read" are buttons that send the call.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { addNamespace, api, AppProviders, initI18n, localeAtom, resetDataStores, store } from '@league/shared';
import { resources } from '../../i18n';
import NotificationsPage from './notifications-page';

const marked: unknown[] = [];
let seen = false;

const grouped = () => ({
  id: 41,
  kind: 'application_sent',
  seen,
  created_at: '2026-03-01T06:00:00Z',
  payload: {
    application_kind: 'player',
    count: 17,
    team_id: 6,
    tournament_id: 3,
    club_id: 2,
    team: { kk: 'Алтай 2012', ru: 'Алтай 2012 (рус)', en: 'Altai 2012' },
    tournament: { kk: 'U-14 чемпионаты', ru: 'Чемпионат U-14', en: 'U-14 Championship' },
    link: '/cabinet/tournaments/3/teams/2',
  },
});
const departure = {
  id: 40,
  kind: 'departure_status',
  seen: false,
  created_at: '2026-02-28T06:00:00Z',
  payload: {
    status: 'rejected',
    reason: 'Нет доверенности',
    team: { kk: 'Алтай 2012', ru: 'Алтай 2012 (рус)', en: 'Altai 2012' },
    tournament: { kk: 'U-14 чемпионаты', ru: 'Чемпионат U-14', en: 'U-14 Championship' },
    match: { kk: 'Алтай 2012 – Есіл', ru: 'Алтай 2012 (рус) – Есиль', en: 'Altai 2012 – Yessil' },
    match_date: '2026-03-07T09:00:00Z',
    tournament_id: 3,
    departure_id: 9,
  },
};

function answer(config: InternalAxiosRequestConfig): AxiosResponse {
  const ok = (data: unknown, meta?: object) =>
    ({
      data: { success: true, data, ...(meta ? { meta } : {}) },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    }) as AxiosResponse;
  if (config.url?.endsWith('/mark-as-seen')) {
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    marked.push(body);
    seen = true;
    return ok({ marked: 1, count: 1 });
  }
  if (config.url?.endsWith('/new-count')) return ok({ count: seen ? 1 : 2 });
  return ok([grouped(), departure], { total: 2, page: 1, per_page: 20 });
}

beforeEach(() => {
  marked.length = 0;
  seen = false;
  api.defaults.adapter = async (config) => answer(config);
});
afterEach(() => {
  api.defaults.adapter = undefined;
  store.set(localeAtom, 'kk');
  resetDataStores();
});

function renderPage(language: 'ru' | 'en') {
  initI18n(language);
  store.set(localeAtom, language);
  addNamespace('cab-tournaments', resources);
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/cabinet/notifications']}>
        <Routes>
          <Route path="/cabinet/notifications" element={<NotificationsPage />} />
          <Route path="/:lang/cabinet/tournaments/:t/teams/:c" element={<h1>Application list</h1>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

test('a grouped sending is one sentence in Russian naming the team and tournament in Russian; opening it marks it read', async () => {
  renderPage('ru');
  const link = await screen.findByRole('link', {
    name: 'Команда Алтай 2012 (рус) отправила в заявку на «Чемпионат U-14» 17 игроков',
  });
  const list = screen.getByRole('list', { name: 'Уведомления' });
  // The departure names its team, tournament and match (with the kick-off) in Russian too.
  const departureItem = within(list).getAllByRole('listitem')[1];
  expect(departureItem).toHaveTextContent(
    'Алтай 2012 (рус) · Чемпионат U-14 · Алтай 2012 (рус) – Есиль, 7 марта, 14:00',
  );
  expect(departureItem).not.toHaveTextContent('Есіл');
  await userEvent.click(link);
  expect(await screen.findByRole('heading', { name: 'Application list' })).toBeInTheDocument();
  await waitFor(() => expect(marked).toEqual([{ ids: [41] }]));
});

test('"Mark as read" is a button for each new notification, and "Mark all as read" marks all', async () => {
  renderPage('en');
  const mark = await screen.findByRole('button', {
    name: 'Mark as read: 17 players sent by Altai 2012 to U-14 Championship',
  });
  expect(mark).toHaveClass('lg-button');
  expect(mark).not.toHaveClass('lg-button--ghost');
  await userEvent.click(mark);
  await waitFor(() => expect(marked).toEqual([{ ids: [41] }]));
  await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
  await waitFor(() => expect(marked).toEqual([{ ids: [41] }, { all: true }]));
});
