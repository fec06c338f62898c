import { fireEvent, screen } from '@testing-library/react';
import { failsTwiceThen, mockApi, ok, renderLoading, renderRoute, resetApi } from '../../test-utils';
import DocumentsPage from './documents-page';

afterEach(resetApi);

const docs = [
  {
    id: 1,
    title: 'Регламент',
    category: 'Ережелер',
    url: '/uploads/reg.pdf',
    size: 1.5 * 1024 * 1024,
    mime: 'application/pdf',
    is_pdf: true,
    published_at: '2025-01-15T05:00:00Z',
  },
  {
    id: 2,
    title: 'Өтінім үлгісі',
    category: null,
    url: '/uploads/form.docx',
    size: 20 * 1024,
    mime: 'application/msword',
    is_pdf: false,
    published_at: null,
  },
];

test('loading', () => {
  renderLoading(['/documents'], '/documents', '/documents', <DocumentsPage />);
});

test('a PDF opens in a new tab, other files download; sizes per spec', async () => {
  mockApi({ '/documents': ok(docs) });
  renderRoute('/en/documents', '/documents', <DocumentsPage />);
  const pdf = await screen.findByRole('link', { name: /Регламент/ });
  expect(pdf).toHaveAttribute('target', '_blank');
  expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByText(/Size: 1\.5 MB/)).toBeInTheDocument();
  const other = screen.getByRole('link', { name: 'Өтінім үлгісі' });
  expect(other).toHaveAttribute('download');
  expect(other).not.toHaveAttribute('target');
  expect(screen.getByText(/Size: 20 KB/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Ережелер' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Other documents' })).toBeInTheDocument();
});

test('empty', async () => {
  mockApi({ '/documents': ok([]) });
  renderRoute('/ru/documents', '/documents', <DocumentsPage />);
  expect(await screen.findByText('Документов пока нет')).toBeInTheDocument();
});

test('error with retry', async () => {
  mockApi({ '/documents': failsTwiceThen(500, ok(docs)) });
  renderRoute('/documents', '/documents', <DocumentsPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Қайталау' }));
  expect(await screen.findByRole('link', { name: /Регламент/ })).toBeInTheDocument();
});
