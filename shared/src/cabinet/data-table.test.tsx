import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, pagedRows, type Column, type DataTableProps } from './data-table';
import { locationOf, renderKit } from './test-utils';
import { useTableState } from './use-table-state';

interface Club {
  id: number;
  title: string;
  city: string;
  teams: number;
}

const clubs: Club[] = [
  { id: 1, title: 'Astana Juniors', city: 'Astana', teams: 4 },
  { id: 2, title: 'Kairat Academy', city: 'Almaty', teams: 6 },
];

const columns: Column<Club>[] = [
  { key: 'title', header: 'Title', render: (c) => c.title, sortKey: 'title', primary: true },
  { key: 'city', header: 'City', render: (c) => c.city },
  { key: 'teams', header: 'Teams', render: (c) => c.teams, sortKey: 'teams_count', align: 'end' },
];

type Extra = Partial<Omit<DataTableProps<Club>, 'state'>>;

function ClubsPage(extra: Extra) {
  const state = useTableState({ filterKeys: ['city'] });
  return (
    <>
      <DataTable<Club>
        caption="Clubs"
        columns={columns}
        rows={clubs}
        rowKey={(c) => c.id}
        total={45}
        state={state}
        search
        filters={
          <button type="button" onClick={() => state.setFilter('city', 'Almaty')}>
            Only Almaty
          </button>
        }
        {...extra}
      />
      <p data-testid="params">{JSON.stringify(state.params)}</p>
    </>
  );
}

const url = () => locationOf();
const params = () => JSON.parse(screen.getByTestId('params').textContent ?? '{}') as Record<string, unknown>;

afterEach(() => {
  jest.useRealTimers();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

test('the view comes from the URL, so a reload or a shared link shows the same thing', () => {
  renderKit(<ClubsPage />, { url: '/en/cabinet/clubs?page=2&per_page=10&sort=-title&q=ast&city=3&tab=x' });
  expect(params()).toEqual({ page: 2, per_page: 10, sort: '-title', q: 'ast', city: '3' });
  expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'descending');
  expect(screen.getByRole('columnheader', { name: /Teams/ })).toHaveAttribute('aria-sort', 'none');
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ast');
  expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText('11–20 of 45')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveValue('10');
});

test('sort headers are buttons: ascending first, then descending, back to page 1', async () => {
  renderKit(<ClubsPage />, { url: '/en/cabinet/clubs?page=3' });
  await userEvent.click(screen.getByRole('button', { name: /Teams/ }));
  expect(url()).toBe('/en/cabinet/clubs?sort=teams_count');
  expect(screen.getByRole('columnheader', { name: /Teams/ })).toHaveAttribute('aria-sort', 'ascending');
  await userEvent.click(screen.getByRole('button', { name: /Teams/ }));
  expect(url()).toBe('/en/cabinet/clubs?sort=-teams_count');
});

test('the search applies after a pause, resets the page and keeps what is typed', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderKit(<ClubsPage />, { url: '/en/cabinet/clubs?page=3&city=Astana' });
  const box = screen.getByRole('searchbox', { name: 'Search' });
  await user.type(box, 'kai');
  expect(url()).toBe('/en/cabinet/clubs?page=3&city=Astana');
  act(() => {
    jest.advanceTimersByTime(400);
  });
  expect(url()).toBe('/en/cabinet/clubs?city=Astana&q=kai');
  expect(box).toHaveValue('kai');
  await user.type(box, 'rat ');
  expect(box).toHaveValue('kairat ');
});

test('Enter applies the search at once', async () => {
  renderKit(<ClubsPage />, { url: '/en/cabinet/clubs?page=2' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Astana{Enter}');
  expect(url()).toBe('/en/cabinet/clubs?q=Astana');
});

test('a filter change starts from page 1', async () => {
  renderKit(<ClubsPage />, { url: '/en/cabinet/clubs?page=4&sort=title' });
  await userEvent.click(screen.getByRole('button', { name: 'Only Almaty' }));
  expect(url()).toBe('/en/cabinet/clubs?sort=title&city=Almaty');
  expect(params()).toEqual({ page: 1, per_page: 20, sort: 'title', city: 'Almaty' });
});

test('pagination: page links, previous and next, page size', async () => {
  renderKit(<ClubsPage />, { url: '/ru/cabinet/clubs?q=a' });
  const pages = screen.getByRole('navigation', { name: 'Страницы' });
  expect(within(pages).getByRole('link', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
  expect(within(pages).queryByRole('link', { name: 'Предыдущая страница' })).not.toBeInTheDocument();
  expect(screen.getByText('1–20 из 45')).toBeInTheDocument();
  await userEvent.click(within(pages).getByRole('link', { name: 'Следующая страница' }));
  expect(url()).toBe('/ru/cabinet/clubs?q=a&page=2');
  await userEvent.click(within(pages).getByRole('link', { name: 'Страница 3' }));
  expect(screen.getByText('41–45 из 45')).toBeInTheDocument();
  expect(within(pages).queryByRole('link', { name: 'Следующая страница' })).not.toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'На странице' }), '50');
  expect(url()).toBe('/ru/cabinet/clubs?q=a&per_page=50');
  expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument();
});

test('the primary cell names the row and links to its page in the current language', () => {
  renderKit(<ClubsPage rowHref={(c) => `/cabinet/clubs/${c.id}`} />, { url: '/ru/cabinet/clubs' });
  const table = screen.getByRole('table', { name: 'Clubs' });
  expect(within(table).getByRole('rowheader', { name: 'Kairat Academy' })).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: 'Kairat Academy' })).toHaveAttribute('href', '/ru/cabinet/clubs/2');
});

test('loading, empty and error states', async () => {
  const onRetry = jest.fn();
  const { unmount } = renderKit(<ClubsPage rows={[]} total={0} loading />, { url: '/en/cabinet/clubs' });
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  unmount();

  const empty = renderKit(<ClubsPage rows={[]} total={0} empty="No clubs yet" />, { url: '/en/cabinet/clubs' });
  expect(screen.getByText('No clubs yet')).toBeInTheDocument();
  empty.unmount();

  renderKit(<ClubsPage error={new Error('offline')} onRetry={onRetry} />, { url: '/en/cabinet/clubs' });
  expect(screen.getByRole('alert')).toHaveTextContent('Could not load the data');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('rows can be selected one by one or all on the page, with bulk actions', async () => {
  const archive = jest.fn();
  renderKit(
    <ClubsPage
      renderBulkActions={(keys, clear) => (
        <button
          type="button"
          onClick={() => {
            archive(keys);
            clear();
          }}
        >
          Archive
        </button>
      )}
    />,
    { url: '/en/cabinet/clubs' },
  );
  expect(screen.queryByRole('region', { name: 'Actions for the selected rows' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select row: Kairat Academy' }));
  const bar = screen.getByRole('region', { name: 'Actions for the selected rows' });
  expect(bar).toHaveTextContent('1 selected');
  expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toBePartiallyChecked();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
  expect(bar).toHaveTextContent('2 selected');
  await userEvent.click(within(bar).getByRole('button', { name: 'Archive' }));
  expect(archive).toHaveBeenCalledWith([1, 2]);
  expect(screen.queryByRole('region', { name: 'Actions for the selected rows' })).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked();
});

test('on a narrow screen the rows are cards: the primary cell as title, the rest as label and value', () => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === '(max-width: 640px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
  renderKit(<ClubsPage rowHref={(c) => `/cabinet/clubs/${c.id}`} />, { url: '/en/cabinet/clubs' });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const cards = within(screen.getByRole('list', { name: 'Clubs' })).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(within(cards[1]).getByRole('link', { name: 'Kairat Academy' })).toHaveAttribute('href', '/en/cabinet/clubs/2');
  const terms = within(cards[1])
    .getAllByRole('term')
    .map((el) => el.textContent);
  const values = within(cards[1])
    .getAllByRole('definition')
    .map((el) => el.textContent);
  expect(terms).toEqual(['City', 'Teams']);
  expect(values).toEqual(['Almaty', '6']);
});

test('the search, the filters and the sort buttons are reachable by keyboard', async () => {
  renderKit(<ClubsPage />, { url: '/en/cabinet/clubs' });
  screen.getByRole('searchbox', { name: 'Search' }).focus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Only Almaty' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: /Title/ })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(url()).toBe('/en/cabinet/clubs?sort=title');
});

test('a row can be named for its checkbox when its title cell is not plain text', () => {
  renderKit(
    <ClubsPage
      columns={[{ key: 'title', header: 'Title', render: (c) => <strong>{c.title}</strong>, primary: true }]}
      rowLabel={(c) => c.title}
      renderBulkActions={() => null}
    />,
    { url: '/en/cabinet/clubs' },
  );
  expect(screen.getByRole('checkbox', { name: 'Select row: Astana Juniors' })).toBeInTheDocument();
});

test("a paged list's answer gives the table its rows, total and states", () => {
  const reload = jest.fn();
  expect(pagedRows({ status: 'loading', data: undefined, error: undefined, reload })).toEqual({
    rows: [],
    total: 0,
    loading: true,
    error: undefined,
    onRetry: reload,
  });
  const answer = { data: [{ id: 1 }], meta: { total: 41 } };
  expect(pagedRows({ status: 'success', data: answer, error: undefined, reload })).toMatchObject({
    rows: [{ id: 1 }],
    total: 41,
    loading: false,
  });
  const failure = new Error('down');
  expect(pagedRows({ status: 'error', data: undefined, error: failure, reload })).toMatchObject({
    rows: [],
    error: failure,
  });
});
