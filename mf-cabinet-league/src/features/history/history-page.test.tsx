import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryChange } from '@league/shared/cabinet';
import { failure, locationOf, mockApi, pageOf, renderPage, seenRequests, setUpPageTests } from '../../test-utils';
import HistoryPage from './history-page';

jest.setTimeout(30_000);

const change = (id: number, over: Partial<HistoryChange> = {}): HistoryChange => ({
  id,
  at: '2026-03-01T06:30:00.000Z',
  actor: { id: 3, name: 'Aigerim Admin', role: 'super_admin' },
  entity: 'player',
  entity_id: 7,
  source: 'players',
  row_key: '7',
  action: 'update',
  label: 'Тарихов Әлихан',
  changes: { first_name_kk: ['Алихан', 'Әлихан'] },
  ...over,
});

const accounts = pageOf([
  {
    id: 3,
    name: 'Aigerim Admin',
    email: 'admin@league.test',
    role: 'super_admin',
    scope: { club: null, referee: null },
    active: true,
    last_login_at: null,
    two_factor: false,
  },
]);

const historyRequests = () => seenRequests.filter((r) => r.path === '/cabinet/history');

setUpPageTests();

const open = (path = '/en/cabinet/history') => renderPage(path, { '/cabinet/history': <HistoryPage /> });

test('lists the changes with the record each is about, and finds them by person', async () => {
  mockApi({ '/cabinet/accounts': accounts, '/cabinet/history': () => pageOf([change(1)]) });
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'History of changes' })).toBeInTheDocument();
  const item = (await screen.findByText('Aigerim Admin', { selector: 'strong' })).closest('li')!;
  expect(item).toHaveTextContent('Aigerim Admin');
  expect(item).toHaveTextContent('Player #7 · Тарихов Әлихан');
  expect(screen.getByText('Changes found: 1')).toBeInTheDocument();
  await screen.findByRole('option', { name: 'Aigerim Admin (admin@league.test)' });
  await userEvent.selectOptions(screen.getByLabelText('Person'), '3');
  await waitFor(() => expect(historyRequests().at(-1)?.params).toMatchObject({ actor: '3' }));
  expect(locationOf()).toContain('actor=3');
});

test('filters by record and days; a wrong record number or a "to" before "from" is said on its field', async () => {
  mockApi({ '/cabinet/accounts': accounts, '/cabinet/history': () => pageOf([]) });
  open('/en/cabinet/history?from=2026-03-05&to=2026-03-01');
  expect(await screen.findByText('"To" cannot be before "From"')).toBeInTheDocument();
  expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
  expect(historyRequests()).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
  expect(await screen.findByText('No changes match these filters')).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText('Kind of record'), 'match');
  await userEvent.type(screen.getByLabelText('Record number'), 'abc');
  await userEvent.tab();
  expect(await screen.findByText('A record number is a positive whole number')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Record number'));
  await userEvent.type(screen.getByLabelText('Record number'), '12{Enter}');
  await waitFor(() => expect(historyRequests().at(-1)?.params).toMatchObject({ entity: 'match', entity_id: '12' }));
  expect(screen.queryByText('A record number is a positive whole number')).not.toBeInTheDocument();
});

test('a failed load offers a retry', async () => {
  let fail = true;
  mockApi({ '/cabinet/accounts': accounts, '/cabinet/history': () => (fail ? failure(500) : pageOf([change(1)])) });
  open();
  const retry = await screen.findByRole('button', { name: /retry|try again/i });
  fail = false;
  await userEvent.click(retry);
  expect((await screen.findByText('Aigerim Admin', { selector: 'strong' })).closest('li')).toHaveTextContent(
    'Player #7',
  );
});
