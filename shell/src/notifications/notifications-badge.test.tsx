// The header's badge: the new count of the signed-in user, a link to the list, nothing (and no
// request) for the media manager, and a new count after the query is invalidated.
import { screen, waitFor } from '@testing-library/react';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { act } from 'react';
import { api, authAtom, endpointKey, endpoints, queryClient, resetDataStores, store } from '@league/shared';
import { renderAt } from '../test-utils';
import { NotificationsBadge } from './notifications-badge';

let count = 3;
let calls = 0;
const answer = (config: InternalAxiosRequestConfig): AxiosResponse => {
  calls += 1;
  return {
    data: { success: true, data: { count } },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  } as AxiosResponse;
};
const signIn = (role: string) =>
  store.set(authAtom, {
    token: 't',
    user: { id: 1, name: 'Test', email: 'test@league.test', role: { slug: role }, club_id: 2 },
  } as never);

beforeEach(() => {
  count = 3;
  calls = 0;
  api.defaults.adapter = async (config) => answer(config);
});
afterEach(() => {
  api.defaults.adapter = undefined;
  store.set(authAtom, null);
  resetDataStores();
});

test('shows the new count, links to the list, and follows the count when it is refreshed', async () => {
  signIn('command_admin');
  renderAt('/ru/cabinet/tournaments', <NotificationsBadge />);
  const link = await screen.findByRole('link', { name: 'Уведомления: 3' });
  expect(link).toHaveAttribute('href', '/ru/cabinet/notifications');
  count = 0;
  await act(() => queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.notifications.newCount) }));
  await waitFor(() => expect(screen.getByRole('link', { name: 'Уведомления' })).toBeInTheDocument());
  expect(screen.queryByTestId('notifications-count')).toBeNull();
});

test('the media manager has no notifications: no badge, no request', async () => {
  signIn('media_manager');
  renderAt('/en/cabinet/tournaments', <NotificationsBadge />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('link')).toBeNull();
  expect(calls).toBe(0);
});
