import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { api } from '@league/shared';
import { renderAt } from '../test-utils';
import { LanguageSwitcher } from './language-switcher';

test('each language is a link named in full, to the same page in that language, also where it shows short', () => {
  renderAt('/ru/matches/7?tab=events', <LanguageSwitcher />);
  const kk = screen.getByRole('link', { name: 'Қазақша' });
  // The short label (ҚАЗ / РУС / ENG) is for the eye only: the accessible name stays the full one.
  expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/matches/7?tab=events');
  expect(kk).toHaveAttribute('href', '/matches/7?tab=events');
  expect(kk).toHaveTextContent('ҚАЗ');
  expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'true');
  fireEvent.click(screen.getByRole('link', { name: 'English' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/en/matches/7?tab=events');
});

describe('in the cabinet', () => {
  afterEach(() => {
    api.defaults.adapter = undefined;
  });

  test('switching keeps the language as the user’s, for their e-mail; the public site’s switch does not', async () => {
    const calls: AxiosRequestConfig[] = [];
    api.defaults.adapter = async (config) => {
      calls.push(config);
      return {
        data: { success: true, data: { language: 'en' } },
        status: 200,
        statusText: '',
        headers: {},
        config,
      } as AxiosResponse;
    };
    const { unmount } = renderAt('/ru/cabinet/account', <LanguageSwitcher account />);
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect([calls[0].method, calls[0].url, JSON.parse(String(calls[0].data))]).toEqual([
      'put',
      '/cabinet/account/language',
      { language: 'en' },
    ]);
    unmount();
    renderAt('/ru/matches/7', <LanguageSwitcher />);
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/matches/7');
    expect(calls).toHaveLength(1);
  });
});
