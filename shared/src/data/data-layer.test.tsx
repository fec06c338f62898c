import { act, render, screen } from '@testing-library/react';
import { AppProviders } from '../ui/providers';
import { authAtom, localeAtom, store } from '../store';
import { queryClient, resetDataStores } from './query-client';
import { useApiQuery } from './use-api-query';
import { useApiMutation } from './use-api-mutation';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Block({ id, part = id, fetcher }: { id: string; part?: unknown; fetcher: (signal: AbortSignal) => Promise<string> }) {
  const data = useApiQuery(['block', part], fetcher);
  if (data.status === 'loading') return <p>{id} loading</p>;
  if (data.status === 'error')
    return (
      <button type="button" onClick={data.reload}>
        {id} retry
      </button>
    );
  return <p>{data.data}</p>;
}

beforeEach(() => {
  store.set(localeAtom, 'kk');
  resetDataStores();
});
afterEach(() => jest.restoreAllMocks());

test('blocks with the same key share one request; another key is a request of its own', async () => {
  const fetcher = jest.fn((signal: AbortSignal) => Promise.resolve(`data ${signal.aborted ? 'aborted' : 'ok'}`));
  const other = jest.fn(() => Promise.resolve('other data'));
  render(
    <AppProviders>
      <Block id="a" part={{ page: 1 }} fetcher={fetcher} />
      <Block id="b" part={{ page: 1 }} fetcher={fetcher} />
      <Block id="c" part={{ page: 2 }} fetcher={other} />
    </AppProviders>,
  );
  expect(await screen.findAllByText('data ok')).toHaveLength(2);
  expect(await screen.findByText('other data')).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(1);
  expect(other).toHaveBeenCalledTimes(1);
  expect(queryClient.getQueryData(['block', { page: 1 }, { locale: 'kk' }])).toBe('data ok');
});

test('a page shown again within the stale time reuses the cached data', async () => {
  const fetcher = jest.fn(() => Promise.resolve('cached text'));
  const { unmount } = render(
    <AppProviders>
      <Block id="d" fetcher={fetcher} />
    </AppProviders>,
  );
  expect(await screen.findByText('cached text')).toBeInTheDocument();
  unmount();
  render(
    <AppProviders>
      <Block id="d" fetcher={fetcher} />
    </AppProviders>,
  );
  expect(screen.getByText('cached text')).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(1);
});

test("one block's data arriving does not cancel or repeat another block's request", async () => {
  const a = deferred<string>();
  const b = deferred<string>();
  const signals: AbortSignal[] = [];
  const fetchA = jest.fn((signal: AbortSignal) => (signals.push(signal), a.promise));
  const fetchB = jest.fn(() => b.promise);
  render(
    <AppProviders>
      <Block id="a" fetcher={fetchA} />
      <Block id="b" fetcher={fetchB} />
    </AppProviders>,
  );
  await act(async () => b.resolve('B data'));
  expect(await screen.findByText('B data')).toBeInTheDocument();
  expect(signals[0].aborted).toBe(false);
  await act(async () => a.resolve('A data'));
  expect(await screen.findByText('A data')).toBeInTheDocument();
  expect(fetchA).toHaveBeenCalledTimes(1);
  expect(fetchB).toHaveBeenCalledTimes(1);
});

test('a failure is logged once (no second try on top of the client), shown with a retry that fetches again', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const again = deferred<string>();
  let calls = 0;
  const fetcher = jest.fn(() => (++calls === 1 ? Promise.reject(new Error('503')) : again.promise));
  render(
    <AppProviders>
      <Block id="e" fetcher={fetcher} />
    </AppProviders>,
  );
  const retry = await screen.findByRole('button', { name: 'e retry' });
  expect(fetcher).toHaveBeenCalledTimes(1);
  expect(log).toHaveBeenCalledWith(expect.stringContaining('block e'), expect.objectContaining({ message: '503' }));
  await act(async () => retry.click());
  expect(await screen.findByText('e loading')).toBeInTheDocument();
  await act(async () => again.resolve('fresh'));
  expect(await screen.findByText('fresh')).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(2);
});

test('a language change empties the cache: the mounted block refetches under the new locale', async () => {
  const fetcher = jest.fn(() => Promise.resolve(`text in ${store.get(localeAtom)}`));
  render(
    <AppProviders>
      <Block id="f" fetcher={fetcher} />
    </AppProviders>,
  );
  expect(await screen.findByText('text in kk')).toBeInTheDocument();
  act(() => {
    resetDataStores();
    store.set(localeAtom, 'ru');
  });
  expect(await screen.findByText('text in ru')).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(2);
  expect(queryClient.getQueryData(['block', 'f', { locale: 'kk' }])).toBeUndefined();
});

test('a key of null requests nothing and stays loading', () => {
  const fetcher = jest.fn(() => Promise.resolve('never'));
  function Waiting() {
    const data = useApiQuery(null, fetcher);
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
});

function Rename({ onSave }: { onSave: (name: string) => Promise<string> }) {
  const save = useApiMutation(onSave, { invalidates: [['clubs']] });
  return (
    <button type="button" onClick={() => save.mutate('New name')}>
      {save.isSuccess ? 'saved' : 'save'}
    </button>
  );
}

test('a mutation refetches the queries whose key starts with a prefix it names, and no others', async () => {
  let name = 'Old name';
  const clubs = jest.fn(() => Promise.resolve(name));
  const news = jest.fn(() => Promise.resolve('news'));
  function Page() {
    const list = useApiQuery(['clubs', { page: 1 }], clubs);
    const other = useApiQuery(['news'], news);
    return (
      <>
        <p>{list.data ?? '…'}</p>
        <p>{other.data ?? '…'}</p>
        <Rename onSave={async (next) => ((name = next), 'ok')} />
      </>
    );
  }
  render(
    <AppProviders>
      <Page />
    </AppProviders>,
  );
  expect(await screen.findByText('Old name')).toBeInTheDocument();
  await act(async () => screen.getByRole('button', { name: 'save' }).click());
  expect(await screen.findByText('New name')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'saved' })).toBeInTheDocument();
  expect(clubs).toHaveBeenCalledTimes(2);
  expect(news).toHaveBeenCalledTimes(1);
});

test('a failed mutation is logged and invalidates nothing', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const clubs = jest.fn(() => Promise.resolve('list'));
  function Page() {
    const list = useApiQuery(['clubs'], clubs);
    return (
      <>
        <p>{list.data ?? '…'}</p>
        <Rename onSave={() => Promise.reject(new Error('422'))} />
      </>
    );
  }
  render(
    <AppProviders>
      <Page />
    </AppProviders>,
  );
  expect(await screen.findByText('list')).toBeInTheDocument();
  await act(async () => screen.getByRole('button', { name: 'save' }).click());
  expect(log).toHaveBeenCalledWith(expect.stringContaining('failed'), expect.objectContaining({ message: '422' }));
  expect(clubs).toHaveBeenCalledTimes(1);
});

test("signing out or in as someone else empties the cache: one account's data is never shown to the next", async () => {
  const user = (token: string) => ({ token, user: { id: 1, name: 'Staff', email: 's@league.test', role: { slug: 'command_admin' as const, title: 'Admin' }, club_id: 3 } });
  act(() => store.set(authAtom, user('first')));
  let owner = 'first';
  const fetcher = jest.fn(() => Promise.resolve(`club of ${owner}`));
  const { unmount } = render(
    <AppProviders>
      <Block id="g" fetcher={fetcher} />
    </AppProviders>,
  );
  expect(await screen.findByText('club of first')).toBeInTheDocument();
  unmount();
  owner = 'second';
  act(() => store.set(authAtom, user('second')));
  render(
    <AppProviders>
      <Block id="g" fetcher={fetcher} />
    </AppProviders>,
  );
  expect(await screen.findByText('club of second')).toBeInTheDocument();
  act(() => store.set(authAtom, null));
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
});
