jest.mock('../federation/remotes', () => ({ registerFor: jest.fn(() => Promise.resolve()) }));

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { Route, Routes } from 'react-router-dom';
import { api, authAtom, store } from '@league/shared';
import { renderAt } from '../test-utils';
import { LoginPage } from './login-page';

function answer(status: number, data: unknown): AxiosAdapter {
  return async (config) => {
    const response = { data, status, statusText: '', headers: {}, config } as AxiosResponse;
    if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
    return response;
  };
}

const user = { id: 3, name: 'Ерлан Сейітов', email: 'referee@league.test', club_id: null };

/** The API lets the user in as `role` with `token`. */
const signedIn = (role: string, token: string) =>
  answer(200, {
    success: true,
    data: {
      token,
      expires_at: '2026-12-01T00:00:00Z',
      role: { slug: role },
      user: { ...user, role: { slug: role } },
    },
  });
const ui = (
  <Routes>
    <Route path="*" element={<LoginPage />} />
  </Routes>
);

afterEach(() => {
  store.set(authAtom, null);
  api.defaults.adapter = undefined;
});

async function fillAndSubmit(
  email: string,
  password: string,
  labels = { email: 'E-mail', password: 'Password', submit: 'Sign in' },
) {
  const emailField = screen.getByLabelText(labels.email);
  fireEvent.change(emailField, { target: { value: email } });
  fireEvent.blur(emailField);
  const passwordField = screen.getByLabelText(labels.password);
  fireEvent.change(passwordField, { target: { value: password } });
  fireEvent.blur(passwordField);
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
}

test('a referee signs in and lands on /cabinet/matches; token and user are kept', async () => {
  api.defaults.adapter = signedIn('referee', 't0k');
  renderAt('/en/cabinet/login', ui);
  await fillAndSubmit('referee@league.test', 'league-demo-2026');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/cabinet/matches'));
  expect(store.get(authAtom)).toEqual({ token: 't0k', user: { ...user, role: { slug: 'referee' } } });
  expect(JSON.parse(localStorage.getItem('league.auth')!).token).toBe('t0k');
});

test('next wins over the role home, but only for a same-site path', async () => {
  api.defaults.adapter = signedIn('super_admin', 't');
  renderAt('/cabinet/login?next=%2Fcabinet%2Fclubs', ui);
  await fillAndSubmit('admin@league.test', 'x', { email: 'Электрондық пошта', password: 'Құпиясөз', submit: 'Кіру' });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cabinet\/clubs$/));
});

test('a failed login shows the translated message and keeps what was typed', async () => {
  api.defaults.adapter = answer(401, {
    success: false,
    message: 'Неверная электронная почта или пароль',
    data: { errors: {} },
  });
  renderAt('/ru/cabinet/login', ui);
  await fillAndSubmit('referee@league.test', 'wrong', {
    email: 'Электронная почта',
    password: 'Пароль',
    submit: 'Войти',
  });
  expect(await screen.findByText('Неверная электронная почта или пароль')).toBeInTheDocument();
  expect(screen.getByLabelText('Электронная почта')).toHaveValue('referee@league.test');
  expect(screen.getByLabelText('Пароль')).toHaveValue('wrong');
  expect(store.get(authAtom)).toBeNull();
});

test('the e-mail is validated on blur, not on each keystroke', async () => {
  renderAt('/en/cabinet/login', ui);
  const email = screen.getByLabelText('E-mail');
  fireEvent.change(email, { target: { value: 'not-an-email' } });
  expect(screen.queryByText('Incorrect e-mail')).not.toBeInTheDocument();
  fireEvent.blur(email);
  expect(await screen.findByText('Incorrect e-mail')).toBeInTheDocument();
});
