import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { api, type RoleSlug, type TournamentMatchesResponse } from '@league/shared';
import { invalid, notFound, renderSignedIn, reply, resetApi, sentBody, springCup } from '../../test-utils';
import MatchesPage from './matches-page';

const summary = springCup();
const matches: TournamentMatchesResponse['data'] = {
  tournament: summary,
  tours: [{ id: 70, number: 1, title: 'Round 1', start_date: '2026-05-02', matches_count: 1 }],
  matches: [
    {
      id: 501,
      tour: { id: 70, number: 1, title: 'Round 1' },
      date_time: '2026-05-02T05:00:00Z',
      date: '2026-05-02',
      time: '10:00',
      status: 'scheduled',
      host: { id: 1, title: 'Altai 2012' },
      guest: { id: 2, title: 'Arlan 2012' },
      stadium: { id: 3, title: 'Central' },
      crew: [],
      played: false,
      openable: true,
    },
  ],
};
const teamRow = (id: number, title: string) => ({
  team: { id, slug: `t${id}`, title, birth_year: 2012 },
  club: { id, title },
  status: 'submitted',
  players: { pending: 0, submitted: 0, rejected: 0 },
  staff: { pending: 0, submitted: 0, rejected: 0 },
  matches_count: 1,
});

const posted: unknown[] = [];
const edits: unknown[] = [];
const schedules: Array<Record<string, unknown>> = [];
const moves: Array<Record<string, unknown>> = [];

function answer(config: InternalAxiosRequestConfig): AxiosResponse {
  const url = config.url ?? '';
  const method = (config.method ?? 'get').toUpperCase();
  if (method === 'POST' && url.endsWith('/cabinet/tournaments/7/matches')) {
    posted.push(sentBody(config));
    return reply(config, {
      success: true,
      data: {
        id: 502,
        warnings: [{ code: 'stadium_busy', message: 'The stadium has another match at that time', match_ids: [501] }],
      },
    });
  }
  if (method === 'PUT' && url.endsWith('/cabinet/tournaments/7/matches/501')) {
    const body = sentBody(config);
    edits.push(body);
    if (body.referees?.first_assistant !== undefined && body.referees.first_assistant === body.referees.main_referee) {
      invalid(config, { 'referees.first_assistant': ['One referee cannot have two roles in the crew'] });
    }
    // The first change puts the host in another match at that time.
    if (edits.length === 1) {
      invalid(config, { host_team_id: ['The team is playing another match at that time'] });
    }
    return reply(config, { success: true, data: { id: 501, warnings: [] } });
  }
  if (method === 'PUT' && url.endsWith('/cabinet/matches/501/fixture')) {
    const body = sentBody(config);
    moves.push(body);
    if (body.action === 'cancel' && !body.reason_kk && !body.reason_ru && !body.reason_en) {
      invalid(config, { reason_en: ['This field is required'] });
    }
    return reply(config, {
      success: true,
      data: {
        id: 501,
        status: body.action === 'cancel' ? 'cancelled' : 'postponed',
        date_time: null,
        postponed_from: null,
        technical_result: body.technical_result ?? null,
        cancellation_reason: { kk: null, ru: null, en: body.reason_en ?? null },
        fixture_revision: moves.length,
      },
    });
  }
  if (method === 'POST' && url.endsWith('/cabinet/tournaments/7/schedule')) {
    const body = sentBody(config);
    schedules.push(body);
    if (body.stadium_id === 3) {
      invalid(config, { stadium_id: ['Choose one of the allowed values'] });
    }
    const tour = {
      number: 1,
      date: body.start_date,
      matches: [
        {
          host: { id: 1, slug: 't1', title: 'Altai 2012' },
          guest: { id: 2, slug: 't2', title: 'Arlan 2012' },
          date_time: `${body.start_date}T04:30:00Z`,
        },
      ],
    };
    return reply(config, { success: true, data: { saved: false, tours: [tour], replaced: 0 } });
  }
  if (url.endsWith('/cabinet/tournaments/7/matches')) return reply(config, { success: true, data: matches });
  if (url.endsWith('/cabinet/tournaments/7/teams'))
    return reply(config, {
      success: true,
      data: { teams: [teamRow(1, 'Altai 2012'), teamRow(2, 'Arlan 2012')], candidates: [] },
    });
  if (url.includes('/handbook/'))
    return reply(config, { success: true, data: [{ id: 3, slug: null, title: 'Central' }] });
  return notFound(config);
}

function renderAs(role: RoleSlug) {
  return renderSignedIn(role, '/en/cabinet/tournaments/7/matches', {
    '/en/cabinet/tournaments/:id/matches': <MatchesPage />,
  });
}

/** Presses the button named `button` and gives the form named `form` it opens. */
async function openForm(button: string, form: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('form', { name: form });
}

beforeEach(() => {
  posted.length = 0;
  edits.length = 0;
  schedules.length = 0;
  moves.length = 0;
  api.defaults.adapter = async (config) => answer(config);
});
afterEach(resetApi);

test('a media_manager reads the matches without any edit control', async () => {
  renderAs('media_manager');
  const list = await screen.findByRole('list', { name: 'Matches' });
  expect(within(list).getByRole('link', { name: 'Altai 2012 — Arlan 2012' })).toHaveAttribute(
    'href',
    '/en/cabinet/tournaments/7/matches/501',
  );
  expect(screen.queryByRole('button', { name: 'Add match' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Generate calendar' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Postpone/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Cancel match/ })).not.toBeInTheDocument();
}, 30_000);

test('super_admin cancels a match: the reason is required on its field, then the reason and the technical result are sent', async () => {
  renderAs('super_admin');
  const form = await openForm('Cancel match: Altai 2012 — Arlan 2012', 'Cancel the match: Altai 2012 — Arlan 2012');
  await userEvent.click(within(form).getByRole('button', { name: 'Cancel match' }));
  const reason = within(form).getByLabelText('Reason (English)');
  expect(await within(form).findByText('This field is required')).toBeInTheDocument();
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(reason, 'Waterlogged pitch');
  await userEvent.selectOptions(within(form).getByLabelText('Technical result'), 'Home win: Altai 2012');
  await userEvent.click(within(form).getByRole('button', { name: 'Cancel match' }));
  await screen.findByText('Completed successfully');
  expect(moves).toEqual([
    { action: 'cancel', reason_kk: null, reason_ru: null, reason_en: null, technical_result: null },
    {
      action: 'cancel',
      reason_kk: null,
      reason_ru: null,
      reason_en: 'Waterlogged pitch',
      technical_result: 'host_win',
    },
  ]);
  expect(screen.queryByRole('form', { name: /Cancel the match/ })).not.toBeInTheDocument();
}, 30_000);

test('super_admin postpones a match with its date to be set', async () => {
  renderAs('super_admin');
  const form = await openForm('Postpone: Altai 2012 — Arlan 2012', 'Postpone the match: Altai 2012 — Arlan 2012');
  expect(within(form).getByLabelText('Date')).toHaveValue('02.05.2026');
  await userEvent.click(within(form).getByLabelText('Date to be set'));
  expect(within(form).queryByLabelText('Date')).not.toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Postpone' }));
  await screen.findByText('Completed successfully');
  expect(moves).toEqual([{ action: 'postpone', date: null, time: null }]);
}, 30_000);

test('super_admin adds a match in Almaty time and sees the stadium warning', async () => {
  renderAs('super_admin');
  const form = await openForm('Add match', 'New match');
  await screen.findAllByRole('option', { name: 'Arlan 2012' });
  await userEvent.selectOptions(within(form).getByLabelText('Host'), 'Arlan 2012');
  await userEvent.selectOptions(within(form).getByLabelText('Guest'), 'Altai 2012');
  await userEvent.selectOptions(within(form).getByLabelText('Stadium'), 'Central');
  const date = within(form).getByLabelText('Date');
  await userEvent.type(date, '02052026');
  expect(date).toHaveValue('02.05.2026');
  date.blur();
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The stadium has another match at that time');
  expect(posted).toEqual([
    {
      host_team_id: 2,
      guest_team_id: 1,
      stadium_id: 3,
      date: '2026-05-02',
      time: '10:00',
      tour_number: 1,
      referees: {},
    },
  ]);
  expect(screen.getByRole('button', { name: 'Delete: Altai 2012 — Arlan 2012' })).toBeInTheDocument();
}, 30_000);

test('super_admin changes a match: a clash is a field error, the input stays, the next save goes through', async () => {
  renderAs('super_admin');
  const form = await openForm('Edit: Altai 2012 — Arlan 2012', 'Edit the match: Altai 2012 — Arlan 2012');
  await screen.findAllByRole('option', { name: 'Arlan 2012' });
  // The form starts from the match.
  expect(within(form).getByLabelText('Host')).toHaveValue('1');
  expect(within(form).getByLabelText('Date')).toHaveValue('02.05.2026');
  const time = within(form).getByLabelText(/Time/);
  expect(time).toHaveValue('10:00');
  await userEvent.clear(time);
  await userEvent.type(time, '16:30');
  time.blur();
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('The team is playing another match at that time')).toBeInTheDocument();
  expect(within(form).getByLabelText(/Time/)).toHaveValue('16:30');
  await userEvent.selectOptions(within(form).getByLabelText('Host'), 'Arlan 2012');
  await userEvent.selectOptions(within(form).getByLabelText('Guest'), 'Altai 2012');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Match edited')).toBeInTheDocument();
  expect(edits).toEqual([
    {
      host_team_id: 1,
      guest_team_id: 2,
      stadium_id: 3,
      date: '2026-05-02',
      time: '16:30',
      tour_number: 1,
      referees: {},
    },
    {
      host_team_id: 2,
      guest_team_id: 1,
      stadium_id: 3,
      date: '2026-05-02',
      time: '16:30',
      tour_number: 1,
      referees: {},
    },
  ]);
  expect(screen.queryByRole('form', { name: /Edit the match/ })).not.toBeInTheDocument();
}, 30_000);

test('the generator takes a typed date and a 24-hour time, shows the preview only for the values it was made for, and puts a refusal on its field', async () => {
  renderAs('super_admin');
  const form = await openForm('Generate calendar', 'Round-robin calendar');
  const start = within(form).getByRole('textbox', { name: 'Start date' });
  await userEvent.clear(start);
  await userEvent.type(start, '06062026');
  const kickoff = within(form).getByRole('textbox', { name: 'First kick-off (Almaty)' });
  await userEvent.clear(kickoff);
  await userEvent.type(kickoff, '930');
  expect(kickoff).toHaveValue('09:30');
  await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
  expect(await within(form).findByRole('heading', { name: 'Preview: 1 rounds, 1 matches' })).toBeInTheDocument();
  expect(schedules.at(-1)).toMatchObject({ start_date: '2026-06-06', time: '09:30', preview: true });

  // Another value: the preview no longer says what would be saved.
  const interval = within(form).getByRole('textbox', { name: 'Days between rounds' });
  await userEvent.clear(interval);
  await userEvent.type(interval, '14');
  await userEvent.tab();
  expect(within(form).queryByRole('heading', { name: /^Preview:/ })).not.toBeInTheDocument();
  expect(within(form).queryByRole('button', { name: 'Save calendar' })).not.toBeInTheDocument();

  await userEvent.selectOptions(
    within(form).getByLabelText('All matches at one stadium (one after another)'),
    'Central',
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
  const stadium = within(form).getByLabelText('All matches at one stadium (one after another)');
  expect(await within(form).findByText('Choose one of the allowed values')).toBeInTheDocument();
  expect(stadium).toHaveAccessibleDescription('Choose one of the allowed values');
  expect(stadium).toHaveAttribute('aria-invalid', 'true');
}, 30_000);

test('the same referee in two roles is an error on the referee field, not only "The data is not valid"', async () => {
  renderAs('super_admin');
  const form = await openForm('Edit: Altai 2012 — Arlan 2012', 'Edit the match: Altai 2012 — Arlan 2012');
  await screen.findAllByRole('option', { name: 'Central' });
  await userEvent.selectOptions(within(form).getByLabelText('Main referee'), 'Central');
  await userEvent.selectOptions(within(form).getByLabelText('First assistant'), 'Central');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  const assistant = within(form).getByLabelText('First assistant');
  expect(await within(form).findByText('One referee cannot have two roles in the crew')).toBeInTheDocument();
  expect(assistant).toHaveAttribute('aria-invalid', 'true');
  expect(assistant).toHaveAccessibleDescription('One referee cannot have two roles in the crew');
}, 30_000);
