import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { api, authAtom, store } from '@league/shared';
import { renderAt } from '../test-utils';
import { AccountPage, deviceName } from './account-page';

type Handler = (config: AxiosRequestConfig) => [number, unknown];

function adapter(handler: Handler, calls: AxiosRequestConfig[]): AxiosAdapter {
  return async (config) => {
    calls.push(config);
    const [status, data] = handler(config);
    const response = { data, status, statusText: '', headers: {}, config } as AxiosResponse;
    if (status >= 400) throw new AxiosError('failed', String(status), config as never, null, response);
    return response;
  };
}

const sessions = [
  {
    id: 7,
    created_at: '2026-03-01T06:00:00Z',
    last_used_at: '2026-03-01T07:00:00Z',
    expires_at: '2026-03-08T06:00:00Z',
    ip: '10.0.0.1',
    user_agent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/120 Safari/537',
    current: true,
  },
  {
    id: 8,
    created_at: '2026-02-28T06:00:00Z',
    last_used_at: null,
    expires_at: '2026-03-07T06:00:00Z',
    ip: '10.0.0.2',
    user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604',
    current: false,
  },
];

beforeEach(() => {
  store.set(authAtom, {
    token: 't',
    user: { id: 1, name: 'A', email: 'a@b.kz', role: { slug: 'referee' }, club_id: null },
  });
});
afterEach(() => {
  store.set(authAtom, null);
  api.defaults.adapter = undefined;
});

test('lists the sessions, marks this device and ends another one', async () => {
  const calls: AxiosRequestConfig[] = [];
  api.defaults.adapter = adapter((config) => {
    if (config.method === 'delete') return [200, { success: true, data: { ended: 1 } }];
    return [200, { success: true, data: sessions }];
  }, calls);
  renderAt('/en/cabinet/account', <AccountPage />);
  expect(await screen.findByText('Chrome · Windows')).toBeInTheDocument();
  expect(screen.getByText('Safari · iOS')).toBeInTheDocument();
  expect(screen.getByText(/This device/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'End' }));
  expect(await screen.findByText('Sessions ended: 1')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'delete' && String(call.url).endsWith('/cabinet/sessions/8'))).toBe(true);
});

test('a refused password change shows the server field error and keeps what was typed (ru)', async () => {
  const calls: AxiosRequestConfig[] = [];
  api.defaults.adapter = adapter((config) => {
    if (config.method === 'post')
      return [
        422,
        {
          success: false,
          message: 'Данные заполнены неверно',
          data: { errors: { current_password: ['Текущий пароль неверен'] } },
        },
      ];
    return [200, { success: true, data: sessions }];
  }, calls);
  renderAt('/ru/cabinet/account', <AccountPage />);
  fireEvent.change(screen.getByLabelText('Текущий пароль'), { target: { value: 'wrong' } });
  fireEvent.change(screen.getByLabelText('Новый пароль (не менее 10 символов)'), {
    target: { value: 'a-new-password-1' },
  });
  fireEvent.change(screen.getByLabelText('Повторите новый пароль'), { target: { value: 'a-new-password-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
  expect(await screen.findByText('Текущий пароль неверен')).toBeInTheDocument();
  expect(screen.getByLabelText('Текущий пароль')).toHaveValue('wrong');
  expect(screen.getByLabelText('Новый пароль (не менее 10 символов)')).toHaveValue('a-new-password-1');
  await waitFor(() =>
    expect(calls.some((call) => call.method === 'post' && String(call.url).endsWith('/cabinet/password'))).toBe(true),
  );
});

test('the roles that get notifications switch their e-mail off and on; the answer is the server’s (ru)', async () => {
  const calls: AxiosRequestConfig[] = [];
  let email = true;
  api.defaults.adapter = adapter((config) => {
    if (String(config.url).endsWith('/cabinet/notifications/settings')) {
      if (config.method === 'put')
        email = (typeof config.data === 'string' ? JSON.parse(config.data) : config.data).email;
      return [200, { success: true, data: { email, email_available: true } }];
    }
    return [200, { success: true, data: sessions }];
  }, calls);
  renderAt('/ru/cabinet/account', <AccountPage />);
  const box = await screen.findByRole('checkbox', { name: 'Присылать на почту уведомления, которые требуют действия' });
  expect(screen.getByRole('heading', { level: 2, name: 'Уведомления' })).toBeInTheDocument();
  expect(box).toBeChecked();
  fireEvent.click(box);
  expect(await screen.findByText('Письма отключены')).toBeInTheDocument();
  await waitFor(() => expect(box).not.toBeChecked());
  expect(calls.filter((call) => call.method === 'put').map((call) => JSON.parse(String(call.data)))).toEqual([
    { email: false },
  ]);
  fireEvent.click(box);
  expect(await screen.findByText('Письма включены')).toBeInTheDocument();
  expect(email).toBe(true);
});

test('shows the language of the e-mail and saves another at once; a refused save goes back to the server’s (en)', async () => {
  const calls: AxiosRequestConfig[] = [];
  let language = 'ru';
  let refuse = false;
  api.defaults.adapter = adapter((config) => {
    if (String(config.url).endsWith('/cabinet/account/language')) {
      if (config.method === 'put') {
        if (refuse)
          return [
            422,
            {
              success: false,
              message: 'The data is invalid',
              data: { errors: { language: ['Choose one of the list'] } },
            },
          ];
        language = JSON.parse(String(config.data)).language;
      }
      return [200, { success: true, data: { language } }];
    }
    if (String(config.url).endsWith('/cabinet/notifications/settings'))
      return [200, { success: true, data: { email: true, email_available: true } }];
    return [200, { success: true, data: sessions }];
  }, calls);
  renderAt('/en/cabinet/account', <AccountPage />);
  const select = await screen.findByRole('combobox', { name: 'Language of the e-mail' });
  await waitFor(() => expect(select).toHaveValue('ru'));
  fireEvent.change(select, { target: { value: 'en' } });
  expect(await screen.findByText('The language of the e-mail is saved')).toBeInTheDocument();
  expect(language).toBe('en');
  refuse = true;
  fireEvent.change(select, { target: { value: 'kk' } });
  expect(await screen.findByText('Choose one of the list')).toBeInTheDocument();
  await waitFor(() => expect(select).toHaveValue('en'));
  expect(
    calls
      .filter((call) => call.method === 'put' && String(call.url).endsWith('/cabinet/account/language'))
      .map((call) => JSON.parse(String(call.data))),
  ).toEqual([{ language: 'en' }, { language: 'kk' }]);
});

test('says when the server sends no e-mail yet (en)', async () => {
  api.defaults.adapter = adapter((config) => {
    if (String(config.url).endsWith('/cabinet/notifications/settings'))
      return [200, { success: true, data: { email: true, email_available: false } }];
    return [200, { success: true, data: sessions }];
  }, []);
  renderAt('/en/cabinet/account', <AccountPage />);
  expect(
    await screen.findByText('This server does not send e-mail yet: the setting is kept and applies once it does.'),
  ).toBeInTheDocument();
});

test('a role without notifications (media) has no e-mail switch and asks nothing about it', async () => {
  store.set(authAtom, {
    token: 't',
    user: { id: 2, name: 'M', email: 'm@b.kz', role: { slug: 'media_manager' }, club_id: null },
  });
  const calls: AxiosRequestConfig[] = [];
  api.defaults.adapter = adapter(() => [200, { success: true, data: sessions }], calls);
  renderAt('/en/cabinet/account', <AccountPage />);
  expect(await screen.findByText('Chrome · Windows')).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Notifications' })).not.toBeInTheDocument();
  expect(calls.some((call) => String(call.url).includes('/notifications'))).toBe(false);
});

test('names devices from their user agent', () => {
  expect(deviceName('Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0', '?')).toBe(
    'Firefox · Linux',
  );
  expect(deviceName(null, 'unknown')).toBe('unknown');
});

test('a team official sets the signing PIN with the password; the server’s refusal stays on its field (kk), then it is saved', async () => {
  store.set(authAtom, {
    token: 't',
    user: { id: 2, name: 'C', email: 'c@b.kz', role: { slug: 'command_admin' }, club_id: 3 },
  });
  const calls: AxiosRequestConfig[] = [];
  let set = false;
  api.defaults.adapter = adapter((config) => {
    const url = String(config.url);
    if (url.endsWith('/cabinet/account/signing-pin') && config.method === 'put') {
      const body = JSON.parse(String(config.data));
      if (body.current_password !== 'right-password')
        return [
          422,
          { success: false, message: 'Қате', data: { errors: { current_password: ['Ағымдағы құпиясөз қате'] } } },
        ];
      set = true;
      return [200, { success: true, data: { set: true, updated_at: '2026-03-01T06:00:00Z' } }];
    }
    if (url.endsWith('/cabinet/account/signing-pin'))
      return [
        200,
        {
          success: true,
          data: set ? { set: true, updated_at: '2026-03-01T06:00:00Z' } : { set: false, updated_at: null },
        },
      ];
    if (url.endsWith('/cabinet/notifications/settings'))
      return [200, { success: true, data: { email: true, email_available: true } }];
    if (url.endsWith('/cabinet/account/language')) return [200, { success: true, data: { language: 'kk' } }];
    return [200, { success: true, data: sessions }];
  }, calls);
  renderAt('/kk/cabinet/account', <AccountPage />);
  const form = await screen.findByRole('form', { name: 'Хаттамаға қол қоюға арналған PIN-код' });
  expect(await screen.findByText('PIN-код әлі орнатылмаған')).toBeInTheDocument();
  const inForm = within(form);
  const pin = inForm.getByLabelText('Жаңа PIN-код (6 цифр)');
  expect(pin).toHaveAttribute('inputmode', 'numeric');
  fireEvent.change(pin, { target: { value: '482915' } });
  fireEvent.change(inForm.getByLabelText('Ағымдағы құпиясөз'), { target: { value: 'wrong' } });
  fireEvent.submit(form);
  const password = inForm.getByLabelText('Ағымдағы құпиясөз');
  await waitFor(() => expect(password).toHaveAccessibleDescription('Ағымдағы құпиясөз қате'));
  expect(pin).toHaveValue('482915');
  fireEvent.change(password, { target: { value: 'right-password' } });
  fireEvent.submit(form);
  expect(await screen.findByText('PIN-код сақталды')).toBeInTheDocument();
  expect(await screen.findByText(/^PIN-код орнатылған/)).toBeInTheDocument();
  expect(inForm.getByLabelText('Жаңа PIN-код (6 цифр)')).toHaveValue('');
  const puts = calls.filter((call) => call.method === 'put' && String(call.url).endsWith('/signing-pin'));
  expect(puts.map((call) => JSON.parse(String(call.data)))).toEqual([
    { pin: '482915', current_password: 'wrong' },
    { pin: '482915', current_password: 'right-password' },
  ]);
});

test('other roles have no signing PIN section and never ask for it', async () => {
  const calls: AxiosRequestConfig[] = [];
  api.defaults.adapter = adapter(() => [200, { success: true, data: sessions }], calls);
  renderAt('/en/cabinet/account', <AccountPage />);
  expect(await screen.findByText('Chrome · Windows')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Signing PIN for match sheets' })).toBeNull();
  expect(calls.some((call) => String(call.url).includes('signing-pin'))).toBe(false);
});
