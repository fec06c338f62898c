// The protocol's versioned sections: each saves with the version it read, shows the server's
// errors on their fields, and after a 409 shows what someone else saved while keeping what was typed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CabinetAdditions, CabinetProtocol } from '@league/shared/cabinet';
import { conflict, failure, match41, mockApi, ok, quietErrors, resetApi, seenRequests } from '../../../test-utils';
import { LoadedProtocol, renderOnProtocol } from '../test-utils';
import { pageOutbox } from '../outbox/outbox';
import { AdditionsSection } from './additions-section';
import { CrewSection } from './crew-section';
import { DetailsSection } from './details-section';
import { StatisticsSection } from './statistics-section';

jest.setTimeout(30_000);
afterEach(() => resetApi());

const protocol: CabinetProtocol = {
  version: 3,
  match: match41(),
  score: { host: 0, guest: 0 },
  shootout: null,
  crew: [{ role: 'main_referee', referee: { id: 1, name: 'Referee One' } }],
  statistics: [{ metric: 'shots', title: 'Shots', host_value: '4', guest_value: null }] as never,
  host_color: null,
  guest_color: null,
  spectators: 300,
  clock: { version: 1, clock: null, periods: 2, period_minutes: 40 },
  permissions: { edit: true, transitions: [], broadcast: false, delete: false },
  options: {
    referees: [
      { id: 1, name: 'Referee One' },
      { id: 2, name: 'Referee Two' },
    ],
    colors: [{ id: 'red', title: 'Red' }],
  },
};
const writes = () => seenRequests.filter((r) => r.method !== 'GET');

/** The protocol's sections over the protocol the page loads (one cache, as on the page). */
function Sections() {
  return (
    <LoadedProtocol>
      {(loaded) => (
        <>
          <CrewSection protocol={loaded} />
          <StatisticsSection protocol={loaded} />
          <DetailsSection protocol={loaded} />
        </>
      )}
    </LoadedProtocol>
  );
}

test('the crew is saved with the protocol version; the next section save names the new one', async () => {
  mockApi({
    '/cabinet/matches/41/protocol': ok(protocol),
    'PATCH /cabinet/matches/41/protocol': (r: { data: { version: number } }) =>
      ok({
        ...protocol,
        version: r.data.version + 1,
        crew: [...protocol.crew, { role: 'first_assistant', referee: { id: 2, name: 'Referee Two' } }],
      }),
  });
  renderOnProtocol(<Sections />);
  const crew = await screen.findByRole('region', { name: 'Referees' });
  const user = userEvent.setup();
  await user.selectOptions(within(crew).getByLabelText('First assistant'), 'Referee Two');
  await user.click(within(crew).getByRole('button', { name: 'Save the referees' }));
  expect(await screen.findByText('The referee crew has been changed')).toBeInTheDocument();
  expect(writes()[0]!.data).toMatchObject({
    version: 3,
    crew: expect.arrayContaining([
      { role: 'first_assistant', referee_id: 2 },
      { role: 'main_referee', referee_id: 1 },
    ]),
  });
  const details = screen.getByRole('region', { name: 'Kits and spectators' });
  await user.click(within(details).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(writes()).toHaveLength(2));
  expect(writes()[1]!.data).toMatchObject({ version: 4, spectators: 300 });
});

test('a 409 on the kits and spectators shows what was saved meanwhile and keeps what was typed; saving again writes it', async () => {
  mockApi({
    '/cabinet/matches/41/protocol': ok(protocol),
    'PATCH /cabinet/matches/41/protocol': (r: { data: { version: number; spectators: number } }) =>
      r.data.version === 3
        ? conflict({ ...protocol, version: 4, spectators: 1200 })
        : ok({ ...protocol, version: 5, spectators: r.data.spectators }),
  });
  quietErrors();
  renderOnProtocol(<Sections />);
  const details = await screen.findByRole('region', { name: 'Kits and spectators' });
  const user = userEvent.setup();
  const spectators = within(details).getByLabelText('Spectators');
  await user.clear(spectators);
  await user.type(spectators, '950');
  await user.click(within(details).getByRole('button', { name: 'Save' }));
  const notice = await within(details).findByRole('alert');
  expect(notice).toHaveTextContent('Someone else changed this meanwhile');
  expect(notice).toHaveTextContent('Spectators: yours «950», saved «1200»');
  expect(spectators).toHaveValue('950');
  await user.click(within(details).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(details).queryByRole('alert')).toBeNull());
  expect(writes()[1]!.data).toMatchObject({ version: 4, spectators: 950 });
});

test("the server's refusal of a statistic shows on that team's field", async () => {
  mockApi({
    '/cabinet/matches/41/protocol': ok(protocol),
    'PATCH /cabinet/matches/41/protocol': failure(422, 'The given data was invalid', {
      'statistics.0.guest_value': ['Must be at most 10 characters'],
    }),
  });
  quietErrors();
  renderOnProtocol(<Sections />);
  const stats = await screen.findByRole('region', { name: 'Statistics' });
  const user = userEvent.setup();
  await user.type(within(stats).getByLabelText('Shots — Yessil 2012'), '12345678901');
  await user.click(within(stats).getByRole('button', { name: 'Save the statistics' }));
  expect(await within(stats).findByText('Must be at most 10 characters')).toBeInTheDocument();
  expect(writes()[0]!.data).toMatchObject({
    statistics: [{ metric: 'shots', host_value: '4', guest_value: '12345678901' }],
  });
});

/** The additional information as saved at version 2: a sunny day, nothing else. */
const sunnyAdditions = (): CabinetAdditions => ({
  version: 2,
  additions: { weather: 'Sunny', pitch: '', injuries: '', notes: '' },
  editable: true,
});

/** The API's 409: someone saved rain as the weather meanwhile (version 3). */
const rainSavedMeanwhile = (additions: CabinetAdditions) =>
  conflict({ ...additions, version: 3, additions: { ...additions.additions, weather: 'Rain' } });

/** The additional information section of match 41, for the referee. */
async function renderAdditions(additions: CabinetAdditions) {
  renderOnProtocol(<AdditionsSection matchId={41} additions={additions} />);
  return screen.findByRole('region', { name: 'Additional information' });
}

/** Types `weather` over the weather and saves the additional information; the weather's field. */
async function saveWeather(section: HTMLElement, user: ReturnType<typeof userEvent.setup>, weather: string) {
  const field = within(section).getByLabelText('Weather');
  await user.clear(field);
  await user.type(field, weather);
  await user.click(within(section).getByRole('button', { name: 'Save the additional information' }));
  return field;
}

test('the additional information has its own version, and a 409 shows the saved text beside the typed one', async () => {
  const additions = sunnyAdditions();
  mockApi({ 'POST /cabinet/matches/41/additions': rainSavedMeanwhile(additions) });
  quietErrors();
  const section = await renderAdditions(additions);
  const user = userEvent.setup();
  const weather = await saveWeather(section, user, 'Windy');
  expect(await within(section).findByRole('alert')).toHaveTextContent('Weather: yours «Windy», saved «Rain»');
  expect(weather).toHaveValue('Windy');
  expect(writes()[0]!.data).toMatchObject({ version: 2, additions: { weather: 'Windy' } });
  // Taking the saved values drops the typed ones.
  await user.click(within(section).getByRole('button', { name: 'Take the saved values' }));
  expect(weather).toHaveValue('Rain');
});

test('the additional information saved without network waits to send with its version and is saved once when the network returns', async () => {
  const additions = sunnyAdditions();
  let network = false;
  mockApi({
    'POST /cabinet/matches/41/additions': (request: { data: unknown }) => {
      if (!network) throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
      return ok({ ...additions, version: 3, additions: (request.data as CabinetAdditions).additions });
    },
  });
  quietErrors();
  const section = await renderAdditions(additions);
  const user = userEvent.setup();
  const weather = await saveWeather(section, user, 'Windy');
  expect(await within(section).findByText('waiting to send')).toBeInTheDocument();
  expect(within(section).queryByRole('alert')).not.toBeInTheDocument();

  network = true;
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(within(section).queryByText('waiting to send')).not.toBeInTheDocument());
  expect(writes()).toHaveLength(2);
  expect(writes()[1]!.data).toEqual({
    version: 2,
    additions: { weather: 'Windy', pitch: '', injuries: '', notes: '' },
  });
  expect(weather).toHaveValue('Windy');
});

test('opened again while its save waits, the additional information shows what will be sent; a 409 of another text then shows the conflict panel', async () => {
  const additions = sunnyAdditions();
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  await pageOutbox().add({
    kind: 'additions',
    part: 'additions',
    url: '/cabinet/matches/41/additions',
    method: 'POST',
    body: { version: 2, additions: { ...additions.additions, weather: 'Windy' } },
    matchId: 41,
    createdAt: 1,
  });
  mockApi({ 'POST /cabinet/matches/41/additions': rainSavedMeanwhile(additions) });
  quietErrors();
  const section = await renderAdditions(additions);
  expect(await within(section).findByText('waiting to send')).toBeInTheDocument();
  expect(within(section).getByLabelText('Weather')).toHaveValue('Windy');

  onLine.mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
  expect(await within(section).findByRole('alert')).toHaveTextContent('Weather: yours «Windy», saved «Rain»');
  await waitFor(() => expect(within(section).queryByText('waiting to send')).not.toBeInTheDocument());
  expect(writes()).toHaveLength(1);
});
