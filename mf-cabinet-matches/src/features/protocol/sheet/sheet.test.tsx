// The match sheet on the protocol page (ADR 0212): identities marked and taken back by a tap,
// read-only for the opposing official; the referee closes the sheet; a team's official confirms
// from their account or disputes with a reason; on the referee's phone a wrong PIN stays on
// its field; a 409 shows the sheet as it is now; a locked sheet is reopened by the league only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MatchSheet, SheetPlayer } from '@league/shared/cabinet';
import { failure, mockApi, ok, quietErrors, resetApi, seenRequests } from '../../../test-utils';
import { renderOnProtocol } from '../test-utils';
import { SheetPart } from './sheet-part';

jest.setTimeout(30_000);
afterEach(() => resetApi());

const player = (
  id: number,
  number: number,
  name: string,
  status: 'unchecked' | 'checked' | 'refused' = 'unchecked',
) => ({
  player_id: id,
  name,
  number,
  kind: 'main',
  birth_year: 2012,
  photo: null,
  status,
});
const sheetOf = (over: Partial<MatchSheet> = {}, permissions: Partial<MatchSheet['permissions']> = {}): MatchSheet => ({
  match_id: 41,
  status: 'scheduled',
  locked: false,
  checking: true,
  closed_at: null,
  sides: {
    host: {
      team: { id: 30, title: 'Altai 2012' },
      players: [player(11, 9, 'Aidos Serik'), player(12, 17, 'Bolat Nur')],
    },
    guest: { team: { id: 9, title: 'Yessil 2012' }, players: [player(21, 10, 'Dias Kanat')] },
  },
  signoffs: { host: null, guest: null },
  permissions: { check: true, close: false, sign: [], sign_on_device: false, reopen: false, ...permissions },
  history: [],
  ...over,
});
const writes = () => seenRequests.filter((r) => r.method !== 'GET');

test('the referee marks a player checked and another refused; a second tap takes the mark back', async () => {
  let sheet = sheetOf();
  mockApi({
    '/cabinet/matches/41/sheet': () => ok(sheet),
    'POST /cabinet/matches/41/sheet/identity': (r: { data: { player_id: number; status: 'checked' } }) => {
      const mark = (p: SheetPlayer) => (p.player_id === r.data.player_id ? { ...p, status: r.data.status } : p);
      sheet = sheetOf({
        sides: {
          host: { ...sheet.sides.host, players: sheet.sides.host.players.map(mark) },
          guest: { ...sheet.sides.guest, players: sheet.sides.guest.players.map(mark) },
        },
      });
      return ok(sheet);
    },
  });
  renderOnProtocol(<SheetPart matchId={41} part="identity" teams="Altai 2012 — Yessil 2012" />);
  const section = await screen.findByRole('region', { name: 'Identity check' });
  expect(within(section).getByText('Checked: 0 of 2')).toBeInTheDocument();
  const user = userEvent.setup();
  const aidos = within(section).getByRole('group', { name: '9 Aidos Serik' });
  await user.click(within(aidos).getByRole('button', { name: 'Checked' }));
  await waitFor(() =>
    expect(within(aidos).getByRole('button', { name: 'Checked' })).toHaveAttribute('aria-pressed', 'true'),
  );
  expect(within(section).getByText('Checked: 1 of 2')).toBeInTheDocument();
  const dias = within(section).getByRole('group', { name: '10 Dias Kanat' });
  await user.click(within(dias).getByRole('button', { name: 'Refused to play' }));
  await waitFor(() =>
    expect(within(dias).getByRole('button', { name: 'Refused to play' })).toHaveAttribute('aria-pressed', 'true'),
  );
  await user.click(within(aidos).getByRole('button', { name: 'Checked' }));
  await waitFor(() =>
    expect(within(aidos).getByRole('button', { name: 'Checked' })).toHaveAttribute('aria-pressed', 'false'),
  );
  expect(writes().map((w) => w.data)).toEqual([
    { player_id: 11, status: 'checked' },
    { player_id: 21, status: 'refused' },
    { player_id: 11, status: 'unchecked' },
  ]);
});

test('the opposing official sees the checks without buttons', async () => {
  mockApi({ '/cabinet/matches/41/sheet': ok(sheetOf({}, { check: false })) });
  renderOnProtocol(<SheetPart matchId={41} part="identity" teams="A — B" />, { role: 'command_admin' });
  const section = await screen.findByRole('region', { name: 'Identity check' });
  expect(within(section).queryByRole('button')).toBeNull();
  expect(within(section).getAllByText(/Not checked/)).toHaveLength(3);
});

test('a team official confirms from their account; the other side disputes with a reason', async () => {
  let sheet = sheetOf({ status: 'finished', checking: false, closed_at: '2026-03-01T12:00:00Z' }, { sign: ['host'] });
  mockApi({
    '/cabinet/matches/41/sheet': () => ok(sheet),
    'POST /cabinet/matches/41/sheet/sign': (r: { data: { team_type: 'host'; decision: string } }) => {
      sheet = {
        ...sheet,
        signoffs: {
          ...sheet.signoffs,
          host: { status: 'confirmed', reason: null, by: 'Coach', on_device: false, at: '2026-03-01T12:05:00Z' },
        },
        permissions: { ...sheet.permissions, sign: [] },
      };
      expect(r.data).toEqual({ team_type: 'host', decision: 'confirm' });
      return ok(sheet);
    },
  });
  renderOnProtocol(<SheetPart matchId={41} part="signoff" teams="Altai 2012 — Yessil 2012" />, {
    role: 'command_admin',
  });
  const section = await screen.findByRole('region', { name: 'Sign-off' });
  const user = userEvent.setup();
  await user.click(within(section).getByRole('button', { name: 'Confirm' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  expect(await within(section).findByText(/Altai 2012/)).toBeInTheDocument();
  await waitFor(() => expect(section).toHaveTextContent('Altai 2012: Confirmed'));
  expect(section).toHaveTextContent('Coach');
  expect(within(section).queryByRole('button', { name: 'Confirm' })).toBeNull();
});

test('on the referee’s phone a wrong PIN stays on its field; the referee closes the sheet first', async () => {
  let sheet = sheetOf({ status: 'finished', checking: false }, { check: false, close: true });
  quietErrors();
  mockApi({
    '/cabinet/matches/41/sheet': () => ok(sheet),
    'POST /cabinet/matches/41/sheet/close': () => {
      sheet = {
        ...sheet,
        closed_at: '2026-03-01T12:00:00Z',
        permissions: { ...sheet.permissions, close: false, sign_on_device: true },
      };
      return ok(sheet);
    },
    'POST /cabinet/matches/41/sheet/sign': failure(422, 'Invalid', {
      pin: ['Too many wrong PINs: try again in 15 min'],
    }),
  });
  renderOnProtocol(<SheetPart matchId={41} part="signoff" teams="Altai 2012 — Yessil 2012" />);
  const section = await screen.findByRole('region', { name: 'Sign-off' });
  const user = userEvent.setup();
  await user.click(within(section).getByRole('button', { name: 'Close the sheet' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close the sheet' }));
  await user.click(await within(section).findByText('Yessil 2012: the official signs on this phone'));
  const form = within(section).getByRole('form', { name: 'Yessil 2012: the official signs on this phone' });
  await user.type(within(form).getByLabelText('The official’s e-mail'), 'coach@club.kz');
  const pin = within(form).getByLabelText('The official’s PIN (6 digits)');
  expect(pin).toHaveAttribute('inputmode', 'numeric');
  await user.type(pin, '123456');
  await user.click(within(form).getByRole('button', { name: 'Sign' }));
  await waitFor(() => expect(pin).toHaveAttribute('aria-invalid', 'true'));
  expect(pin).toHaveAccessibleDescription(expect.stringContaining('Too many wrong PINs: try again in 15 min'));
  expect(writes().at(-1)!.data).toMatchObject({
    team_type: 'guest',
    decision: 'confirm',
    email: 'coach@club.kz',
    pin: '123456',
  });
});

test('a 409 shows the sheet as it is now; a locked sheet says so and the league reopens it with a reason', async () => {
  const locked = sheetOf(
    {
      status: 'finished',
      checking: false,
      locked: true,
      closed_at: '2026-03-01T12:00:00Z',
      signoffs: {
        host: { status: 'confirmed', reason: null, by: 'Coach A', on_device: false, at: '2026-03-01T12:05:00Z' },
        guest: { status: 'confirmed', reason: null, by: 'Coach B', on_device: true, at: '2026-03-01T12:06:00Z' },
      },
      history: [
        { at: '2026-03-01T12:06:00Z', action: 'locked', team_type: null, player: null, reason: null, by: 'Coach B' },
      ],
    },
    { reopen: true },
  );
  mockApi({
    '/cabinet/matches/41/sheet': ok(locked),
    'POST /cabinet/matches/41/sheet/reopen': ok(sheetOf({ status: 'finished', checking: false })),
  });
  renderOnProtocol(<SheetPart matchId={41} part="signoff" teams="Altai 2012 — Yessil 2012" />, { role: 'super_admin' });
  const section = await screen.findByRole('region', { name: 'Sign-off' });
  expect(section).toHaveTextContent('Both teams confirmed: the sheet is locked.');
  expect(section).toHaveTextContent('on the referee’s phone');
  const user = userEvent.setup();
  await user.click(within(section).getByRole('button', { name: 'Reopen the sheet' }));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText('Reason for the change'), 'Wrong scorer of the second goal');
  await user.click(within(dialog).getByRole('button', { name: 'Reopen the sheet' }));
  await waitFor(() => expect(writes()).toHaveLength(1));
  expect(writes()[0]!.data).toEqual({ reason: 'Wrong scorer of the second goal' });
  await waitFor(() => expect(section).not.toHaveTextContent('the sheet is locked'));
});

test('a photo kept as a private file is fetched with the token and shown; one the API refuses says "no photo"', async () => {
  quietErrors();
  const made: string[] = [];
  Object.assign(globalThis.URL, {
    createObjectURL: jest.fn(() => {
      made.push(`blob:photo-${made.length + 1}`);
      return made.at(-1);
    }),
    revokeObjectURL: jest.fn(),
  });
  const sheet = sheetOf({
    sides: {
      host: {
        team: { id: 30, title: 'Altai 2012' },
        players: [
          { ...player(11, 9, 'Aidos Serik'), photo_private: true },
          { ...player(12, 17, 'Bolat Nur'), photo: '/uploads/players/bolat.jpg' },
        ],
      },
      guest: {
        team: { id: 9, title: 'Yessil 2012' },
        players: [{ ...player(21, 10, 'Dias Kanat'), photo_private: true }],
      },
    },
  });
  mockApi({
    '/cabinet/matches/41/sheet': () => ok(sheet),
    '/cabinet/matches/41/sheet/players/11/photo': new Blob(['jpeg'], { type: 'image/jpeg' }),
    '/cabinet/matches/41/sheet/players/21/photo': failure(404, 'Not found'),
  });
  renderOnProtocol(<SheetPart matchId={41} part="identity" teams="Altai 2012 — Yessil 2012" />);
  const section = await screen.findByRole('region', { name: 'Identity check' });
  const card = (name: string) => within(section).getByRole('group', { name }).closest('li') as HTMLElement;
  await waitFor(() => expect(card('9 Aidos Serik').querySelector('img')).toHaveAttribute('src', 'blob:photo-1'));
  expect(card('17 Bolat Nur').querySelector('img')).toHaveAttribute('src', '/uploads/players/bolat.jpg');
  await waitFor(() => expect(card('10 Dias Kanat')).toHaveTextContent('No photo'));
  expect(card('10 Dias Kanat').querySelector('img')).toBeNull();
  // Only the private photos were asked for, each once, with the API's client (its token).
  expect(seenRequests.map((r) => r.path).filter((path) => path.endsWith('/photo'))).toEqual([
    '/cabinet/matches/41/sheet/players/11/photo',
    '/cabinet/matches/41/sheet/players/21/photo',
  ]);
});
