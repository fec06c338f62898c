import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CabinetPlayerItem, CabinetPlayerDetail } from '@league/shared';
import {
  duplicateConflict,
  failure,
  mockApi,
  ok,
  pageOf,
  kairat2012,
  renderPage,
  seenRequests,
  setUpPageTests,
  zhanibek,
} from '../../test-utils';
import { PlayerCreatePage } from './player-form-page';
import PlayerPage from './player-page';
import PlayersListPage from './players-list-page';

/** The new player form of Kairat 2012 (in Kazakh unless told); a saved player's page just says "saved". */
const renderCreatePage = (prefix = '') =>
  renderPage(`${prefix}/cabinet/clubs/5/teams/11/players/create`, {
    '/cabinet/clubs/:club_id/teams/:id/players/create': <PlayerCreatePage />,
    '/cabinet/players/:slug': <p>saved</p>,
  });

const team = kairat2012;
const row: CabinetPlayerItem = {
  id: 7,
  slug: 'zhanibek-seitkali',
  name: 'Zhanibek Seitkali',
  photo: null,
  birth_date: '2012-04-15',
  position: 'GK',
  number: 1,
  status: 'active',
  team,
  is_pupil: false,
  is_captain: true,
  is_joker: false,
  missing_documents: ['heart_shot'],
  expired_documents: ['identity'],
};
const detail = (mayEdit: boolean): CabinetPlayerDetail => ({
  player: zhanibek({ position: 'GK', number: 1, citizenship: 'UZ' }),
  teams: [{ team, number: 1, is_active: true, joined_at: '2025-09-01', left_at: null }],
  documents: mayEdit ? [] : null,
  history: mayEdit ? [] : null,
  may_edit: mayEdit,
  missing_documents: mayEdit ? ['heart_shot'] : [],
  expired_documents: [],
});

setUpPageTests();

test('lists players with their documents state and sends the filters from the URL', async () => {
  mockApi({
    '/cabinet/players': pageOf([row]),
    '/handbook/team': ok([]),
    '/handbook/birth-years': ok([]),
    '/cabinet/clubs': pageOf([]),
  });
  renderPage('/en/cabinet/players?position=GK&missing_documents=1', { '/cabinet/players': <PlayersListPage /> });
  expect(await screen.findByRole('link', { name: 'Zhanibek Seitkali' })).toHaveAttribute(
    'href',
    '/en/cabinet/players/zhanibek-seitkali',
  );
  expect(screen.getByText('2 missing')).toBeInTheDocument();
  const list = seenRequests.find((r) => r.path === '/api/v1/cabinet/players' || r.path === '/cabinet/players')!;
  expect(list.params).toMatchObject({ position: 'GK', missing_documents: '1' });
});

test('a provider reads the player without edit, documents or transfer', async () => {
  mockApi({ '/cabinet/players/zhanibek-seitkali': ok(detail(false)), '/cabinet/players/7/teams-stats': ok([]) });
  renderPage(
    '/en/cabinet/players/zhanibek-seitkali',
    { '/cabinet/players/:slug': <PlayerPage /> },
    { role: 'provider' },
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Zhanibek Seitkali' })).toBeInTheDocument();
  expect(screen.getByText('120415500999')).toBeInTheDocument();
  // The citizenship the provider books travel with, by its name in the page's language.
  expect(screen.getByText('Citizenship').nextSibling).toHaveTextContent('Uzbekistan');
  expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Documents' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Move to another team' })).toBeNull();
  expect(seenRequests.some((r) => r.path.endsWith('/form'))).toBe(false);
});

test('another club’s player (404) is the not-found page, with no data', async () => {
  mockApi({ '/cabinet/players/zhanibek-seitkali': failure(404, 'The requested resource was not found') });
  renderPage(
    '/en/cabinet/players/zhanibek-seitkali',
    { '/cabinet/players/:slug': <PlayerPage /> },
    { role: 'command_admin', clubId: 9 },
  );
  expect(await screen.findByText('404')).toBeInTheDocument();
  expect(screen.queryByText('120415500999')).toBeNull();
});

test('a duplicate is a warning with a link; confirming sends confirm_duplicate and keeps what was typed', async () => {
  const user = userEvent.setup();
  let calls = 0;
  mockApi({
    'POST /cabinet/players': (request: { data: { confirm_duplicate: boolean } }) => {
      calls += 1;
      if (!request.data.confirm_duplicate)
        return duplicateConflict({
          owner: 'player',
          slug: 'zhanibek-seitkali',
          name: 'Zhanibek Seitkali',
          birth_date: '2012-04-15',
          team_id: 11,
        });
      return ok({ id: 8, slug: 'zhanibek-seitkali-2' });
    },
  });
  renderCreatePage('/en');
  await user.type(await screen.findByLabelText('Last name (Kazakh)'), 'Сейітқали');
  await user.type(screen.getByLabelText('First name (Kazakh)'), 'Жәнібек');
  await user.type(screen.getByLabelText(/^Date of birth/), '15042012');
  await user.selectOptions(screen.getByLabelText('Position'), 'GK');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('link', { name: 'Zhanibek Seitkali' })).toHaveAttribute(
    'href',
    '/en/cabinet/players/zhanibek-seitkali',
  );
  // The warning asks for a decision: it takes the focus, its "save anyway" box inside it.
  const warning = screen.getByRole('group', { name: /Zhanibek Seitkali/ });
  await waitFor(() => expect(warning).toHaveFocus());
  expect(warning).toContainElement(screen.getByLabelText('This is a different person, save anyway'));
  expect(screen.getByLabelText('First name (Kazakh)')).toHaveValue('Жәнібек');
  await user.click(screen.getByLabelText('This is a different person, save anyway'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('saved')).toBeInTheDocument();
  expect(calls).toBe(2);
  const sent = seenRequests
    .filter((r) => r.method === 'POST')
    .map((r) => r.data as { confirm_duplicate: boolean; team_id: number });
  expect(sent.map((b) => b.confirm_duplicate)).toEqual([false, true]);
  await waitFor(() => expect(sent[1].team_id).toBe(11));
}, 30_000);

test('a birth date in the future, or of an age youth football does not have, is refused on the field in the page language and nothing is sent', async () => {
  const user = userEvent.setup();
  mockApi({ 'POST /cabinet/players': ok({ id: 8, slug: 'x' }) });
  renderCreatePage();
  const birth = await screen.findByLabelText(/^Туған күні/);
  await user.type(birth, `0101${new Date().getFullYear() + 4}`);
  await user.click(screen.getByRole('button', { name: 'Сақтау' }));
  await waitFor(() =>
    expect(screen.getByLabelText(/^Туған күні/)).toHaveAccessibleDescription(/Күн болашақта болмауы керек/),
  );
  await user.clear(birth);
  await user.type(birth, '01011990');
  await user.click(screen.getByRole('button', { name: 'Сақтау' }));
  await waitFor(() =>
    expect(screen.getByLabelText(/^Туған күні/)).toHaveAccessibleDescription(
      /Жасы 4 мен 21 жас аралығында болуы керек/,
    ),
  );
  expect(seenRequests.filter((r) => r.method === 'POST')).toEqual([]);
}, 30_000);

test('a new player is from Kazakhstan unless another country of the list is picked; the code is sent (kk names)', async () => {
  const user = userEvent.setup();
  mockApi({ 'POST /cabinet/players': ok({ id: 9, slug: 'timur-aliev' }) });
  renderCreatePage();
  const citizenship = (await screen.findByLabelText('Азаматтығы')) as HTMLSelectElement;
  expect(citizenship).toHaveDisplayValue('Қазақстан');
  // Kazakhstan first, the neighbours next, then every other country of the ISO list.
  expect([...citizenship.options].slice(1, 5).map((o) => o.value)).toEqual(['KZ', 'RU', 'UZ', 'KG']);
  expect(citizenship.options.length).toBe(250);
  await user.selectOptions(citizenship, 'Өзбекстан');
  await user.type(screen.getByLabelText(/^Тегі \(қазақша\)/), 'Алиев');
  await user.type(screen.getByLabelText(/^Аты \(қазақша\)/), 'Тимур');
  await user.type(screen.getByLabelText(/^Туған күні/), '04052013');
  await user.selectOptions(screen.getByLabelText('Позициясы'), 'MF');
  await user.click(screen.getByRole('button', { name: 'Сақтау' }));
  expect(await screen.findByText('saved')).toBeInTheDocument();
  expect(seenRequests.find((r) => r.method === 'POST')!.data).toMatchObject({
    last_name_kk: 'Алиев',
    citizenship: 'UZ',
    position: 'MF',
  });
}, 30_000);
