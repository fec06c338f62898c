import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_IDENTITY } from '@league/shared';
import { failure, mockApi, ok, renderPage, seenRequests, type SeenRequest, setUpPageTests } from '../../test-utils';
import SettingsPage from './settings-page';

jest.setTimeout(30_000);

setUpPageTests();

const open = () => renderPage('/en/cabinet/settings', { '/cabinet/settings': <SettingsPage /> });

/** Types `text` over what `field` held and presses Save. */
async function retypeAndSave(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

test("shows the league's identity and saves it from the version it was read at", async () => {
  mockApi({
    '/league': ok({ ...DEFAULT_IDENTITY, version: 2 }),
    'PUT /cabinet/league': (request: SeenRequest) =>
      ok({ ...DEFAULT_IDENTITY, ...(request.data as object), version: 3 }),
  });
  open();
  const english = await screen.findByLabelText('Name (English)');
  expect(english).toHaveValue('Youth Football League');
  await retypeAndSave(english, 'Alatau League');
  await waitFor(() => expect(seenRequests.some((r) => r.method === 'PUT')).toBe(true));
  const body = seenRequests.find((r) => r.method === 'PUT')!.data as { version: number; name: { en: string } };
  expect(body.version).toBe(2);
  expect(body.name.en).toBe('Alatau League');
});

test('refuses, on its field and before sending, a main colour white text cannot be read on', async () => {
  mockApi({ '/league': ok(DEFAULT_IDENTITY) });
  open();
  const primary = await screen.findByLabelText('Main colour (header and buttons)');
  await retypeAndSave(primary, '#ffff00');
  expect(
    await screen.findByText('White text on this colour has a contrast of 1.0:1; WCAG AA needs at least 4.5:1'),
  ).toBeInTheDocument();
  expect(seenRequests.some((r) => r.method === 'PUT')).toBe(false);
});

test('keeps what was typed when someone else saved meanwhile, and says so', async () => {
  mockApi({
    '/league': ok(DEFAULT_IDENTITY),
    'PUT /cabinet/league': failure(409, "Someone else changed the league's settings meanwhile: see the current state"),
  });
  open();
  const english = await screen.findByLabelText('Name (English)');
  await retypeAndSave(english, 'Mine');
  expect(
    await screen.findByText("Someone else changed the league's settings meanwhile: see the current state"),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Name (English)')).toHaveValue('Mine');
});
