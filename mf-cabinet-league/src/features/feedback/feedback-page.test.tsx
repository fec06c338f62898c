import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedbackMessage } from '@league/shared';
import { failure, mockApi, ok, pageOf, renderPage, seenRequests, setUpPageTests } from '../../test-utils';
import FeedbackPage from './feedback-page';

jest.setTimeout(30_000);

const message = (id: number, over: Partial<FeedbackMessage> = {}): FeedbackMessage => ({
  id,
  name: `Parent ${id}`,
  phone: '77011112233',
  email: `parent${id}@example.org`,
  text: `Question ${id}`,
  created_at: '2026-03-01T06:00:00.000Z',
  read_at: null,
  handled_at: null,
  handled_by: null,
  replies: [],
  version: 0,
  ...over,
});

setUpPageTests();

const open = (path = '/en/cabinet/feedback') => renderPage(path, { '/cabinet/feedback': <FeedbackPage /> });

test('lists the messages with their state and filters them in the address', async () => {
  mockApi({
    '/cabinet/feedback/counts': ok({ unread: 1, open: 2 }),
    '/cabinet/feedback': () => pageOf([message(1), message(2, { read_at: '2026-03-01T07:00:00.000Z', email: null })]),
  });
  open();
  const first = await screen.findByRole('article', { name: 'Parent 1' });
  expect(first).toHaveTextContent('New');
  expect(first).toHaveTextContent('Question 1');
  const second = screen.getByRole('article', { name: 'Parent 2' });
  expect(second).toHaveTextContent('No e-mail left: answer by phone');
  expect(within(second).queryByRole('button', { name: 'Answer by e-mail' })).not.toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Unread (1)' }));
  await waitFor(() => expect(seenRequests.some((r) => r.params.state === 'unread')).toBe(true));
});

test('answers a message: the text is sent with the version it was read at', async () => {
  mockApi({
    '/cabinet/feedback/counts': ok({ unread: 1, open: 1 }),
    '/cabinet/feedback': () => pageOf([message(1, { version: 3 })]),
    'POST /cabinet/feedback/1/reply': ok(message(1, { version: 4 })),
  });
  open();
  const card = await screen.findByRole('article', { name: 'Parent 1' });
  await userEvent.click(within(card).getByRole('button', { name: 'Answer by e-mail' }));
  await userEvent.type(within(card).getByLabelText('Your answer'), 'Saturdays at ten.');
  await userEvent.click(within(card).getByRole('button', { name: 'Send' }));
  await waitFor(() =>
    expect(seenRequests.find((r) => r.method === 'POST')?.data).toEqual({ version: 3, text: 'Saturdays at ten.' }),
  );
});

test('says the reason of a refused change (someone else changed the message meanwhile)', async () => {
  mockApi({
    '/cabinet/feedback/counts': ok({ unread: 0, open: 1 }),
    '/cabinet/feedback': () => pageOf([message(1, { read_at: '2026-03-01T07:00:00.000Z' })]),
    'POST /cabinet/feedback/1/handled': failure(
      409,
      'Someone else changed this message meanwhile: see the current state',
    ),
  });
  open();
  const card = await screen.findByRole('article', { name: 'Parent 1' });
  await userEvent.click(within(card).getByRole('button', { name: 'Mark as handled' }));
  expect(
    await screen.findByText('Someone else changed this message meanwhile: see the current state'),
  ).toBeInTheDocument();
});
