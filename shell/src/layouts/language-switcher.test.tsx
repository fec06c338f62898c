import { fireEvent, screen } from '@testing-library/react';
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
