import { screen } from '@testing-library/react';
import { Breadcrumbs } from './breadcrumbs';
import { CabinetPage } from './cabinet-page';
import { renderKit } from './test-utils';

test('breadcrumbs link in the current language and mark the last item as the page', () => {
  renderKit(<Breadcrumbs items={[{ title: 'Турниры', to: '/cabinet/tournaments' }, { title: 'Кубок' }]} />, { url: '/ru/cabinet/tournaments/1' });
  const nav = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
  expect(nav).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Турниры' })).toHaveAttribute('href', '/ru/cabinet/tournaments');
  expect(screen.getByText('Кубок')).toHaveAttribute('aria-current', 'page');
  expect(screen.queryByRole('link', { name: 'Кубок' })).not.toBeInTheDocument();
});

test('a cabinet page has one heading, its breadcrumbs and actions', () => {
  renderKit(
    <CabinetPage title="Clubs" breadcrumbs={[{ title: 'Cabinet', to: '/cabinet' }, { title: 'Clubs' }]} actions={<button type="button">Add</button>}>
      <p>content</p>
    </CabinetPage>,
    { url: '/en/cabinet/clubs' },
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Clubs' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cabinet' })).toHaveAttribute('href', '/en/cabinet');
  expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
});
