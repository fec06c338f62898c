import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { api, type CabinetTournamentDetail, type RoleSlug } from '@league/shared';
import { invalid, notFound, refuse, renderSignedIn, reply, resetApi, sentBody, springCup } from '../../test-utils';
import TournamentPage, { defaultFinishDate } from './tournament-page';

const detail: CabinetTournamentDetail = {
  tournament: {
    ...springCup({
      season: { id: 1, year: 2030, title: '2030' },
      // Starts in the future: the finish date starts there, not today.
      start_date: '2030-05-01',
      teams_count: 0,
      matches_count: 10,
    }),
    slug: 'spring-cup',
  } as CabinetTournamentDetail['tournament'],
  teams: [],
  tours: [],
};

const finishes: Array<Record<string, unknown>> = [];

function answer(config: InternalAxiosRequestConfig): AxiosResponse {
  const url = config.url ?? '';
  const method = (config.method ?? 'get').toUpperCase();
  if (method === 'PUT' && url.endsWith('/cabinet/tournaments/7/finish')) {
    const body = sentBody(config);
    finishes.push(body);
    // The server's start is a month later than the page's (changed meanwhile).
    if (body.end_date < '2030-06-01' && body.end_date !== '2030-05-01') {
      invalid(config, { end_date: ['The end date cannot be before the start date'] });
    }
    if (!body.confirm) {
      refuse(config, 409, '10 matches are not played. Finish anyway?', {
        errors: {},
        unplayed: 10,
        current: { id: 7, active: true, main: false, end_date: null },
      });
    }
    return reply(config, { success: true, data: { id: 7, active: false, main: false, end_date: body.end_date } });
  }
  if (url.endsWith('/cabinet/tournaments/7')) return reply(config, { success: true, data: detail });
  if (url.endsWith('/cabinet/tournaments/7/teams'))
    return reply(config, { success: true, data: { teams: [], candidates: [] } });
  return notFound(config);
}

function renderAs(role: RoleSlug) {
  return renderSignedIn(role, '/en/cabinet/tournaments/7', { '/en/cabinet/tournaments/:id': <TournamentPage /> });
}

beforeEach(() => {
  finishes.length = 0;
  api.defaults.adapter = async (config) => answer(config);
});
afterEach(resetApi);

test('the finish date starts today, or at the start of a tournament that starts later', () => {
  expect(defaultFinishDate('2026-03-01', '2030-05-01')).toBe('2030-05-01');
  expect(defaultFinishDate('2026-03-01', '2025-09-01')).toBe('2026-03-01');
  expect(defaultFinishDate('2026-03-01', null)).toBe('2026-03-01');
});

test('finishing with unplayed matches says how many and finishes only when confirmed again', async () => {
  renderAs('super_admin');
  const form = await screen.findByRole('form', { name: 'Finish' });
  expect(within(form).getByLabelText('End date')).toHaveValue('01.05.2030');
  await userEvent.click(within(form).getByRole('button', { name: 'Finish' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Finish' }));
  const ask = await screen.findByRole('dialog', { name: 'Some matches are not played' });
  expect(ask).toHaveTextContent('10 matches are not played. Finish anyway?');
  // Declined: nothing more is sent.
  await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
  expect(finishes).toEqual([{ end_date: '2030-05-01' }]);

  await userEvent.click(within(form).getByRole('button', { name: 'Finish' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Finish' }));
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: 'Some matches are not played' })).getByRole('button', {
      name: 'Finish anyway',
    }),
  );
  await screen.findByText('Completed successfully');
  expect(finishes).toEqual([
    { end_date: '2030-05-01' },
    { end_date: '2030-05-01' },
    { end_date: '2030-05-01', confirm: true },
  ]);
}, 30_000);

test('an end date before the start is an error on the date field, whether the form or the server finds it', async () => {
  renderAs('super_admin');
  const form = await screen.findByRole('form', { name: 'Finish' });
  const date = within(form).getByLabelText('End date');
  await userEvent.clear(date);
  await userEvent.type(date, '01042030');
  date.blur();
  await userEvent.click(within(form).getByRole('button', { name: 'Finish' }));
  expect(await within(form).findByText('The date must not be earlier than 01.05.2030')).toBeInTheDocument();
  expect(date).toHaveAttribute('aria-invalid', 'true');
  expect(finishes).toEqual([]);

  // The start moved on the server meanwhile: its refusal lands on the same field.
  await userEvent.clear(date);
  await userEvent.type(date, '15052030');
  date.blur();
  await userEvent.click(within(form).getByRole('button', { name: 'Finish' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Finish' }));
  expect(await within(form).findByText('The end date cannot be before the start date')).toBeInTheDocument();
  expect(within(form).getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText('An error has occurred')).not.toBeInTheDocument();
  expect(finishes).toEqual([{ end_date: '2030-05-15' }]);
}, 30_000);

test('a command_admin has no finish form', async () => {
  renderAs('command_admin');
  await screen.findByRole('heading', { name: 'Spring Cup' });
  expect(screen.queryByRole('form', { name: 'Finish' })).not.toBeInTheDocument();
}, 30_000);

test("the tournament's history of changes is offered to the super_admin only", async () => {
  const { unmount } = renderAs('super_admin');
  await screen.findByRole('heading', { name: 'Spring Cup' });
  expect(screen.getByRole('button', { name: 'History of changes' })).toHaveAttribute('aria-expanded', 'false');
  unmount();
  renderAs('command_admin');
  await screen.findByRole('heading', { name: 'Spring Cup' });
  expect(screen.queryByRole('button', { name: 'History of changes' })).not.toBeInTheDocument();
}, 30_000);
