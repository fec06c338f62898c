import { type DehydratedState, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ApiError, isNotFound } from '../api/client';
import { localeAtom, store } from '../store';
import { createQueryClient } from './query-client';
import {
  createServerQueryClient,
  dehydrateForBrowser,
  fetchRequested,
  hydrateFromServer,
  requestedQueries,
} from './server-data';
import { answer, block, stopAnswering } from './test-endpoints';
import { useEndpointQuery } from './use-endpoint';

function Block({ part }: { part: string | null }) {
  const data = useEndpointQuery(block, part === null ? null : { params: { part } });
  if (data.status === 'error') return <p>{isNotFound(data.error) ? 'not found' : 'error'}</p>;
  return <p>{data.status === 'success' ? String(data.data) : `${part} ${data.status}`}</p>;
}

const page = (client: ReturnType<typeof createQueryClient>, ...parts: Array<string | null>) => (
  <QueryClientProvider client={client}>
    {parts.map((part, i) => (
      <Block key={i} part={part} />
    ))}
  </QueryClientProvider>
);

/** The browser's page of `part`, started from the server's `state`; asked again, the API would answer `again`. */
function renderInBrowser(state: DehydratedState, part: string, again: string) {
  const browser = createQueryClient();
  hydrateFromServer(browser, state);
  const fetcher = jest.fn(() => Promise.resolve(again));
  answer({ [`/blocks/${part}`]: fetcher });
  render(page(browser, part));
  return { browser, fetcher };
}

beforeEach(() => store.set(localeAtom, 'ru'));
afterEach(stopAnswering);

test('a server pass records what the page asked for under its endpoint key; fetching it lets the next pass render the data', async () => {
  const client = createServerQueryClient();
  const fetcher = jest.fn(() => Promise.resolve('table'));
  answer({ '/blocks/a': fetcher });
  expect(renderToString(page(client, 'a', null))).toContain('a loading');
  expect(fetcher).not.toHaveBeenCalled();
  expect(requestedQueries(client).map((q) => q.queryKey)).toEqual([
    ['test.block', { params: { part: 'a' } }, { locale: 'ru' }],
  ]);

  await expect(fetchRequested(client)).resolves.toBe(1);
  expect(fetcher).toHaveBeenCalledTimes(1);
  expect(renderToString(page(client, 'a', null))).toContain('<p>table</p>');
  expect(requestedQueries(client)).toEqual([]);
});

test('a failed answer makes the server pass fail', async () => {
  const client = createServerQueryClient();
  answer({ '/blocks/b': () => Promise.reject(new Error('API down')) });
  renderToString(page(client, 'b'));
  await expect(fetchRequested(client)).rejects.toThrow('API down');
});

test('the browser starts with the server answers under the keys it reads, and does not ask for them again, however old the HTML', () => {
  const server = createServerQueryClient();
  server.setQueryData(['test.block', { params: { part: 'c' } }, { locale: 'ru' }], 'from the server', {
    updatedAt: Date.now() - 10 * 60_000,
  });
  const state = JSON.parse(JSON.stringify(dehydrateForBrowser(server)));

  const { browser, fetcher } = renderInBrowser(state, 'c', 'fetched again');
  expect(screen.getByText('from the server')).toBeInTheDocument();
  // A refetch on mount would have started by now (the observer decides as it subscribes).
  expect(browser.isFetching()).toBe(0);
  expect(fetcher).not.toHaveBeenCalled();
});

test('a 404 renders the not-found state on the server and in the browser, which does not ask again', async () => {
  const notFound = new ApiError(
    'Request failed with status code 404',
    'ERR_BAD_REQUEST',
    { headers: new Headers({ authorization: 'Bearer secret' }) } as never,
    {
      data: { success: false, message: 'No such match' },
      status: 404,
    } as never,
  );
  const server = createServerQueryClient();
  answer({ '/blocks/gone': () => Promise.reject(notFound) });
  renderToString(page(server, 'gone'));
  await expect(fetchRequested(server)).resolves.toBe(1);
  expect(renderToString(page(server, 'gone'))).toContain('not found');

  const json = JSON.stringify(dehydrateForBrowser(server));
  expect(json).not.toContain('secret');
  const { browser, fetcher } = renderInBrowser(JSON.parse(json), 'gone', 'found after all');
  expect(screen.getByText('not found')).toBeInTheDocument();
  expect(browser.isFetching()).toBe(0);
  expect(fetcher).not.toHaveBeenCalled();
});
