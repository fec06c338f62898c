import { act, render, screen } from '@testing-library/react';
import { AppProviders } from '../ui/providers';
import { authAtom, localeAtom, store } from '../store';
import { queryClient, resetDataStores } from './query-client';
import { answer, block, news, saveBlock, stopAnswering, type Handler } from './test-endpoints';
import { useEndpointMutation, useEndpointQuery } from './use-endpoint';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Block({ id, part = id }: { id: string; part?: string }) {
  const data = useEndpointQuery(block, { params: { part } });
  if (data.status === 'loading') return <p>{id} loading</p>;
  if (data.status === 'error')
    return (
      <button type="button" onClick={data.reload}>
        {id} retry
      </button>
    );
  return <p>{String(data.data)}</p>;
}

/** One block alone on a page. */
const renderBlock = (id: string) =>
  render(
    <AppProviders>
      <Block id={id} />
    </AppProviders>,
  );

const blocks = (handlers: Record<string, Handler>) =>
  answer(Object.fromEntries(Object.entries(handlers).map(([part, handler]) => [`/blocks/${part}`, handler])));

beforeEach(() => {
  store.set(localeAtom, 'kk');
  resetDataStores();
});
afterEach(() => {
  stopAnswering();
  jest.restoreAllMocks();
});

test('blocks with the same endpoint and arguments share one request; other arguments are a request of their own', async () => {
  const fetcher = jest.fn((signal: AbortSignal | undefined) =>
    Promise.resolve(`data ${signal?.aborted ? 'aborted' : 'ok'}`),
  );
  const other = jest.fn(() => Promise.resolve('other data'));
  blocks({ p1: fetcher, p2: other });
  render(
    <AppProviders>
      <Block id="a" part="p1" />
      <Block id="b" part="p1" />
      <Block id="c" part="p2" />
    </AppProviders>,
  );
  expect(await screen.findAllByText('data ok')).toHaveLength(2);
  expect(await screen.findByText('other data')).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(1);
  expect(other).toHaveBeenCalledTimes(1);
  expect(queryClient.getQueryData(['test.block', { params: { part: 'p1' } }, { locale: 'kk' }])).toBe('data ok');
});

test('a page shown again within the stale time reuses the cached data', async () => {
  const fetcher = jest.fn(() => Promise.resolve('cached text'));
  blocks({ d: fetcher });
  const { unmount } = renderBlock('d');
  expect(await screen.findByText('cached text')).toBeInTheDocument();
  unmount();
  renderBlock('d');
  expect(screen.getByText('cached text')).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(1);
});

test("one block's data arriving does not cancel or repeat another block's request", async () => {
  const a = deferred<string>();
  const b = deferred<string>();
  const signals: Array<AbortSignal | undefined> = [];
  const fetchA = jest.fn((signal: AbortSignal | undefined) => (signals.push(signal), a.promise));
  const fetchB = jest.fn(() => b.promise);
  blocks({ a: fetchA, b: fetchB });
  render(
    <AppProviders>
      <Block id="a" />
      <Block id="b" />
    </AppProviders>,
  );
  await act(async () => b.resolve('B data'));
  expect(await screen.findByText('B data')).toBeInTheDocument();
  expect(signals[0]?.aborted).toBe(false);
  await act(async () => a.resolve('A data'));
  expect(await screen.findByText('A data')).toBeInTheDocument();
  expect(fetchA).toHaveBeenCalledTimes(1);
  expect(fetchB).toHaveBeenCalledTimes(1);
});

test('a failure is logged once under its endpoint (no second try on top of the client), shown with a retry that fetches again', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const again = deferred<string>();
  let calls = 0;
  const fetcher = jest.fn(() => (++calls === 1 ? Promise.reject(new Error('503')) : again.promise));
  blocks({ e: fetcher });
  renderBlock('e');
  const retry = await screen.findByRole('button', { name: 'e retry' });
  expect(fetcher).toHaveBeenCalledTimes(1);
  expect(log).toHaveBeenCalledWith(
    expect.stringContaining('test.block {"params":{"part":"e"}}'),
    expect.objectContaining({ message: '503' }),
  );
  await act(async () => retry.click());
  expect(await screen.findByText('e loading')).toBeInTheDocument();
  await act(async () => again.resolve('fresh'));
  expect(await screen.findByText('fresh')).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(2);
});

test('a language change empties the cache: the mounted block refetches under the new locale', async () => {
  const fetcher = jest.fn(() => Promise.resolve(`text in ${store.get(localeAtom)}`));
  blocks({ f: fetcher });
  renderBlock('f');
  expect(await screen.findByText('text in kk')).toBeInTheDocument();
  act(() => {
    resetDataStores();
    store.set(localeAtom, 'ru');
  });
  expect(await screen.findByText('text in ru')).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(2);
  expect(queryClient.getQueryData(['test.block', { params: { part: 'f' } }, { locale: 'kk' }])).toBeUndefined();
});

test('arguments of null request nothing and stay loading, even on a retry', () => {
  const fetcher = jest.fn(() => Promise.resolve('never'));
  blocks({ x: fetcher });
  function Waiting() {
    const data = useEndpointQuery(block, null);
    return (
      <button type="button" onClick={data.reload}>
        {data.status}
      </button>
    );
  }
  render(
    <AppProviders>
      <Waiting />
    </AppProviders>,
  );
  act(() => screen.getByRole('button', { name: 'loading' }).click());
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(fetcher).not.toHaveBeenCalled();
  expect(
    queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey),
  ).toEqual([['disabled', { locale: 'kk' }]]);
});

function Rename() {
  const save = useEndpointMutation(saveBlock, { invalidates: [block] });
  return (
    <button type="button" onClick={() => save.mutate({ params: { part: 'club' }, body: { text: 'New name' } })}>
      {save.isSuccess ? 'saved' : 'save'}
    </button>
  );
}

function ClubAndNews() {
  const club = useEndpointQuery(block, { params: { part: 'club' } });
  const other = useEndpointQuery(news, {});
  return (
    <>
      <p>{club.status === 'success' ? String(club.data) : '…'}</p>
      <p>{other.status === 'success' ? String(other.data) : '…'}</p>
      <Rename />
    </>
  );
}

test('a write refetches every query of the endpoints it names, and no others', async () => {
  let name = 'Old name';
  const club = jest.fn(() => Promise.resolve(name));
  const newsList = jest.fn(() => Promise.resolve('news'));
  answer({
    '/blocks/club': club,
    '/news': newsList,
    'PUT /blocks/club': async () => ((name = 'New name'), 'ok'),
  });
  render(
    <AppProviders>
      <ClubAndNews />
    </AppProviders>,
  );
  expect(await screen.findByText('Old name')).toBeInTheDocument();
  expect(await screen.findByText('news')).toBeInTheDocument();
  await act(async () => screen.getByRole('button', { name: 'save' }).click());
  expect(await screen.findByText('New name')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'saved' })).toBeInTheDocument();
  expect(club).toHaveBeenCalledTimes(2);
  expect(newsList).toHaveBeenCalledTimes(1);
});

test('a failed write is logged under its endpoint and invalidates nothing', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const club = jest.fn(() => Promise.resolve('list'));
  answer({
    '/blocks/club': club,
    '/news': () => Promise.resolve('news'),
    'PUT /blocks/club': () => Promise.reject(new Error('422')),
  });
  render(
    <AppProviders>
      <ClubAndNews />
    </AppProviders>,
  );
  expect(await screen.findByText('list')).toBeInTheDocument();
  await act(async () => screen.getByRole('button', { name: 'save' }).click());
  expect(log).toHaveBeenCalledWith(
    expect.stringContaining('test.save failed'),
    expect.objectContaining({ message: '422' }),
  );
  expect(club).toHaveBeenCalledTimes(1);
});

test("signing out or in as someone else empties the cache: one account's data is never shown to the next", async () => {
  const user = (token: string) => ({
    token,
    user: {
      id: 1,
      name: 'Staff',
      email: 's@league.test',
      role: { slug: 'command_admin' as const, title: 'Admin' },
      club_id: 3,
    },
  });
  act(() => store.set(authAtom, user('first')));
  let owner = 'first';
  const fetcher = jest.fn(() => Promise.resolve(`club of ${owner}`));
  blocks({ g: fetcher });
  const { unmount } = renderBlock('g');
  expect(await screen.findByText('club of first')).toBeInTheDocument();
  unmount();
  owner = 'second';
  act(() => store.set(authAtom, user('second')));
  renderBlock('g');
  expect(await screen.findByText('club of second')).toBeInTheDocument();
  act(() => store.set(authAtom, null));
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
});
