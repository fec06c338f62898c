import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageMetaAtom } from '../head';
import { store } from '../store';
import { Breadcrumbs } from './breadcrumbs';
import { CabinetForm } from './cabinet-form';
import { CabinetFormPage, CabinetPage } from './cabinet-page';
import { TitleFields, titleIn } from './title-fields';
import { renderKit } from './test-utils';

test('breadcrumbs link in the current language and mark the last item as the page', () => {
  renderKit(<Breadcrumbs items={[{ title: 'Турниры', to: '/cabinet/tournaments' }, { title: 'Кубок' }]} />, {
    url: '/ru/cabinet/tournaments/1',
  });
  const nav = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
  expect(nav).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Турниры' })).toHaveAttribute('href', '/ru/cabinet/tournaments');
  expect(screen.getByText('Кубок')).toHaveAttribute('aria-current', 'page');
  expect(screen.queryByRole('link', { name: 'Кубок' })).not.toBeInTheDocument();
});

test('a cabinet page has one heading, its breadcrumbs and actions', () => {
  renderKit(
    <CabinetPage
      title="Clubs"
      breadcrumbs={[{ title: 'Cabinet', to: '/cabinet' }, { title: 'Clubs' }]}
      actions={<button type="button">Add</button>}
    >
      <p>content</p>
    </CabinetPage>,
    { url: '/en/cabinet/clubs' },
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Clubs' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cabinet' })).toHaveAttribute('href', '/en/cabinet');
  expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
});

test('a form page names the document and leads from the cabinet through its trail to its own title', async () => {
  renderKit(
    <CabinetFormPage
      title="Edit club"
      pageTitle="Edit club: Kairat"
      trail={[{ title: 'Clubs', to: '/cabinet/clubs' }, { title: 'Kairat' }]}
    >
      <p>form</p>
    </CabinetFormPage>,
    { url: '/en/cabinet/clubs/1/edit' },
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Edit club' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
  expect([...nav.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
    'Cabinet',
    'Clubs',
    'Kairat',
    'Edit club',
  ]);
  expect(screen.getByRole('link', { name: 'Cabinet' })).toHaveAttribute('href', '/en/cabinet');
  expect(screen.getByText('Edit club', { selector: '[aria-current="page"]' })).toBeInTheDocument();
  await waitFor(() => expect(store.get(pageMetaAtom).title).toBe('Edit club: Kairat'));
});

test('title fields: the Kazakh title is required, and a title shows in the reader’s language or else in Kazakh', async () => {
  renderKit(
    <CabinetForm<{ title_kk?: string }> onSubmit={jest.fn()} label="Club">
      <TitleFields labels={{ kk: 'Title (kk)', ru: 'Title (ru)', en: 'Title (en)' }} className="grid" />
    </CabinetForm>,
    { url: '/en/cabinet/clubs/create' },
  );
  expect(screen.getByRole('textbox', { name: /Title \(kk\)/ })).toBeRequired();
  expect(screen.getByRole('textbox', { name: 'Title (ru)' })).not.toBeRequired();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  expect(titleIn({ title_kk: 'Қайрат', title_ru: 'Кайрат', title_en: null }, 'ru')).toBe('Кайрат');
  expect(titleIn({ title_kk: 'Қайрат', title_ru: 'Кайрат', title_en: null }, 'en')).toBe('Қайрат');
});
