import { act, render, screen } from '@testing-library/react';
import { AppProviders } from '../ui/providers';
import { resetDataStores } from '../store';
import { useApiData } from './use-api-data';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Block({ id, fetcher }: { id: string; fetcher: (signal: AbortSignal) => Promise<string> }) {
  const data = useApiData(`block:${id}`, fetcher);
  if (data.status === 'loading') return <p>{id} loading</p>;
  if (data.status === 'error')
    return (
      <button type="button" onClick={data.reload}>
        {id} retry
      </button>
    );
  return <p>{data.data}</p>;
}

beforeEach(() => resetDataStores());

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
  expect(screen.getByText('B data')).toBeInTheDocument();
  expect(signals[0].aborted).toBe(false);
  await act(async () => a.resolve('A data'));
  expect(screen.getByText('A data')).toBeInTheDocument();
  expect(fetchA).toHaveBeenCalledTimes(1);
  expect(fetchB).toHaveBeenCalledTimes(1);
});

test('a failed request shows an error state whose retry fetches again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let calls = 0;
  const fetcher = jest.fn(() => (++calls === 1 ? Promise.reject(new Error('503')) : Promise.resolve('fresh')));
  render(
    <AppProviders>
      <Block id="c" fetcher={fetcher} />
    </AppProviders>,
  );
  const retry = await screen.findByRole('button', { name: 'c retry' });
  await act(async () => retry.click());
  expect(await screen.findByText('fresh')).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(2);
});

test('a language change empties the cache so pages refetch', async () => {
  const fetcher = jest.fn(() => Promise.resolve('kk text'));
  const { unmount } = render(
    <AppProviders>
      <Block id="d" fetcher={fetcher} />
    </AppProviders>,
  );
  expect(await screen.findByText('kk text')).toBeInTheDocument();
  unmount();
  act(() => resetDataStores());
  render(
    <AppProviders>
      <Block id="d" fetcher={fetcher} />
    </AppProviders>,
  );
  expect(await screen.findByText('kk text')).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(2);
});
