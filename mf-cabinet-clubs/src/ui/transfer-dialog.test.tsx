import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CabinetPlayerDetail, CabinetTeamRef } from '@league/shared';
import PlayerPage from '../features/players/player-page';
import {
  failure,
  mockApi,
  ok,
  renderPage,
  seenRequests,
  type SeenRequest,
  setUpPageTests,
  zhanibek,
  zhanibekFacts,
} from '../test-utils';
import { transferBody } from './transfer-dialog';

const teamOf = (id: number, title: string, clubId: number, club: string): CabinetTeamRef => ({
  id,
  slug: `t-${id}`,
  title,
  birth_year: 2012,
  club_id: clubId,
  club_title: club,
  club_archived: false,
});
const kairat = teamOf(11, 'Kairat 2012', 5, 'Kairat');
const teams = [
  kairat,
  teamOf(21, 'Altai 2012', 6, 'Altai'),
  teamOf(22, 'Altai 2010', 6, 'Altai'),
  teamOf(31, 'Ordabasy 2012', 7, 'Ordabasy'),
];

const detail: CabinetPlayerDetail = {
  player: zhanibek(),
  teams: [{ team: kairat, number: 10, is_active: true, joined_at: '2025-09-01', left_at: null }],
  documents: [],
  history: [],
  may_edit: true,
  missing_documents: [],
  expired_documents: [],
};
const form = {
  id: 7,
  slug: 'zhanibek-seitkali',
  values: {
    first_name_kk: 'Жәнібек',
    first_name_ru: null,
    first_name_en: 'Zhanibek',
    last_name_kk: 'Сейтқали',
    last_name_ru: null,
    last_name_en: 'Seitkali',
    middle_name_kk: null,
    middle_name_ru: null,
    middle_name_en: null,
    ...zhanibekFacts,
  },
  options: { positions: [], identity_kinds: [], document_types: [], teams, staff_kinds: [] },
  documents: [],
  teams: detail.teams,
};

setUpPageTests();

const moves = () => seenRequests.filter((r) => r.method === 'POST' && r.path.endsWith('/switch-team'));

test('a transfer that would give the team a second captain and a second number 10 is refused on the fields, then resolved in the same dialog', async () => {
  const user = userEvent.setup();
  let answers = 0;
  mockApi({
    '/cabinet/players/zhanibek-seitkali': ok(detail),
    '/cabinet/players/zhanibek-seitkali/form': ok(form),
    '/cabinet/players/7/teams-stats': ok([]),
    'POST /cabinet/players/switch-team': (request: SeenRequest) => {
      answers += 1;
      const body = request.data as { number: number | null; is_captain: boolean };
      if (body.number === 10 || body.is_captain) {
        return failure(422, 'The data is filled in incorrectly', {
          ...(body.number === 10
            ? { number: ['Number 10 is already worn in this team by Arman Bekov. Enter another number'] }
            : {}),
          ...(body.is_captain ? { is_captain: ['The team already has a captain: Dias Nurlan'] } : {}),
        });
      }
      return ok({ id: 7, slug: 'zhanibek-seitkali' });
    },
  });
  renderPage('/en/cabinet/players/zhanibek-seitkali', { '/cabinet/players/:slug': <PlayerPage /> });
  await user.click(await screen.findByRole('button', { name: 'Move to another team…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Zhanibek Seitkali: move to another team' });

  // The picker: searchable, grouped by club, the current team left out; focus starts in the search box.
  const search = within(dialog).getByRole('searchbox', { name: 'Find a team or club' });
  expect(search).toHaveFocus();
  expect(within(dialog).getByRole('group', { name: 'Altai' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('radio', { name: 'Kairat 2012' })).toBeNull();
  await user.type(search, 'altai');
  expect(within(dialog).queryByRole('group', { name: 'Ordabasy' })).toBeNull();
  const altai = within(within(dialog).getByRole('group', { name: 'Altai' })).getAllByRole('radio');
  expect(altai).toHaveLength(2);
  await user.click(within(dialog).getByRole('radio', { name: 'Altai 2012' }));
  expect(within(dialog).getByText('Selected: Altai 2012 (Altai)')).toBeInTheDocument();
  // The player's number and captaincy are where the new place starts.
  expect(within(dialog).getByRole('textbox', { name: 'Number in the new team' })).toHaveValue('10');
  expect(within(dialog).getByRole('checkbox', { name: 'Captain of the new team' })).toBeChecked();

  // Asked first; Cancel there sends nothing.
  await user.click(within(dialog).getByRole('button', { name: 'Move' }));
  const confirm = await screen.findByRole('dialog', { name: 'Confirm the move' });
  expect(confirm).toHaveTextContent('Move Zhanibek Seitkali from Kairat 2012 (Kairat) to Altai 2012 (Altai)?');
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(moves()).toHaveLength(0);

  await user.click(within(dialog).getByRole('button', { name: 'Move' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Confirm the move' })).getByRole('button', { name: 'Move' }),
  );
  const number = within(dialog).getByRole('textbox', { name: 'Number in the new team' });
  await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
  expect(
    within(dialog).getByText('Number 10 is already worn in this team by Arman Bekov. Enter another number'),
  ).toBeInTheDocument();
  expect(within(dialog).getByText('The team already has a captain: Dias Nurlan')).toBeInTheDocument();
  expect(within(dialog).getByRole('checkbox', { name: 'Captain of the new team' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(number).toHaveFocus();
  expect(moves()[0].data).toEqual({ player_id: 7, team_id: 21, keep: false, number: 10, is_captain: true });

  // Resolved in the same dialog: another number, the captaincy dropped.
  await user.clear(number);
  await user.type(number, '23');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Captain of the new team' }));
  expect(within(dialog).queryByText('The team already has a captain: Dias Nurlan')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Move' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Confirm the move' })).getByRole('button', { name: 'Move' }),
  );
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Zhanibek Seitkali: move to another team' })).toBeNull(),
  );
  expect(answers).toBe(2);
  expect(moves()[1].data).toEqual({ player_id: 7, team_id: 21, keep: false, number: 23, is_captain: false });
  expect(
    await screen.findByText('The player has been transferred to another team without keeping the previous one'),
  ).toBeInTheDocument();
});

test('the team is required before anything is asked, Escape closes the dialog, and the focus goes back to its button', async () => {
  const user = userEvent.setup();
  mockApi({
    '/cabinet/players/zhanibek-seitkali': ok(detail),
    '/cabinet/players/zhanibek-seitkali/form': ok(form),
    '/cabinet/players/7/teams-stats': ok([]),
  });
  renderPage('/ru/cabinet/players/zhanibek-seitkali', { '/cabinet/players/:slug': <PlayerPage /> });
  const opener = await screen.findByRole('button', { name: 'Перевести в другую команду…' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Zhanibek Seitkali: перевод в другую команду' });
  await user.type(within(dialog).getByRole('searchbox', { name: 'Поиск команды или клуба' }), 'zzz');
  expect(within(dialog).getByText('Ничего не найдено')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Перевести' }));
  expect(screen.queryByRole('dialog', { name: 'Подтвердите перевод' })).toBeNull();
  expect(within(dialog).getByRole('group', { name: 'Новая команда' })).toHaveClass('lg-field--error');
  expect(within(dialog).getByRole('searchbox', { name: 'Поиск команды или клуба' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
  expect(moves()).toHaveLength(0);
});

test('the body: a staff member has no number or captaincy; an empty number is none', () => {
  expect(transferBody('staff', 3, { team_id: 21, keep: true, number: 5, is_captain: true })).toEqual({
    staff_id: 3,
    team_id: 21,
    keep: true,
  });
  expect(transferBody('player', 7, { team_id: 21, keep: false, number: '', is_captain: false })).toEqual({
    player_id: 7,
    team_id: 21,
    keep: false,
    number: null,
    is_captain: false,
  });
});
