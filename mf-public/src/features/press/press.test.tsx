import { fireEvent, screen } from '@testing-library/react';
import { failWith, fakeApi, never, ok, pageOf, renderPage, resetFakeApi, seen } from '../../ui/content-test-utils';
import PressPage from './press-page';

afterEach(resetFakeApi);

const item = { id: 1, year: 2025, title: 'Лига туралы мақала', source: 'Kazsport', url: 'https://kazsport.example/1', image: null, published_at: '2025-04-15' };

test('loading', () => {
  fakeApi({ '/press-years': never, '/press': never });
  renderPage('/press', '/press', <PressPage />);
  expect(screen.getByRole('list', { busy: true })).toBeInTheDocument();
});

test('publications by year open the source in a new tab', async () => {
  fakeApi({ '/press-years': ok([2026, 2025]), '/press': pageOf([item], 1, 1, 20) });
  renderPage('/en/press?year=2025', '/press', <PressPage />);
  const link = await screen.findByRole('link', { name: /Лига туралы мақала/ });
  expect(link).toHaveAttribute('href', 'https://kazsport.example/1');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByText('Source: Kazsport')).toBeInTheDocument();
  expect(screen.getByText('15 April 2025')).toBeInTheDocument();
  expect(seen.find((r) => r.path === '/press')?.params).toEqual({ page: 1, year: 2025, per_page: 20 });
});

test('empty', async () => {
  fakeApi({ '/press-years': ok([]), '/press': pageOf([], 0) });
  renderPage('/ru/press', '/press', <PressPage />);
  expect(await screen.findByText('За этот год публикаций нет')).toBeInTheDocument();
});

test('error with retry', async () => {
  let calls = 0;
  fakeApi({ '/press-years': ok([]), '/press': () => (++calls <= 2 ? failWith(502) : pageOf([item])) });
  renderPage('/press', '/press', <PressPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Қайталау' }));
  expect(await screen.findByRole('link', { name: /Лига туралы мақала/ })).toBeInTheDocument();
});
