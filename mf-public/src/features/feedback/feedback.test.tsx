import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { store, toastAtom } from '@league/shared';
import { failure, mockApi, ok, renderRoute, resetApi, seenRequests } from '../../test-utils';
import FeedbackPage from './feedback-page';

afterEach(() => {
  resetApi();
  store.set(toastAtom, null);
});

function fill(label: string, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

const sentFields = () => {
  const body = seenRequests.find((r) => r.method === 'POST')?.data as FormData;
  return Object.fromEntries(body.entries());
};

test('the rules run on blur: a 10-digit phone is refused and nothing is sent', async () => {
  mockApi({ 'POST /feedback': ok({ id: 1 }) });
  renderRoute('/en/feedback', '/feedback', <FeedbackPage />);
  fill('Your name *', 'Anna');
  fill('Phone *', '+7 701 123 45 6');
  expect(await screen.findByText('Incorrect phone')).toBeInTheDocument();
  fill('E-mail', 'not-an-email');
  expect(await screen.findByText('Incorrect e-mail')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  expect(seenRequests.filter((r) => r.method === 'POST')).toHaveLength(0);
});

test('a valid form is sent as multipart without spaces in the phone; a toast and an empty form follow', async () => {
  mockApi({ 'POST /feedback': ok({ id: 7 }) });
  renderRoute('/ru/feedback', '/feedback', <FeedbackPage />);
  fill('Ваше имя *', 'Иван');
  fill('Телефон *', '+7 701 123 45 67');
  fill('Сообщение *', 'Когда начнётся сезон?');
  fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
  await waitFor(() =>
    expect(store.get(toastAtom)).toEqual(
      expect.objectContaining({ message: 'Спасибо! Ваше сообщение отправлено', kind: 'success' }),
    ),
  );
  expect(seenRequests.find((r) => r.method === 'POST')?.data).toBeInstanceOf(FormData);
  expect(sentFields()).toEqual({ name: 'Иван', phone: '+77011234567', email: '', text: 'Когда начнётся сезон?' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(screen.getByLabelText('Ваше имя *')).toHaveValue('');
  expect(screen.getByLabelText('Телефон *')).toHaveValue('');
});

test('server field errors land on the fields and what was typed stays', async () => {
  mockApi({
    'POST /feedback': failure(422, 'Деректер қате толтырылған', { phone: ['Телефон нөмірі қате (сервер)'] }),
  });
  renderRoute('/feedback', '/feedback', <FeedbackPage />);
  fill('Атыңыз *', 'Асқар');
  fill('Телефон *', '8 701 123 45 67');
  fill('Хабарлама *', 'Сұрақ');
  fireEvent.click(screen.getByRole('button', { name: 'Жіберу' }));
  expect(await screen.findByText('Телефон нөмірі қате (сервер)')).toBeInTheDocument();
  expect(screen.getByLabelText('Атыңыз *')).toHaveValue('Асқар');
  expect(screen.getByLabelText('Хабарлама *')).toHaveValue('Сұрақ');
  expect(store.get(toastAtom)).toBeNull();
});

test('a refusal without field errors (429) shows the server message as a toast', async () => {
  mockApi({
    'POST /feedback': failure(429, 'Too many requests. Please try again later'),
  });
  renderRoute('/en/feedback', '/feedback', <FeedbackPage />);
  fill('Your name *', 'Anna');
  fill('Phone *', '77011234567');
  fill('Message *', 'Hi');
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() =>
    expect(store.get(toastAtom)).toEqual(
      expect.objectContaining({ message: 'Too many requests. Please try again later', kind: 'error' }),
    ),
  );
  expect(screen.getByLabelText('Your name *')).toHaveValue('Anna');
  expect(seenRequests.filter((r) => r.method === 'POST')).toHaveLength(1);
});
