// The media manager's match page (spec §6): the heading, the broadcast link and the photos —
// nothing of the protocol — and the photos added and removed through the API; and the page of a
// match outside the user's matches.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CabinetMatchMedia, CabinetProtocol } from '@league/shared';
import { failure, match41, mockApi, ok, quietErrors, resetApi, seenRequests } from '../../test-utils';
import { renderOnProtocol } from './test-utils';
import ProtocolPage from './protocol-page';

jest.setTimeout(30_000);
afterEach(() => resetApi());

const protocol: CabinetProtocol = {
  version: 3,
  match: match41({
    tour_name: 'Round 2',
    date_time: '2026-03-07T07:00:00.000Z',
    status: 'finished',
    lifecycle: 'finished',
    stadium: 'Central',
  }),
  score: { host: 2, guest: 1 },
  shootout: null,
  crew: [{ role: 'main_referee', referee: { id: 1, name: 'Referee One' } }],
  statistics: [],
  host_color: null,
  guest_color: null,
  spectators: 120,
  clock: { version: 1, clock: null, periods: 2, period_minutes: 40 },
  permissions: { edit: false, transitions: [], broadcast: true, delete: false },
  options: { referees: [], colors: [] },
};
const photo = (id: number) => ({
  id,
  path: `/uploads/2026-03/${String(id).padStart(32, '0')}.jpg`,
  caption: null,
  album: { id: 5, slug: 'match-41-photos', title: 'Altai 2012 — Yessil 2012' },
});
const media = (ids: number[]): CabinetMatchMedia => ({ match_id: 41, photos: ids.map(photo) });

test('a media manager sees the match, the broadcast link and the photos, and nothing of the protocol', async () => {
  let photos = [7];
  mockApi({
    '/cabinet/matches/41/protocol': ok(protocol),
    '/cabinet/matches/41/media': () => ok(media(photos)),
    'POST /cabinet/matches/41/media': () => {
      photos = [7, 8];
      return ok(media(photos));
    },
    'DELETE /cabinet/matches/41/media/7': () => {
      photos = [8];
      return ok(media(photos));
    },
  });
  renderOnProtocol(<ProtocolPage />, { role: 'media_manager' });
  expect(await screen.findByRole('heading', { name: 'Match photos' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Broadcast link' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Score' })).toHaveTextContent('Altai 2012');
  // Nothing of the protocol: no events, crew, statistics, additions, squads; they are not even asked for.
  for (const name of [
    /^Events/,
    /^Referees/,
    /^Statistics/,
    /^Additional information/,
    /as the public will see/,
    /^Kits and spectators/,
  ])
    expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Squads' })).not.toBeInTheDocument();
  expect(seenRequests.map((r) => r.path).filter((p) => /events|additions|squad/.test(p))).toEqual([]);

  const list = await screen.findByRole('list', { name: 'Match photos' });
  expect(within(list).getAllByRole('img')).toHaveLength(1);
  const file = new File([new Uint8Array(2048)], 'goal.png', { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText('Add a photo'), file);
  await waitFor(() =>
    expect(within(screen.getByRole('list', { name: 'Match photos' })).getAllByRole('img')).toHaveLength(2),
  );
  expect(seenRequests.find((r) => r.method === 'POST')?.data).toBeInstanceOf(FormData);

  await userEvent.click(screen.getByRole('button', { name: 'Remove the photo: Photo 1' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove the photo' }));
  await waitFor(() =>
    expect(within(screen.getByRole('list', { name: 'Match photos' })).getAllByRole('img')).toHaveLength(1),
  );
  expect(seenRequests.some((r) => r.method === 'DELETE' && r.path === '/cabinet/matches/41/media/7')).toBe(true);
});

test("a photo over 300 KB is refused before it is sent; the server's refusal is shown on the field", async () => {
  quietErrors();
  mockApi({
    '/cabinet/matches/41/protocol': ok(protocol),
    '/cabinet/matches/41/media': ok(media([])),
    'POST /cabinet/matches/41/media': failure(422, 'The data is not valid', {
      photo: ['This file type is not allowed'],
    }),
  });
  renderOnProtocol(<ProtocolPage />, { role: 'media_manager', locale: 'ru' });
  const input = await screen.findByLabelText('Добавить фото');
  expect(await screen.findByText('Фото пока нет')).toBeInTheDocument();
  await userEvent.upload(input, new File([new Uint8Array(300 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
  expect((await screen.findAllByText(/300 КБ/)).length).toBeGreaterThan(0);
  expect(seenRequests.filter((r) => r.method === 'POST')).toEqual([]);
  await userEvent.upload(input, new File([new Uint8Array(2048)], 'fake.png', { type: 'image/png' }));
  expect(await screen.findByText('This file type is not allowed')).toBeInTheDocument();
  expect(seenRequests.filter((r) => r.method === 'POST')).toHaveLength(1);
});

test('super_admin sees the protocol and the photos side by side', async () => {
  quietErrors();
  mockApi({ '/cabinet/matches/41/protocol': ok(protocol), '/cabinet/matches/41/media': ok(media([7])) });
  renderOnProtocol(<ProtocolPage />, { role: 'super_admin' });
  expect(await screen.findByRole('heading', { name: 'Match photos' })).toBeInTheDocument();
  for (const name of [/^Referees/, /^Statistics/, /^Kits and spectators/, /^Broadcast link/])
    expect(screen.getByRole('heading', { name })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Squads' })).toBeInTheDocument();
});

test("a match outside the user's matches (the API's 404) is the not-found page, not a retry", async () => {
  quietErrors();
  mockApi({ '/cabinet/matches/41/protocol': failure(404, 'Not found') });
  renderOnProtocol(<ProtocolPage />, { role: 'command_admin' });
  expect(await screen.findByText('404')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
});
