// The pre-match suspensions panel: the team's suspended players with cause, reason and which of
// the suspension's matches this is; those one yellow card away with their yellows; only the
// sides the API answers (a team's administrator: its own); a failure said in place.
import { screen, within } from '@testing-library/react';
import type { MatchSuspensions } from '@league/shared/cabinet';
import { failure, mockApi, ok, resetApi } from '../../../test-utils';
import { renderOnProtocol } from '../test-utils';
import { SuspensionsPanel } from './suspensions-panel';

jest.setTimeout(30_000);
afterEach(() => resetApi());

const answer: MatchSuspensions = {
  yellow_threshold: 3,
  host: {
    team: { id: 30, title: 'Altai 2012' },
    team_type: 'host',
    suspended: [
      {
        player: { id: 1, name: 'Aidos Serik', number: 4 },
        cause: 'league_decision',
        reason: 'Violent conduct',
        matches: 2,
        match_number: 1,
      },
      {
        player: { id: 2, name: 'Bolat Nur', number: null },
        cause: 'red_card',
        reason: null,
        matches: 1,
        match_number: 1,
      },
      {
        player: { id: 5, name: 'Erlan Ali', number: 8 },
        cause: 'league_decision',
        reason: null,
        matches: null,
        match_number: 3,
      },
    ],
    one_yellow_away: [{ player: { id: 3, name: 'Dias Omar', number: 9 }, yellows: 2 }],
  },
  guest: null,
};

test('names the suspended players and the ones one yellow card away, for the team’s own side', async () => {
  mockApi({ '/cabinet/matches/41/suspensions': ok(answer) });
  renderOnProtocol(<SuspensionsPanel matchId={41} />, { role: 'command_admin', clubId: 3 });
  const out = await screen.findByRole('list', { name: 'Altai 2012: May not play in this match' });
  const items = within(out).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('4. Aidos Serik');
  expect(items[0]).toHaveTextContent('League decision: Violent conduct · match 1 of 2');
  expect(items[1]).toHaveTextContent('Bolat Nur');
  expect(items[1]).toHaveTextContent('Red card · match 1 of 1');
  expect(items[2]).toHaveTextContent('League decision · match 3, until further notice');
  const away = screen.getByRole('list', { name: 'Altai 2012: One yellow card away from a suspension' });
  expect(within(away).getByRole('listitem')).toHaveTextContent('9. Dias Omar');
  expect(within(away).getByRole('listitem')).toHaveTextContent('Yellow cards: 2');
  expect(
    screen.getByText('Their next yellow card would be yellow number 3: a one-match suspension.'),
  ).toBeInTheDocument();
  // One side only: no team heading repeats the team.
  expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
});

test('says so when nobody is suspended or one yellow away, in Russian', async () => {
  mockApi({
    '/cabinet/matches/41/suspensions': ok({ ...answer, host: { ...answer.host!, suspended: [], one_yellow_away: [] } }),
  });
  renderOnProtocol(<SuspensionsPanel matchId={41} />, { role: 'command_admin', clubId: 3, locale: 'ru' });
  expect(await screen.findByText('Дисквалифицированных на этот матч нет.')).toBeInTheDocument();
  expect(screen.getByText('Игроков в одной жёлтой от дисквалификации нет.')).toBeInTheDocument();
});

test('says in place that the list could not be loaded', async () => {
  mockApi({ '/cabinet/matches/41/suspensions': failure(500) });
  renderOnProtocol(<SuspensionsPanel matchId={41} />, { role: 'super_admin' });
  expect(await screen.findByText('The suspensions could not be loaded')).toBeInTheDocument();
});
