import { act, render, screen } from '@testing-library/react';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { object } from 'superstruct';
import { api } from '../api/client';
import { fromQuery, id } from '../contracts/fields';
import { endpoint } from '../endpoints/define';
import { initI18n } from '../i18n/instance';
import { localeAtom, store } from '../store';
import { AppProviders } from '../ui/providers';
import { queryClient, resetDataStores } from './query-client';
import { Club, renameClub as rename } from './test-endpoints';
import { endpointKey, useEndpointMutation, useEndpointQuery } from './use-endpoint';

const clubById = endpoint({
  id: 'test.club',
  method: 'GET',
  path: '/clubs/:id',
  summary: 'test',
  tag: 'test',
  access: 'public',
  params: object({ id: fromQuery(id()) }),
  response: Club,
});

const titles = new Map<string, string>([
  ['1', 'Kairat'],
  ['2', 'Astana'],
]);
const calls: InternalAxiosRequestConfig[] = [];
const adapter: AxiosAdapter = async (config) => {
  calls.push(config);
  const [, clubId] = /^\/clubs\/(\d+)/.exec(config.url ?? '') ?? [];
  if (config.method === 'put') titles.set(clubId, JSON.parse(config.data as string).title);
  return {
    data: { success: true, data: { id: Number(clubId), title: titles.get(clubId) } },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  } as AxiosResponse;
};
const original = api.defaults.adapter;

beforeAll(() => initI18n('kk'));
beforeEach(() => {
  calls.length = 0;
  api.defaults.adapter = adapter;
  store.set(localeAtom, 'kk');
  resetDataStores();
});
afterAll(() => {
  api.defaults.adapter = original;
});

function ClubTitle({ clubId }: { clubId: number }) {
  const data = useEndpointQuery(clubById, { params: { id: clubId } });
  return <p>{data.status === 'success' ? data.data.data.title : data.status}</p>;
}

function RenameButton({ clubId, to }: { clubId: number; to: string }) {
  const save = useEndpointMutation(rename, { invalidates: [clubById] });
  return (
    <button type="button" onClick={() => save.mutate({ params: { id: clubId }, body: { title: to } })}>
      rename {clubId}
    </button>
  );
}

test('a query is keyed by the endpoint id, its arguments and the locale, and calls the filled path', async () => {
  render(
    <AppProviders>
      <ClubTitle clubId={1} />
      <ClubTitle clubId={1} />
      <ClubTitle clubId={2} />
    </AppProviders>,
  );
  expect(await screen.findAllByText('Kairat')).toHaveLength(2);
  expect(await screen.findByText('Astana')).toBeInTheDocument();
  expect(calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual(['get /clubs/1', 'get /clubs/2']);
  expect(endpointKey(clubById, { params: { id: 1 } })).toEqual(['test.club', { params: { id: 1 } }]);
  expect(queryClient.getQueryData(['test.club', { params: { id: 1 } }, { locale: 'kk' }])).toEqual({
    success: true,
    data: { id: 1, title: 'Kairat' },
  });
});

test('a write through an endpoint refetches every query of the endpoints it invalidates', async () => {
  render(
    <AppProviders>
      <ClubTitle clubId={1} />
      <ClubTitle clubId={2} />
      <RenameButton clubId={1} to="Kairat Almaty" />
    </AppProviders>,
  );
  expect(await screen.findByText('Kairat')).toBeInTheDocument();
  await act(async () => screen.getByRole('button', { name: 'rename 1' }).click());
  expect(await screen.findByText('Kairat Almaty')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'put').map((c) => c.url)).toEqual(['/clubs/1/title']);
  expect(calls.filter((c) => c.method === 'get')).toHaveLength(4);
});
