import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportPreview } from '@league/shared/cabinet';
import { failure, mockApi, ok, renderPage, seenRequests, setUpPageTests } from '../../test-utils';
import ImportPage from './import-page';

jest.setTimeout(30_000);

const columns = [
  { key: 'club', title: 'Club' },
  { key: 'team', title: 'Team' },
  { key: 'last_name', title: 'Last name' },
  { key: 'birth_date', title: 'Birth date' },
];
const counts = (players: { new: number; exists: number; error: number }) => ({
  clubs: { new: 1, exists: 0, error: 0 },
  teams: { new: 1, exists: 0, error: 0 },
  players,
  staff: { new: 0, exists: 0, error: 0 },
});
const preview = (bad: boolean): ImportPreview => ({
  file: { name: 'players.csv', size: 120, hash: bad ? 'a' : 'b' },
  imported: null,
  counts: counts({ new: 1, exists: 0, error: bad ? 1 : 0 }),
  sheets: [
    {
      kind: 'players',
      name: 'players.csv',
      columns,
      ignored: [],
      rows: [
        {
          line: 2,
          status: 'new',
          cells: { club: 'Алатау', team: 'Алатау 2012', last_name: 'Омаров', birth_date: '26.04.2012' },
          errors: {},
          notes: { club: ['A new club will be created'] },
        },
        bad
          ? {
              line: 3,
              status: 'error',
              cells: { club: 'Алатау', team: 'Алатау 2012', last_name: 'Цой', birth_date: '2031-02-30' },
              errors: { birth_date: ['Incorrect date'] },
              notes: {},
            }
          : {
              line: 3,
              status: 'new',
              cells: { club: 'Алатау', team: 'Алатау 2012', last_name: 'Цой', birth_date: '02.10.2012' },
              errors: {},
              notes: {},
            },
      ],
    },
  ],
});

setUpPageTests();

const csvFile = (name: string) => new File(['Клуб;Команда\r\n'], name, { type: 'text/csv' });

test('shows a problem on its cell, takes the fixed file and imports it', async () => {
  const user = userEvent.setup();
  let round = 0;
  mockApi({
    'POST /cabinet/import/preview': () => ok(preview(round++ === 0)),
    'POST /cabinet/import': ok({
      id: 7,
      repeated: false,
      created: { clubs: 1, teams: 1, players: 2, staff: 0 },
      skipped: 0,
    }),
  });
  renderPage('/en/cabinet/import', { '/cabinet/import': <ImportPage /> });
  await user.upload(await screen.findByLabelText('File (CSV or XLSX, up to 5 MB)'), csvFile('players.csv'));
  const table = await screen.findByRole('table');
  const bad = within(table).getByText('2031-02-30').closest('td')!;
  expect(bad).toHaveClass('ri-cell--error');
  expect(within(bad).getByText('Incorrect date')).toBeInTheDocument();
  expect(within(table).getByText('A new club will be created')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  expect(
    screen.getByText('Some rows have problems: fix the file and upload it again, or leave them out.'),
  ).toBeInTheDocument();

  await user.upload(screen.getByLabelText('File (CSV or XLSX, up to 5 MB)'), csvFile('players-fixed.csv'));
  expect(await screen.findByText('02.10.2012')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Import' }));
  expect(await screen.findByText('Import finished: clubs 1, teams 1, players 2, staff 0.')).toBeInTheDocument();
  const sent = seenRequests.filter((r) => r.method === 'POST' && r.path.endsWith('/cabinet/import'));
  expect(sent).toHaveLength(1);
});

test('leaves the rows with problems out only when asked to', async () => {
  const user = userEvent.setup();
  mockApi({
    'POST /cabinet/import/preview': ok(preview(true)),
    'POST /cabinet/import': ok({
      id: 8,
      repeated: false,
      created: { clubs: 1, teams: 1, players: 1, staff: 0 },
      skipped: 1,
    }),
  });
  renderPage('/ru/cabinet/import', { '/cabinet/import': <ImportPage /> });
  await user.upload(await screen.findByLabelText('Файл (CSV или XLSX, до 5 МБ)'), csvFile('players.csv'));
  await user.click(await screen.findByLabelText('Пропустить строки с ошибками (1)'));
  await user.click(screen.getByRole('button', { name: 'Импортировать' }));
  expect(await screen.findByText('Импорт завершён: клубов 1, команд 1, игроков 1, персонала 0.')).toBeInTheDocument();
});

test('says why a file cannot be read, on the file', async () => {
  const user = userEvent.setup();
  mockApi({
    'POST /cabinet/import/preview': failure(422, 'The data is not valid', {
      file: ['Only a CSV or XLSX file is accepted (save an old .xls file as XLSX)'],
    }),
  });
  renderPage('/en/cabinet/import', { '/cabinet/import': <ImportPage /> });
  await user.upload(await screen.findByLabelText('File (CSV or XLSX, up to 5 MB)'), csvFile('old.xls'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Only a CSV or XLSX file is accepted');
  expect(screen.queryByRole('table')).toBeNull();
});
