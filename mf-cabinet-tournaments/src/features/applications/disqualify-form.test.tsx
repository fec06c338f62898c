// The league's disqualification form: a missing reason or length is refused on its field before
// anything is sent; the server's refusal lands on its field with everything typed kept, the form
// open; a saved disqualification sends the reason and the length (or null: until further notice).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, mockApi, ok, renderPage, resetApi, seenRequests } from '../../test-utils';
import { disqualifiedApplication } from './application-fixture';
import { DisqualifyForm } from './disqualify-form';

jest.setTimeout(30_000);
afterEach(() => resetApi());

const PATH = '/cabinet/applications/:id';
/** The application as the API answers it once disqualified until further notice. */
const saved = disqualifiedApplication();
const puts = () => seenRequests.filter((r) => r.method === 'PUT');

function renderForm(locale: 'en' | 'ru' = 'en') {
  const done = jest.fn();
  renderPage(`/${locale}/cabinet/applications/70`, {
    [PATH]: (
      <DisqualifyForm kind="player" applicationId={70} name="Omarov Kuanysh" onDone={done} onCancel={jest.fn()} />
    ),
  });
  return done;
}

test('refuses an empty reason and a missing number on their fields before sending', async () => {
  mockApi({});
  renderForm();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Disqualify' }));
  expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(/This field is required/);
  expect(puts()).toHaveLength(0);
});

test('keeps the form and what was typed when the server refuses the length, then saves', async () => {
  let refuse = true;
  mockApi({
    'PUT /cabinet/applications/players/70': () =>
      refuse ? failure(422, 'Check the fields', { disqualification_matches: ['Must be at most 99'] }) : ok(saved),
  });
  const done = renderForm();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Reason'), 'Violent conduct');
  await user.type(screen.getByLabelText('Number of matches (1–99)'), '2');
  await user.click(screen.getByRole('button', { name: 'Disqualify' }));
  expect(await screen.findByText('Must be at most 99')).toBeInTheDocument();
  expect(screen.getByLabelText('Reason')).toHaveValue('Violent conduct');
  expect(done).not.toHaveBeenCalled();
  expect(puts()[0].data).toEqual({ status: 'disqualified', reason: 'Violent conduct', disqualification_matches: 2 });

  refuse = false;
  await user.selectOptions(screen.getByLabelText('Length'), 'indefinite');
  expect(screen.queryByLabelText('Number of matches (1–99)')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Disqualify' }));
  await waitFor(() => expect(done).toHaveBeenCalled());
  expect(puts()[1].data).toEqual({ status: 'disqualified', reason: 'Violent conduct', disqualification_matches: null });
});
