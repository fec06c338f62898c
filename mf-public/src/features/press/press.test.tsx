import { fireEvent, screen } from '@testing-library/react';
import { failsTwiceThen, mockApi, ok, pageOf, pending, renderRoute, resetApi, seenRequests } from '../../test-utils';
import PressPage from './press-page';

afterEach(resetApi);

const item = {
  id: 1,
  year: 2025,
  title: 'Лига туралы мақала',
  source: 'Kazsport',
  url: 'https://kazsport.example/1',
  image: null,
  published_at: '2025-04-15',
};

test('loading', () => {
  mockApi({ '/press-years': pending, '/press': pending });
  renderRoute('/press', '/press', <PressPage />);
  expect(screen.getByRole('list', { busy: true })).toBeInTheDocument();
});

test('publications by year open the source in a new tab', async () => {
  mockApi({ '/press-years': ok([2026, 2025]), '/press': pageOf([item], 1, 1, 20) });
  renderRoute('/en/press?year=2025', '/press', <PressPage />);
  const link = await screen.findByRole('link', { name: /Лига туралы мақала/ });
  expect(link).toHaveAttribute('href', 'https://kazsport.example/1');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByText('Source: Kazsport')).toBeInTheDocument();
  expect(screen.getByText('15 April 2025')).toBeInTheDocument();
  expect(seenRequests.find((r) => r.path === '/press')?.params).toEqual({ page: 1, year: 2025, per_page: 20 });
});

test('empty', async () => {
  mockApi({ '/press-years': ok([]), '/press': pageOf([], 0) });
  renderRoute('/ru/press', '/press', <PressPage />);
  expect(await screen.findByText('За этот год публикаций нет')).toBeInTheDocument();
});

test('error with retry', async () => {
  mockApi({ '/press-years': ok([]), '/press': failsTwiceThen(502, pageOf([item])) });
  renderRoute('/press', '/press', <PressPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Қайталау' }));
  expect(await screen.findByRole('link', { name: /Лига туралы мақала/ })).toBeInTheDocument();
});
