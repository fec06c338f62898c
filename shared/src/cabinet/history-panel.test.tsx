import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryChange } from '../contracts/history';
import { failure, mockApi, pageOf, pageRenderer, seenRequests, setUpPageTests } from '../testing/remote-pages';
import { HistoryPanel } from './history-panel';

jest.setTimeout(30_000);

const renderPage = pageRenderer('cab-test', { kk: {}, ru: {}, en: {} });

const change = (id: number, over: Partial<HistoryChange> = {}): HistoryChange => ({
  id,
  at: '2026-03-01T06:30:00.000Z',
  actor: { id: 1, name: 'Aigerim Admin', role: 'super_admin' },
  entity: 'player',
  entity_id: 7,
  source: 'players',
  row_key: '7',
  action: 'update',
  label: 'Тарихов Әлихан',
  changes: { first_name_kk: ['Алихан', 'Әлихан'], is_captain: [false, true] },
  ...over,
});

const open = (role: 'super_admin' | 'command_admin' = 'super_admin') =>
  renderPage('/en/cabinet/players/p', { '/cabinet/players/p': <HistoryPanel entity="player" id={7} /> }, { role });

setUpPageTests();

test('closed until opened, then who changed what, each field before → after', async () => {
  mockApi({
    '/cabinet/history/player/7': () =>
      pageOf([change(2), change(1, { action: 'create', changes: { number: [null, 9] } })]),
  });
  open();
  const toggle = screen.getByRole('button', { name: 'History of changes' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(seenRequests).toHaveLength(0);
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const items = await screen.findAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('Aigerim Admin');
  expect(items[0]).toHaveTextContent('changed');
  const name = within(items[0]).getByText('first_name_kk').closest('div')!;
  expect(within(name).getByText('Алихан').tagName).toBe('DEL');
  expect(within(name).getByText('Әлихан').tagName).toBe('INS');
  expect(items[0]).toHaveTextContent('Yes');
  expect(items[1]).toHaveTextContent('created');
  expect(seenRequests[0].params).toEqual({ page: 1, per_page: 10 });
});

test('an empty history says so; a failed load offers a retry', async () => {
  let fail = true;
  mockApi({ '/cabinet/history/player/7': () => (fail ? failure(500) : pageOf([])) });
  open();
  await userEvent.click(screen.getByRole('button', { name: 'History of changes' }));
  const retry = await screen.findByRole('button', { name: /retry|try again/i });
  fail = false;
  await userEvent.click(retry);
  expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
});

test('pages to earlier changes', async () => {
  mockApi({
    '/cabinet/history/player/7': (request: { params: Record<string, unknown> }) =>
      pageOf([change(Number(request.params.page) === 2 ? 1 : 11)], 11, Number(request.params.page), 10),
  });
  open();
  await userEvent.click(screen.getByRole('button', { name: 'History of changes' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Earlier' }));
  await waitFor(() => expect(seenRequests.some((r) => r.params.page === 2)).toBe(true));
  expect(await screen.findByText('2 / 2')).toBeInTheDocument();
});

test('shows nothing to a role that may not read the history', () => {
  mockApi({});
  open('command_admin');
  expect(screen.queryByRole('button', { name: 'History of changes' })).not.toBeInTheDocument();
  expect(seenRequests).toHaveLength(0);
});
