import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ApiError, isNotFound } from '../api/client';
import { localeAtom, store } from '../store';
import { createQueryClient } from './query-client';
import { createServerQueryClient, dehydrateForBrowser, fetchRequested, hydrateFromServer, requestedQueries } from './server-data';
import { useApiQuery } from './use-api-query';

function Block({ part, fetcher }: { part: string | null; fetcher: () => Promise<string> }) {
  const data = useApiQuery(part === null ? null : ['block', part], fetcher);
  return <p>{data.status === 'success' ? data.data : `${part} ${data.status}`}</p>;
}

beforeEach(() => store.set(localeAtom, 'ru'));

test('a server pass records what the page asked for; fetching it lets the next pass render the data', async () => {
  const client = createServerQueryClient();
  const fetcher = jest.fn(() => Promise.resolve('table'));
  const page = (
    <QueryClientProvider client={client}>
      <Block part="a" fetcher={fetcher} />
      <Block part={null} fetcher={fetcher} />
    </QueryClientProvider>
  );
  expect(renderToString(page)).toContain('a loading');
  expect(fetcher).not.toHaveBeenCalled();
  expect(requestedQueries(client).map((q) => q.queryKey)).toEqual([['block', 'a', { locale: 'ru' }]]);

  await expect(fetchRequested(client)).resolves.toBe(1);
  expect(fetcher).toHaveBeenCalledTimes(1);
  expect(renderToString(page)).toContain('<p>table</p>');
  expect(requestedQueries(client)).toEqual([]);
});

test('a failed answer makes the server pass fail', async () => {
  const client = createServerQueryClient();
  renderToString(
    <QueryClientProvider client={client}>
      <Block part="b" fetcher={() => Promise.reject(new Error('API down'))} />
    </QueryClientProvider>,
  );
  await expect(fetchRequested(client)).rejects.toThrow('API down');
});

test('the browser starts with the server answers and does not ask for them again, however old the HTML', async () => {
  const server = createServerQueryClient();
  server.setQueryData(['block', 'c', { locale: 'ru' }], 'from the server', { updatedAt: Date.now() - 10 * 60_000 });
  const state = JSON.parse(JSON.stringify(dehydrateForBrowser(server)));

  const browser = createQueryClient();
  hydrateFromServer(browser, state);
  const fetcher = jest.fn(() => Promise.resolve('fetched again'));
  render(
    <QueryClientProvider client={browser}>
      <Block part="c" fetcher={fetcher} />
    </QueryClientProvider>,
  );
  expect(screen.getByText('from the server')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fetcher).not.toHaveBeenCalled();
});

function NotFoundBlock({ fetcher }: { fetcher: () => Promise<string> }) {
  const data = useApiQuery(['block', 'gone'], fetcher);
  if (data.status === 'error') return <p>{isNotFound(data.error) ? 'not found' : 'error'}</p>;
  return <p>{data.status}</p>;
}

test('a 404 renders the not-found state on the server and in the browser, which does not ask again', async () => {
  const notFound = new ApiError('Request failed with status code 404', 'ERR_BAD_REQUEST', { headers: new Headers({ authorization: 'Bearer secret' }) } as never, {
    data: { success: false, message: 'No such match' },
    status: 404,
  } as never);
  const server = createServerQueryClient();
  const page = (fetcher: () => Promise<string>, client: ReturnType<typeof createQueryClient>) => (
    <QueryClientProvider client={client}>
      <NotFoundBlock fetcher={fetcher} />
    </QueryClientProvider>
  );
  renderToString(page(() => Promise.reject(notFound), server));
  await expect(fetchRequested(server)).resolves.toBe(1);
  expect(renderToString(page(() => Promise.reject(notFound), server))).toContain('not found');

  const json = JSON.stringify(dehydrateForBrowser(server));
  expect(json).not.toContain('secret');
  const browser = createQueryClient();
  hydrateFromServer(browser, JSON.parse(json));
  const fetcher = jest.fn(() => Promise.resolve('found after all'));
  render(page(fetcher, browser));
  expect(screen.getByText('not found')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fetcher).not.toHaveBeenCalled();
});
